import { LinkPage } from '@/components/templates/link-page';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  path: '/newsletter/confirm',
  title: 'Confirm your subscription',
  description: 'Confirm that you want new posts from the Brightloom engineering blog by e-mail.',
  noindex: true,
});

// Opening the link changes nothing (mail scanners open links); the button does.
export default function ConfirmSubscriptionPage() {
  return (
    <LinkPage
      eyebrow="Newsletter"
      title="Confirm your subscription"
      intro="One more step: confirm that you want new posts from the Brightloom engineering blog at this address, about twice a month."
      button={{ label: 'Confirm subscription' }}
    />
  );
}
