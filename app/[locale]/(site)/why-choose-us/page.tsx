import { contentPageMetadata } from '@/lib/seo/metadata';
import { StoryPage } from '@/components/templates/story-page';

export const generateMetadata = () => contentPageMetadata('why-choose-us');

export default function WhyChooseUsPage() {
  return <StoryPage slug="why-choose-us" />;
}
