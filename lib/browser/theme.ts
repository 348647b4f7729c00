// The colour scheme a visitor chose. A necessary-only preference: kept in localStorage, never a cookie.
import { THEME_KEY, type Theme } from '@/lib/shared/theme';

export { THEME_RADIOS, THEMES, type Theme } from '@/lib/shared/theme';

export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Applies a choice to the page and remembers it; `system` forgets it and follows the device again. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  try {
    if (theme === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage may be off (private mode): the choice still holds for this page.
  }
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  window.dispatchEvent(new CustomEvent('themechange', { detail: theme }));
}
