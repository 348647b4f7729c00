import { LinkPage } from '@/components/templates/link-page';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { LINK_RESULT_PAGES } from '@/lib/serving/link-pages';

const path = LINK_RESULT_PAGES.unsubscribe;

export async function generateMetadata() {
  const t = messagesFor(await currentLocale()).linkPages.unsubscribed;
  return pageMetadata({ path, title: t.metaTitle, description: t.description, noindex: true });
}

export default async function UnsubscribedPage() {
  const t = messagesFor(await currentLocale()).linkPages;
  return (
    <LinkPage
      path={path}
      eyebrow={t.email}
      title={t.unsubscribed.title}
      intro={t.unsubscribed.intro}
      links={[
        { label: t.backToBlog, href: '/blog' },
        { label: t.home, href: '/' },
      ]}
    />
  );
}
