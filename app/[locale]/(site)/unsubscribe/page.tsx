import { LinkPage } from '@/components/templates/link-page';
import { LINK_PAGES, ONE_CLICK_FIELD } from '@/lib/leads/rules/link-pages';
import { pageMetadata } from '@/lib/seo/metadata';

const path = LINK_PAGES.unsubscribe;

export const metadata = pageMetadata({
  path,
  title: 'Unsubscribe',
  description: 'Stop e-mails from Brightloom: new posts and checklist mail.',
  noindex: true,
});

export default function UnsubscribePage() {
  return (
    <LinkPage
      path={path}
      eyebrow="E-mail"
      title="Unsubscribe from our e-mails"
      intro="Press the button and we stop sending you new posts, and delete your subscription and checklist requests. We keep only a one-way hash of the address so that it is not mailed again."
      button={{ label: 'Unsubscribe', fields: ONE_CLICK_FIELD }}
    />
  );
}
