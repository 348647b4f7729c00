import { markdownPageMetadata } from '@/components/markdown-page';
import { StoryPage } from '@/components/story-page';

export const metadata = markdownPageMetadata('why-choose-us');

export default function WhyChooseUsPage() {
  return <StoryPage slug="why-choose-us" />;
}
