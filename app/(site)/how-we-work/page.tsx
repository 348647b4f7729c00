import { markdownPageMetadata } from '@/components/markdown-page';
import { StoryPage } from '@/components/story-page';

export const metadata = markdownPageMetadata('how-we-work');

export default function HowWeWorkPage() {
  return <StoryPage slug="how-we-work" />;
}
