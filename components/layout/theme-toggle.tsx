import { THEMES, type Theme } from '@/lib/shared/theme';
import type { Messages } from '@/lib/i18n/messages';
import styles from './theme-toggle.module.css';

const ICONS: Record<Theme, string> = {
  light:
    'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-15v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z',
  system: 'M3 5h18v11H3V5Zm6 15h6m-3-4v4',
};

/**
 * Light, dark or the device's scheme, as three radio buttons in plain HTML: nothing in it hydrates.
 * The page arrives with "system" checked; the ThemeSync leaf shows the stored choice and applies a new one.
 */
export function ThemeToggle({ id, t }: { id: string; t: Messages['theme'] }) {
  return (
    <fieldset className={styles.toggle} data-theme-toggle="">
      <legend className="visually-hidden">{t.legend}</legend>
      {THEMES.map((theme) => (
        <label key={theme} className={styles.option} title={t[theme]}>
          <input type="radio" name={`${id}-theme`} value={theme} defaultChecked={theme === 'system'} />
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d={ICONS[theme]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t[theme]}</span>
        </label>
      ))}
    </fieldset>
  );
}
