import { ChecklistShell } from '@/components/layout/checklist-shell';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';

export default function ChecklistLayout({ children }: { children: React.ReactNode }) {
  return <ChecklistShell t={messagesFor(DEFAULT_LOCALE)}>{children}</ChecklistShell>;
}
