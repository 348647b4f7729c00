import { StaticPart } from '@/components/client/static-part';
import { EntryForm } from './entry-form';

type Props = {
  /** The static part's id; the part after the form is `{id}-end`. */
  id: string;
  /** The form made in the web editor the entry names (`form:`), if any. */
  form: string | undefined;
  /** What closes the page after the form: its call to action. */
  end: React.ReactNode;
  children: React.ReactNode;
};

/**
 * An entry's page as static parts, with the form it names after its body and before `end`: the form is the
 * one part that hydrates. Without a form, one static part as before.
 */
export function WithEntryForm({ id, form, end, children }: Props) {
  if (!form)
    return (
      <StaticPart id={id}>
        {children}
        {end}
      </StaticPart>
    );
  return (
    <>
      <StaticPart id={id}>{children}</StaticPart>
      <EntryForm slug={form} />
      <StaticPart id={`${id}-end`}>{end}</StaticPart>
    </>
  );
}
