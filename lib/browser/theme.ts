// The colour scheme a visitor chose. A necessary-only preference: kept in localStorage, never a cookie.
// No imports: lib/serving/policies.ts hashes THEME_SCRIPT, and next.config.ts imports that file.

const THEME_KEY = 'theme';
/** Every colour-scheme radio on the page (components/layout/theme-toggle.tsx). */
export const THEME_RADIOS = '[data-theme-toggle] input';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Runs in <head> before the body is parsed, so the first painted frame already has the chosen scheme.
 * Once the body is parsed, long before the scripts load, the toggles (served with "system" checked)
 * show the stored choice as their default; ThemeSync takes a radio checked otherwise for a click made
 * meanwhile. Without a stored choice the page follows prefers-color-scheme through CSS alone.
 */
export const THEME_SCRIPT =
  `try{var t=localStorage.getItem("${THEME_KEY}");if(t==="light"||t==="dark"){document.documentElement.dataset.theme=t;` +
  'document.addEventListener("DOMContentLoaded",function(){' +
  `document.querySelectorAll("${THEME_RADIOS}").forEach(function(r){r.defaultChecked=r.checked=r.value===t})` +
  '})}}catch(e){}';

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
