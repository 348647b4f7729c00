import { MarkdownPage } from '@/components/templates/markdown-page';
import { contentPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = () => contentPageMetadata('accessibility');

export default function AccessibilityPage() {
  return <MarkdownPage slug="accessibility" />;
}
