import { LinkPage } from '@/components/templates/link-page';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { LINK_PAGES, LOCALE_FIELD, ONE_CLICK_FIELD } from '@/lib/serving/link-pages';

const path = LINK_PAGES.unsubscribe;

export async function generateMetadata() {
  const t = messagesFor(await currentLocale()).linkPages.unsubscribe;
  return pageMetadata({ path, title: t.metaTitle, description: t.description, noindex: true });
}

export default async function UnsubscribePage() {
  const locale = await currentLocale();
  const t = messagesFor(locale).linkPages;
  return (
    <LinkPage
      path={path}
      eyebrow={t.email}
      title={t.unsubscribe.title}
      intro={t.unsubscribe.intro}
      button={{ label: t.unsubscribe.button, fields: { ...ONE_CLICK_FIELD, [LOCALE_FIELD]: locale } }}
    />
  );
}
