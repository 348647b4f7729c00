import { LinkPage } from '@/components/templates/link-page';
import { LINK_PAGES } from '@/lib/leads/rules/link-pages';
import { pageMetadata } from '@/lib/seo/metadata';

const path = LINK_PAGES.confirm;

export const metadata = pageMetadata({
  path,
  title: 'Confirm your subscription',
  description: 'Confirm that you want new posts from the Brightloom engineering blog by e-mail.',
  noindex: true,
});

// Opening the link changes nothing (mail scanners open links); the button does.
export default function ConfirmSubscriptionPage() {
  return (
    <LinkPage
      path={path}
      eyebrow="Newsletter"
      title="Confirm your subscription"
      intro="One more step: confirm that you want new posts from the Brightloom engineering blog at this address, about twice a month."
      button={{ label: 'Confirm subscription' }}
    />
  );
}
