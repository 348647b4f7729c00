import styles from './button-link.module.css';

export type ButtonLook = { variant?: 'primary' | 'secondary' | 'inverse'; size?: 'md' | 'lg' };

/** A link drawn as a button (ButtonLink, and the editor's preview, which has no AppLink). */
export function buttonClass({ variant = 'primary', size = 'md' }: ButtonLook = {}): string {
  return `${styles.button} ${styles[variant]} ${size === 'lg' ? styles.lg : ''}`;
}
