import { MarkdownPage } from '@/components/templates/markdown-page';
import { contentPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = () => contentPageMetadata('terms-of-use');

export default function TermsOfUsePage() {
  return <MarkdownPage slug="terms-of-use" />;
}
