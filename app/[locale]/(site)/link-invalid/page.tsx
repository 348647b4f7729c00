import { LinkPage } from '@/components/templates/link-page';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { format } from '@/lib/i18n/format';
import { CONFIRM_LINK_DAYS } from '@/lib/serving/link-pages';
import { LINK_INVALID_PAGE } from '@/lib/serving/page-list';

const path = LINK_INVALID_PAGE;

export async function generateMetadata() {
  const t = messagesFor(await currentLocale()).linkPages.invalid;
  return pageMetadata({ path, title: t.metaTitle, description: t.description, noindex: true });
}

// The proxy shows this page, with status 400, for a confirmation or unsubscribe link it cannot accept.
export default async function LinkInvalidPage() {
  const t = messagesFor(await currentLocale()).linkPages;
  return (
    <LinkPage
      path={path}
      eyebrow={t.email}
      title={t.invalid.title}
      intro={format(t.invalid.intro, { days: CONFIRM_LINK_DAYS })}
      links={[
        { label: t.toBlog, href: '/blog' },
        { label: t.home, href: '/' },
      ]}
    />
  );
}
