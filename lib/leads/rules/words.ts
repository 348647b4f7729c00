// What the forms' rules say, in each language: the browser checks a form with its page's words, and
// the server answers a post in the language the post came from. Typed per language, so a missing
// message fails the type check. `{max}` is a number.
import type { Locale } from '@/lib/i18n/locales';
import type { ConsentForm } from './consent';

export type RuleWords = {
  name: string;
  maxLength: string;
  singleLine: string;
  email: string;
  controlCharacters: string;
  message: string;
  phoneRequired: string;
  phoneInvalid: string;
  cv: { missing: string; tooLarge: string; wrongType: string };
  unknownLanguage: string;
  notBlogPage: string;
  /** What each form tells a visitor beside its button, stored as the consent record's wording. */
  consent: Record<ConsentForm, string>;
  /** Follows each wording; "privacy policy" is the link in the form. */
  privacySentence: { before: string; link: string; after: string };
};

export const RULE_WORDS: Record<Locale, RuleWords> = {
  en: {
    name: 'Enter your name',
    maxLength: 'Use at most {max} characters',
    singleLine: 'Use a single line without control characters',
    email: 'Enter a valid e-mail address',
    controlCharacters: 'Remove the control characters',
    message: 'Tell us a little more (at least 10 characters)',
    phoneRequired: 'Enter your phone number',
    phoneInvalid: 'Enter a valid phone number, including the country code',
    cv: {
      missing: 'Attach your CV (PDF, DOC or DOCX)',
      tooLarge: 'Upload a file of at most 5 MB',
      wrongType: 'Upload your CV as a PDF, DOC or DOCX file',
    },
    unknownLanguage: 'Unknown language',
    notBlogPage: 'Not a page of the blog',
    consent: {
      contact: 'We use your details only to answer you, and e-mail you one confirmation.',
      application: 'We use your application only to assess it, e-mail you one confirmation, and delete it in time.',
      checklist: 'One e-mail with the checklist, no newsletter unless you ask.',
      newsletter: 'New posts about twice a month. Confirm by e-mail; unsubscribe with one click in any issue.',
    },
    privacySentence: { before: 'See our ', link: 'privacy policy', after: '.' },
  },
  pt: {
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
    consent: {
      contact: 'Usamos os seus dados apenas para lhe responder e enviamos-lhe um único e-mail de confirmação.',
      application:
        'Usamos a sua candidatura apenas para a avaliar, enviamos-lhe um único e-mail de confirmação e apagamo-la no prazo previsto.',
      checklist: 'Um e-mail com a checklist, sem newsletter a menos que a peça.',
      newsletter:
        'Novos artigos cerca de duas vezes por mês. Confirme por e-mail; cancele a subscrição com um clique em qualquer envio.',
    },
    privacySentence: { before: 'Consulte a nossa ', link: 'política de privacidade', after: '.' },
  },
  pl: {
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
    consent: {
      contact: 'Twoich danych używamy wyłącznie, aby Ci odpowiedzieć, i wysyłamy jeden e-mail z potwierdzeniem.',
      application:
        'Twojej aplikacji używamy wyłącznie do jej oceny, wysyłamy jeden e-mail z potwierdzeniem i usuwamy ją w przewidzianym terminie.',
      checklist: 'Jeden e-mail z checklistą, bez newslettera, chyba że o niego poprosisz.',
      newsletter:
        'Nowe wpisy mniej więcej dwa razy w miesiącu. Potwierdź subskrypcję e-mailem; zrezygnujesz jednym kliknięciem w każdym wydaniu.',
    },
    privacySentence: { before: 'Zapoznaj się z naszą ', link: 'polityką prywatności', after: '.' },
  },
};

export const maxLength = (words: RuleWords, max: number) => words.maxLength.replace('{max}', String(max));
