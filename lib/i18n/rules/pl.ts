import type { RuleWords } from './en';

export const pl: RuleWords = {
  name: 'Podaj imię i nazwisko',
  maxLength: 'Użyj najwyżej {max} znaków',
  singleLine: 'Użyj jednej linii, bez znaków sterujących',
  email: 'Podaj poprawny adres e-mail',
  controlCharacters: 'Usuń znaki sterujące',
  message: 'Napisz nam trochę więcej (co najmniej 10 znaków)',
  phoneRequired: 'Podaj numer telefonu',
  phoneInvalid: 'Podaj poprawny numer telefonu z numerem kierunkowym kraju',
  cv: {
    missing: 'Załącz CV (PDF, DOC lub DOCX)',
    tooLarge: 'Prześlij plik o rozmiarze najwyżej 5 MB',
    wrongType: 'Prześlij CV w formacie PDF, DOC lub DOCX',
  },
  unknownLanguage: 'Nieznany język',
  notBlogPage: 'To nie jest strona bloga',
  timeZone: 'Wybierz strefę czasową z listy',
  windows: 'Wybierz od jednego do trzech dogodnych terminów w ciągu najbliższych 60 dni',
  slot: 'Wybierz jeden z proponowanych terminów',
  service: 'Wybierz jedną z naszych usług',
  brief: {
    goal: 'Wybierz, czego od nas oczekujesz',
    stage: 'Wybierz, na jakim etapie jest projekt',
    timeline: 'Wybierz termin albo „Jeszcze nie wiem”',
    budget: 'Wybierz przedział budżetu albo „Jeszcze nie wiem”',
    technologies: 'Wybierz technologie wyłącznie z listy',
    description: 'Opisz krótko projekt (co najmniej 10 znaków)',
    attached: 'Nie można dołączyć tego briefu: umów rozmowę z adresu e-mail, z którego go wysłano, w ciągu doby',
  },
  privacySentence: { before: 'Zapoznaj się z naszą ', link: 'polityką prywatności', after: '.' },
};
