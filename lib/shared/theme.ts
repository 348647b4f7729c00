// The colour-scheme rules both sides need: the head script's part that applies the stored choice
// (lib/shared/head-script.ts), its storage key and the radios it sets. No imports: next.config.ts loads it.

export const THEME_KEY = 'theme';
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
