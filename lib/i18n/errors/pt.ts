import type { ErrorWords } from './en';

export const pt: ErrorWords = {
  status: 'Erro {status}',
  notFoundHelp:
    'A página pode ter mudado de endereço ou a ligação pode ter um erro. Tudo o que publicamos está acessível a partir da página inicial.',
  serverHelp: 'Algo correu mal do nosso lado. O erro ficou registado; tente novamente dentro de momentos.',
  home: 'Voltar ao início',
  fallback: 'Algo correu mal',
  illustration: 'Ilustração 404: duas pessoas à procura em cima dos algarismos 4 0 4',
};
