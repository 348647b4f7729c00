import { markdownPageMetadata } from '@/components/templates/markdown-page';
import { StoryPage } from '@/components/templates/story-page';

export const metadata = markdownPageMetadata('why-choose-us');

export default function WhyChooseUsPage() {
  return <StoryPage slug="why-choose-us" />;
}
