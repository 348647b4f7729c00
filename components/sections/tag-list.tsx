import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { TagItems } from './tag-items';

type Props = {
  /** Plain labels (technologies, for instance), or topics that lead to their page. */
  tags: readonly (string | { name: string; href: string })[];
  label?: string;
};

export async function TagList({ tags, label }: Props) {
  return <TagItems tags={tags} label={label ?? messagesFor(await currentLocale()).tags} />;
}
