import { LinkPage } from '@/components/templates/link-page';
import { LINK_RESULT_PAGES } from '@/lib/leads/rules/link-pages';
import { pageMetadata } from '@/lib/seo/metadata';

const path = LINK_RESULT_PAGES.unsubscribe;

export const metadata = pageMetadata({
  path,
  title: 'Unsubscribed',
  description: 'You are unsubscribed from Brightloom e-mails.',
  noindex: true,
});

export default function UnsubscribedPage() {
  return (
    <LinkPage
      path={path}
      eyebrow="E-mail"
      title="You are unsubscribed"
      intro="We will not e-mail you again, and your subscription is deleted. Changed your mind? You can subscribe again at the end of any post."
      links={[
        { label: 'Back to the blog', href: '/blog' },
        { label: 'Home', href: '/' },
      ]}
    />
  );
}
