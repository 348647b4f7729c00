import type { MailCatalog } from './en';

export const pt: MailCatalog = {
  received: {
    subject: 'Recebemos a sua mensagem',
    heading: 'Obrigado pelo seu contacto',
    body: (reply, email) =>
      `A sua mensagem chegou até nós. ${reply} Um engenheiro sénior lê cada pedido e responde a partir de ${email}.`,
    notYou: (email) => `Se não nos escreveu, responda a este e-mail ou escreva para ${email} e apagaremos a mensagem.`,
    reply: 'Respondemos no prazo de um dia útil.',
  },
  application: {
    subject: (job) => `Recebemos a sua candidatura${job ? ` a ${job}` : ''}`,
    heading: 'Obrigado pela sua candidatura',
    body: (job) =>
      `A sua candidatura ${job ? `à vaga de ${job}` : 'a uma vaga na Brightloom'} chegou até nós, com o CV incluído.`,
    next: 'Alguém da equipa de recrutamento lê cada candidatura e responde no prazo de cinco dias úteis, com uma primeira conversa ou com um «não» honesto.',
    notYou: (email) => `Se não se candidatou, escreva para ${email} e apagaremos a candidatura.`,
  },
  checklist: {
    subject: (title) => `A sua checklist: ${title}`,
    body: 'Aqui está a checklist que pediu no nosso site. A ligação funciona durante 24 horas; depois disso, peça-a novamente na mesma página.',
    action: 'Descarregar a checklist (PDF)',
  },
  confirm: {
    subject: 'Confirme a sua subscrição do blogue da Brightloom',
    heading: 'Um clique para confirmar',
    body: (days) =>
      `Alguém, provavelmente o próprio, pediu para receber os novos artigos do blogue de engenharia da Brightloom neste endereço. Confirme no botão abaixo; a ligação é válida durante ${days} dias.`,
    notYou: (days) =>
      `Se não foi o próprio, ignore este e-mail: não enviaremos mais nada e o endereço é apagado ao fim de ${days} dias.`,
    action: 'Confirmar subscrição',
  },
  already: {
    subject: 'Já subscreve o blogue da Brightloom',
    heading: 'A sua subscrição mantém-se',
    body: 'Alguém, provavelmente o próprio, pediu para receber os novos artigos do blogue de engenharia da Brightloom neste endereço. O endereço já está subscrito, por isso nada muda: os novos artigos continuam a chegar, cerca de duas vezes por mês.',
    notYou: 'Se já não os quiser receber, cancele a subscrição na ligação no fim deste e-mail ou de qualquer artigo.',
  },
  call: {
    requestedSubject: 'Recebemos o seu pedido de chamada',
    requestedHeading: 'Obrigado por pedir uma chamada',
    windows: (zone: string) => `Indicou-nos que estes períodos lhe dão jeito (${zone}):`,
    pending: (time: string, zone: string) =>
      `Escolheu ${time} (${zone}). Estamos a confirmá-lo com a nossa agenda e voltamos a escrever-lhe assim que a chamada ficar marcada.`,
    next: 'Um engenheiro sénior confirma um deles por e-mail num dia útil, com a ligação para a chamada. A chamada dura 30 minutos.',
    morning: 'manhã (9:00–12:00)',
    afternoon: 'tarde (14:00–17:00)',
    confirmedSubject: (time: string) => `A sua chamada com a Brightloom: ${time}`,
    confirmedHeading: 'A sua chamada está marcada',
    confirmedBody: (time: string, zone: string) =>
      `Falamos em ${time} (${zone}), durante 30 minutos, com um engenheiro sénior que leu o seu pedido.`,
    invite:
      'O convite segue em anexo: abra-o para acrescentar a chamada ao seu calendário. Para a alterar ou cancelar, responda a este e-mail.',
    join: 'Entrar na chamada',
    movedSubject: (time: string) => `A sua chamada com a Brightloom mudou de hora: ${time}`,
    movedHeading: 'A sua chamada tem um novo horário',
    movedBody: (time: string, zone: string) =>
      `A chamada passa a ser em ${time} (${zone}), durante 30 minutos. O horário anterior deixa de valer.`,
    movedInvite:
      'O convite em anexo atualiza o evento que já tem no calendário; abra-o se o calendário não se atualizar sozinho.',
    cancelledSubject: 'A sua chamada com a Brightloom foi cancelada',
    cancelledHeading: 'A sua chamada foi cancelada',
    cancelledBody: (time: string, zone: string) =>
      `A chamada de ${time} (${zone}) já não se realiza. O cancelamento em anexo retira-a do seu calendário.`,
    cancelledNext: 'Para falarmos noutra altura, marque uma nova chamada no nosso site ou responda a este e-mail.',
    bookAgain: 'Marcar outra chamada',
    rearrangeSubject: 'Sobre a sua chamada com a Brightloom',
    rearrangeHeading: 'Precisamos de encontrar outro horário',
    rearrangeBody: (time: string, zone: string) =>
      `O horário que escolheu, ${time} (${zone}), foi ocupado antes de o conseguirmos marcar. Alguém da nossa equipa escreve-lhe num dia útil para combinar outro.`,
    summary: 'Chamada de apresentação com a Brightloom',
    description: 'Uma chamada de 30 minutos com um engenheiro sénior da Brightloom.',
    notYou: (email: string) => `Se não pediu esta chamada, escreva para ${email} e apagamos o pedido.`,
  },
  form: {
    subject: 'Recebemos o seu pedido: {title}',
    notYou: 'Se não foi o próprio a enviar este pedido, escreva para {email} e apagaremos os dados enviados.',
  },
  post: {
    byline: (author, minutes) => `Por ${author}, ${minutes} min de leitura.`,
    action: 'Ler o artigo',
    englishOnly: 'Este artigo ainda não foi traduzido, por isso segue em inglês.',
  },
  footer: {
    privacy: 'Como tratamos os seus dados',
    unsubscribe: 'Cancelar subscrição',
    unsubscribeText: 'Cancelar a subscrição com um clique',
  },
};
