import { MarkdownPage } from '@/components/templates/markdown-page';
import { contentPageMetadata } from '@/lib/seo/metadata';

export const metadata = contentPageMetadata('privacy-policy');

export default function PrivacyPolicyPage() {
  return <MarkdownPage slug="privacy-policy" />;
}
