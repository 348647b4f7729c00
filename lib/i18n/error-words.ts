// The error view's words in every language, apart from the message files: the browser's error
// boundaries carry them, and they must not carry the whole site's words. Typed per language.
import type { Locale } from './locales';

type ErrorWords = {
  /** `{status}` is the HTTP status. */
  status: string;
  notFoundHelp: string;
  serverHelp: string;
  /** The link to the home page of the language. */
  home: string;
  /** When an error has no message of its own. */
  fallback: string;
  /** The 404 illustration's text alternative. */
  illustration: string;
};

export const ERROR_WORDS: Record<Locale, ErrorWords> = {
  en: {
    status: 'Error {status}',
    notFoundHelp:
      'The page may have moved, or the link may have a typo. Everything we publish is reachable from the home page.',
    serverHelp: 'Something went wrong on our side. It has been noted; please try again in a moment.',
    home: 'Go to Home',
    fallback: 'Something went wrong',
    illustration: '404 illustration: two people searching on top of the digits 4 0 4',
  },
  pt: {
    status: 'Erro {status}',
    notFoundHelp:
      'A página pode ter mudado de endereço ou a ligação pode ter um erro. Tudo o que publicamos está acessível a partir da página inicial.',
    serverHelp: 'Algo correu mal do nosso lado. O erro ficou registado; tente novamente dentro de momentos.',
    home: 'Voltar ao início',
    fallback: 'Algo correu mal',
    illustration: 'Ilustração 404: duas pessoas à procura em cima dos algarismos 4 0 4',
  },
  pl: {
    status: 'Błąd {status}',
    notFoundHelp:
      'Strona mogła zmienić adres albo w linku jest literówka. Wszystko, co publikujemy, znajdziesz, zaczynając od strony głównej.',
    serverHelp: 'Coś poszło nie tak po naszej stronie. Odnotowaliśmy to; spróbuj ponownie za chwilę.',
    home: 'Wróć na stronę główną',
    fallback: 'Coś poszło nie tak',
    illustration: 'Ilustracja 404: dwie osoby szukające na cyfrach 4 0 4',
  },
};
