import { MarkdownPage, markdownPageMetadata } from '@/components/templates/markdown-page';

export const metadata = markdownPageMetadata('terms-of-use');

export default function TermsOfUsePage() {
  return <MarkdownPage slug="terms-of-use" />;
}
