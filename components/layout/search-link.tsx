import { AppLink } from '@/components/ui/app-link';

const ICON = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm9 3-4-4';

/** The way to /search from every header: an icon and the word, which `labelClassName` may hide from sight. */
export function SearchLink({
  href,
  label,
  className,
  labelClassName,
}: {
  href: string;
  label: string;
  className?: string;
  labelClassName?: string;
}) {
  return (
    <AppLink href={href} className={className}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={ICON} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className={labelClassName}>{label}</span>
    </AppLink>
  );
}
