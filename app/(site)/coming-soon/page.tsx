import { MarkdownPage, markdownPageMetadata } from '@/components/templates/markdown-page';
import { ButtonLink } from '@/components/ui/button-link';

export const metadata = markdownPageMetadata('coming-soon');

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
