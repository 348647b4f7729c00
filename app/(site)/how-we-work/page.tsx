import { markdownPageMetadata } from '@/components/templates/markdown-page';
import { StoryPage } from '@/components/templates/story-page';

export const metadata = markdownPageMetadata('how-we-work');

export default function HowWeWorkPage() {
  return <StoryPage slug="how-we-work" />;
}
