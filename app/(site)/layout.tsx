import { SiteShell } from '@/components/layout/site-shell';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell t={messagesFor(DEFAULT_LOCALE)}>{children}</SiteShell>;
}
