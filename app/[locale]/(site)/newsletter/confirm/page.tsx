import { LinkPage } from '@/components/templates/link-page';
import { currentLocale } from '@/lib/i18n/current';
import { messagesFor } from '@/lib/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';
import { LINK_PAGES, LOCALE_FIELD } from '@/lib/serving/link-pages';

const path = LINK_PAGES.confirm;

export async function generateMetadata() {
  const t = messagesFor(await currentLocale()).linkPages.confirm;
  return pageMetadata({ path, title: t.title, description: t.description, noindex: true });
}

// Opening the link changes nothing (mail scanners open links); the button does.
export default async function ConfirmSubscriptionPage() {
  const locale = await currentLocale();
  const t = messagesFor(locale).linkPages;
  return (
    <LinkPage
      path={path}
      eyebrow={t.newsletter}
      title={t.confirm.title}
      intro={t.confirm.intro}
      button={{ label: t.confirm.button, fields: { [LOCALE_FIELD]: locale } }}
    />
  );
}
