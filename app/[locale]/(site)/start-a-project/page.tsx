import { contentPageMetadata } from '@/lib/seo/metadata';
import { StartProjectPage } from '@/components/templates/start-project-page';

export const generateMetadata = () => contentPageMetadata('start-a-project');

/** The project brief, then the call that carries it (CONTRACT §19). */
export default function StartProject() {
  return <StartProjectPage />;
}
