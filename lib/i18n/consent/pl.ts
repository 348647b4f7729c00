// The consent banner's and preferences' words in Polish (typed against ./en.ts).
import type { ConsentWords } from './en';

export const pl: ConsentWords = {
  title: 'Pliki cookie na tej stronie',
  text: 'Niezbędne pliki cookie zapewniają działanie strony. Za Twoją zgodą używamy też analitycznych plików cookie, aby wiedzieć, które strony są pomocne.',
  howWeUse: 'Jak używamy plików cookie',
  acceptAll: 'Akceptuj wszystkie',
  rejectAll: 'Odrzuć wszystkie',
  preferences: 'Ustawienia',
  loading: 'Wczytywanie ustawień plików cookie…',
  analyticsOn: 'Analityczne pliki cookie są włączone.',
  analyticsOff: 'Analityczne pliki cookie są wyłączone.',
  dialogTitle: 'Ustawienia plików cookie',
  dialogIntro:
    'Wybierz, których plików cookie możemy używać. Możesz to zmienić w każdej chwili w stopce każdej strony.',
  categories: 'Kategorie plików cookie',
  necessary: 'Niezbędne pliki cookie',
  necessaryText: 'Zapamiętują Twój wybór dotyczący plików cookie. Zawsze włączone, bo bez nich strona nie działa.',
  analytics: 'Analityczne pliki cookie',
  analyticsText:
    'Google Analytics za pośrednictwem Google Tag Managera: które strony są czytane i jak odwiedzający je znajdują.',
  save: 'Zapisz ustawienia',
  close: 'Zamknij ustawienia plików cookie',
};
