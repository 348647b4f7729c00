import { contentPageMetadata } from '@/lib/seo/metadata';
import { StoryPage } from '@/components/templates/story-page';

export const generateMetadata = () => contentPageMetadata('how-we-work');

export default function HowWeWorkPage() {
  return <StoryPage slug="how-we-work" />;
}
