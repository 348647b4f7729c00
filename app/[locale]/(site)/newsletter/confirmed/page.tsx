import { LinkPage } from '@/components/templates/link-page';
import { LINK_RESULT_PAGES } from '@/lib/leads/rules/link-pages';
import { pageMetadata } from '@/lib/seo/metadata';

const path = LINK_RESULT_PAGES.confirm;

export const metadata = pageMetadata({
  path,
  title: 'Subscription confirmed',
  description: 'Your subscription to the Brightloom engineering blog is confirmed.',
  noindex: true,
});

export default function SubscriptionConfirmedPage() {
  return (
    <LinkPage
      path={path}
      eyebrow="Newsletter"
      title="Your subscription is confirmed"
      intro="You will get our next post by e-mail. Every issue has a one-click unsubscribe link, and we send nothing else."
      links={[{ label: 'Read the blog', href: '/blog' }]}
    />
  );
}
