import type { ErrorWords } from './en';

export const pl: ErrorWords = {
  status: 'Błąd {status}',
  notFoundHelp:
    'Strona mogła zmienić adres albo w linku jest literówka. Wszystko, co publikujemy, znajdziesz, zaczynając od strony głównej.',
  serverHelp: 'Coś poszło nie tak po naszej stronie. Odnotowaliśmy to; spróbuj ponownie za chwilę.',
  home: 'Wróć na stronę główną',
  fallback: 'Coś poszło nie tak',
  illustration: 'Ilustracja 404: dwie osoby szukające na cyfrach 4 0 4',
};
