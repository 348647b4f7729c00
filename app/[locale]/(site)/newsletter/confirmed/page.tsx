import { LinkPage } from '@/components/templates/link-page';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { LINK_RESULT_PAGES } from '@/lib/serving/link-pages';

const path = LINK_RESULT_PAGES.confirm;

export async function generateMetadata() {
  const t = messagesFor(await currentLocale()).linkPages.confirmed;
  return pageMetadata({ path, title: t.metaTitle, description: t.description, noindex: true });
}

export default async function SubscriptionConfirmedPage() {
  const t = messagesFor(await currentLocale()).linkPages;
  return (
    <LinkPage
      path={path}
      eyebrow={t.newsletter}
      title={t.confirmed.title}
      intro={t.confirmed.intro}
      links={[{ label: t.readBlog, href: '/blog' }]}
    />
  );
}
