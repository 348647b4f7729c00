'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { applyTheme, storedTheme, THEMES, type Theme } from '@/lib/browser/theme';
import styles from './theme-toggle.module.css';

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

const ICONS: Record<Theme, string> = {
  light:
    'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-15v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z',
  system: 'M3 5h18v11H3V5Zm6 15h6m-3-4v4',
};

function subscribe(onChange: () => void): () => void {
  window.addEventListener('themechange', onChange);
  return () => window.removeEventListener('themechange', onChange);
}

/**
 * Light, dark or the device's scheme, as three radio buttons. The server renders "system"; React
 * switches to the stored choice once the page runs, and every copy of the toggle follows each change.
 */
export function ThemeToggle({ id }: { id: string }) {
  const current = useSyncExternalStore(subscribe, storedTheme, () => 'system' as const);
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    // Scripts load after the first paint: a radio clicked before that is checked, but nothing applied it.
    const early = [...(group.current?.querySelectorAll('input') ?? [])].find(
      (radio) => radio.checked && !radio.defaultChecked,
    );
    const theme = THEMES.find((value) => value === early?.value);
    if (theme && theme !== storedTheme()) applyTheme(theme);
  }, []);
  return (
    <fieldset ref={group} className={styles.toggle}>
      <legend className="visually-hidden">Colour scheme</legend>
      {THEMES.map((theme) => (
        <label key={theme} className={styles.option} title={LABELS[theme]}>
          <input
            type="radio"
            name={`${id}-theme`}
            value={theme}
            checked={current === theme}
            onChange={() => applyTheme(theme)}
          />
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d={ICONS[theme]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{LABELS[theme]}</span>
        </label>
      ))}
    </fieldset>
  );
}
