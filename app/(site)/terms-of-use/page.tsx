import { MarkdownPage, markdownPageMetadata } from '@/components/markdown-page';

export const metadata = markdownPageMetadata('terms-of-use');

export default function TermsOfUsePage() {
  return <MarkdownPage slug="terms-of-use" />;
}
