'use client';

import { useEffect, useRef } from 'react';
import { applyTheme, storedTheme, THEMES, type Theme } from '@/lib/browser/theme';
import styles from './theme-toggle.module.css';

const LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

const ICONS: Record<Theme, string> = {
  light:
    'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-15v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z',
  system: 'M3 5h18v11H3V5Zm6 15h6m-3-4v4',
};

/**
 * Light, dark or the device's scheme, as three radio buttons. The server renders "system" checked;
 * the stored choice is set on the inputs themselves once the page runs, so hydration never differs.
 */
export function ThemeToggle({ id }: { id: string }) {
  const group = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    const show = (theme: Theme) => {
      const input = group.current?.querySelector<HTMLInputElement>(`input[value="${theme}"]`);
      if (input) input.checked = true;
    };
    show(storedTheme());
    const onChange = (event: Event) => show((event as CustomEvent<Theme>).detail);
    window.addEventListener('themechange', onChange);
    return () => window.removeEventListener('themechange', onChange);
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
            defaultChecked={theme === 'system'}
            // Click, not change: the stored choice is set on the inputs directly, which React's change
            // tracking does not see. Arrow keys in a radio group click too.
            onClick={() => applyTheme(theme)}
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
