import { AppLink } from './app-link';
import styles from './button-link.module.css';

type Props = {
  href: string;
  children: React.ReactNode;
  variant?: 'primary' | 'secondary' | 'inverse';
  size?: 'md' | 'lg';
};

export function ButtonLink({ href, children, variant = 'primary', size = 'md' }: Props) {
  return (
    <AppLink href={href} className={`${styles.button} ${styles[variant]} ${size === 'lg' ? styles.lg : ''}`}>
      {children}
    </AppLink>
  );
}
