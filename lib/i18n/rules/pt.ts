import type { RuleWords } from './en';

export const pt: RuleWords = {
  name: 'Indique o seu nome',
  maxLength: 'Use no máximo {max} caracteres',
  singleLine: 'Use uma só linha, sem caracteres de controlo',
  email: 'Indique um endereço de e-mail válido',
  controlCharacters: 'Retire os caracteres de controlo',
  message: 'Conte-nos um pouco mais (pelo menos 10 caracteres)',
  phoneRequired: 'Indique o seu número de telefone',
  phoneInvalid: 'Indique um número de telefone válido, com o indicativo do país',
  cv: {
    missing: 'Anexe o seu CV (PDF, DOC ou DOCX)',
    tooLarge: 'Envie um ficheiro com 5 MB no máximo',
    wrongType: 'Envie o seu CV em formato PDF, DOC ou DOCX',
  },
  unknownLanguage: 'Idioma desconhecido',
  notBlogPage: 'Não é uma página do blogue',
  timeZone: 'Escolha um fuso horário da lista',
  windows: 'Escolha entre uma e três preferências nos próximos 60 dias',
  slot: 'Escolha um dos horários disponíveis',
  service: 'Escolha um dos nossos serviços',
  brief: {
    goal: 'Escolha o que pretende que façamos',
    stage: 'Escolha em que fase está o projeto',
    timeline: 'Escolha um prazo, ou «Ainda não sei»',
    budget: 'Escolha um intervalo de orçamento, ou «Ainda não sei»',
    technologies: 'Escolha apenas tecnologias da lista',
    description: 'Fale-nos um pouco do projeto (pelo menos 10 caracteres)',
    attached: 'Não é possível juntar esse briefing: marque a chamada com o e-mail com que o enviou, no prazo de um dia',
  },
  privacySentence: { before: 'Consulte a nossa ', link: 'política de privacidade', after: '.' },
};
