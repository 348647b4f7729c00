import { MarkdownPage } from '@/components/templates/markdown-page';
import { contentPageMetadata } from '@/lib/seo/metadata';
import { ButtonLink } from '@/components/ui/button-link';

export const generateMetadata = () => contentPageMetadata('coming-soon');

export default function ComingSoonPage() {
  return (
    <MarkdownPage slug="coming-soon">
      <ButtonLink href="/">Back to the home page</ButtonLink>
      <ButtonLink href="/contact-us" variant="secondary">
        Get in touch
      </ButtonLink>
    </MarkdownPage>
  );
}
