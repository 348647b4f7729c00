// The phone input's country names per language: the library's own files (its `pt` is European
// Portuguese). English ships with the input itself; each other language loads as a chunk of its own.
import type { Labels } from 'react-phone-number-input';
import type { Locale } from './locales';

export const loadPhoneLabels: Record<Locale, () => Promise<{ default: Labels }>> = {
  en: () => import('react-phone-number-input/locale/en'),
  pt: () => import('react-phone-number-input/locale/pt'),
  pl: () => import('react-phone-number-input/locale/pl'),
};
