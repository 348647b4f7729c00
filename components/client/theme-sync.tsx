'use client';

import { useEffect } from 'react';
import { applyTheme, storedTheme, THEME_RADIOS, THEMES, type Theme } from '@/lib/browser/theme';

const radios = () => [...document.querySelectorAll<HTMLInputElement>(THEME_RADIOS)];
const asTheme = (value: string | undefined) => THEMES.find((theme) => theme === value);

function show(theme: Theme): void {
  for (const radio of radios()) radio.checked = radio.value === theme;
}

/**
 * The behaviour of the header's colour-scheme radios, which reach the browser as static HTML: one
 * listener for all of them, and every copy shows the stored choice. Mounted beside each header, so a
 * header drawn anew (another shell) is brought in step too.
 */
export function ThemeSync() {
  useEffect(() => {
    // Scripts load after the first paint: a radio clicked before that is checked, but nothing applied it
    // (THEME_SCRIPT made the stored choice the toggles' default).
    const early = asTheme(radios().find((radio) => radio.checked && !radio.defaultChecked)?.value);
    if (early && early !== storedTheme()) applyTheme(early);
    else show(storedTheme());

    const onChange = (event: Event) => {
      const { target } = event;
      if (!(target instanceof HTMLInputElement) || !target.matches(THEME_RADIOS)) return;
      const theme = asTheme(target.value);
      if (theme) applyTheme(theme);
    };
    const onTheme = () => show(storedTheme());
    document.addEventListener('change', onChange);
    window.addEventListener('themechange', onTheme);
    return () => {
      document.removeEventListener('change', onChange);
      window.removeEventListener('themechange', onTheme);
    };
  }, []);
  return null;
}
