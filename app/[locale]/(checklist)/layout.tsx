import { ChecklistShell } from '@/components/layout/checklist-shell';
import { currentLocale } from '@/lib/i18n/current';

export default async function ChecklistLayout({ children }: { children: React.ReactNode }) {
  return <ChecklistShell locale={await currentLocale()}>{children}</ChecklistShell>;
}
