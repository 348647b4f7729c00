import { MarkdownPage, markdownPageMetadata } from '@/components/templates/markdown-page';

export const metadata = markdownPageMetadata('privacy-policy');

export default function PrivacyPolicyPage() {
  return <MarkdownPage slug="privacy-policy" />;
}
