// The phone input's country names per language: the library's own files (its `pt` is European Portuguese).
// English ships with the input itself; each other language loads as a chunk of its own, and a language the
// library has no file for here names the countries in English until one is added.
import type { Labels } from 'react-phone-number-input';
import type { Locale } from './locales';

const LABELS: Partial<Record<Locale, () => Promise<{ default: Labels }>>> = {
  pt: () => import('react-phone-number-input/locale/pt'),
  pl: () => import('react-phone-number-input/locale/pl'),
};

export const loadPhoneLabels = (locale: Locale): Promise<{ default: Labels }> =>
  (LABELS[locale] ?? (() => import('react-phone-number-input/locale/en')))();
