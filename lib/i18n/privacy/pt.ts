import type { PrivacyWords } from './en';

export const pt: PrivacyWords = {
  sealed:
    'Os CV são guardados cifrados (AES-256-GCM, com um nonce novo para cada ficheiro) com uma chave mantida fora da base de dados; o servidor não arranca sem ela.',
  preview:
    'Esta cópia do site corre numa única máquina para pré-visualização, onde os CV são guardados sem cifra: não envie aqui um CV verdadeiro.',
  erasureSqlite:
    'sobrescrevemo-los com zeros no ficheiro da base de dados e no seu registo para que não possam ser recuperados',
  erasurePostgres:
    'reescrevemos todas as tabelas da base de dados que os continham, com os seus índices e estatísticas, para que não possam ser recuperados dos ficheiros das tabelas (se alguém as estiver a consultar nesse momento, logo que termine); o registo de escrita antecipada (WAL) da base de dados guarda uma cópia até ser substituído',
  hash: 'Ninguém consegue ler o seu endereço a partir dele; a chave está junto da lista, pelo que quem tivesse a nossa base de dados só poderia verificar se um endereço que já conhece consta dela.',
  calcom:
    '- **Cal.com**, a nossa agenda, quando marca uma chamada: o seu nome, endereço de e-mail, fuso horário e o horário escolhido, para que a chamada apareça nos nossos calendários com uma ligação de vídeo. Não lhe envia e-mails próprios; se nos pedir para apagar os seus dados, cancelamos também aí as suas chamadas futuras.',
  formBasis: 'Consentimento',
  formKept: '{period} a contar do envio',
};
