import { LinkPage } from '@/components/templates/link-page';
import { CONFIRM_LINK_DAYS } from '@/lib/leads/rules/link-pages';
import { LINK_INVALID_PAGE } from '@/lib/serving/page-list';
import { pageMetadata } from '@/lib/seo/metadata';

const path = LINK_INVALID_PAGE;

export const metadata = pageMetadata({
  path,
  title: 'Link invalid or expired',
  description: 'This e-mail link is invalid or has expired.',
  noindex: true,
});

// The proxy shows this page, with status 400, for a confirmation or unsubscribe link it cannot accept.
export default function LinkInvalidPage() {
  return (
    <LinkPage
      path={path}
      eyebrow="E-mail"
      title="This link is invalid or has expired"
      intro={`Confirmation links work for ${CONFIRM_LINK_DAYS} days, and a link changed on its way to you does not work at all. Nothing was changed. To subscribe, use the form at the end of any post; to stop our e-mails, write to privacy@brightloom.dev.`}
      links={[
        { label: 'Go to the blog', href: '/blog' },
        { label: 'Home', href: '/' },
      ]}
    />
  );
}
