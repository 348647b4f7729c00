import { AppLink } from './app-link';
import { buttonClass, type ButtonLook } from './button-class';

type Props = ButtonLook & { href: string; children: React.ReactNode };

export function ButtonLink({ href, children, ...look }: Props) {
  return (
    <AppLink href={href} className={buttonClass(look)}>
      {children}
    </AppLink>
  );
}
