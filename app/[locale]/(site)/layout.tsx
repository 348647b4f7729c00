import { SiteShell } from '@/components/layout/site-shell';
import { currentLocale } from '@/lib/i18n/current';

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell locale={await currentLocale()}>{children}</SiteShell>;
}
