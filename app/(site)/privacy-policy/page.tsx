import { MarkdownPage, markdownPageMetadata } from '@/components/markdown-page';

export const metadata = markdownPageMetadata('privacy-policy');

export default function PrivacyPolicyPage() {
  return <MarkdownPage slug="privacy-policy" />;
}
