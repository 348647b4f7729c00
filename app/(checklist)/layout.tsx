import { ChecklistShell } from '@/components/layout/checklist-shell';

export default function ChecklistLayout({ children }: { children: React.ReactNode }) {
  return <ChecklistShell>{children}</ChecklistShell>;
}
