// The preview pane as the page: each kind of entry drawn by the site's own parts (hero, sections, prose, a
// job's facts, a post's byline) with the site's stylesheet, in the language being edited, as it is typed.
// What needs other entries than the ones an entry names, or a server (breadcrumbs, related posts, the site's
// own forms), is left out; a form made in the editor is drawn as its pages draw it. Team members, FAQ groups, products, checklists and topics keep the editor's list of fields.
import { CaseStudyPreview } from './case-study';
import { FormPreview } from './form';
import { JobPreview } from './job';
import { PagePreview } from './page';
import { PostPreview } from './post';
import { ServicePreview } from './service';
import { ConsentWordsPreview, FormWordsPreview } from './words';

/** Each collection's template, by the collection's name in cms/collections.ts. */
export const PREVIEW_TEMPLATES = {
  blog: PostPreview,
  careers: JobPreview,
  services: ServicePreview,
  // A landing page is a service's page at the site's root (components/templates/service-page.tsx).
  landings: ServicePreview,
  clients: CaseStudyPreview,
  pages: PagePreview,
  forms: FormPreview,
  // The Words collection's files, by their names (cms/words.ts).
  'words-consent': ConsentWordsPreview,
  'words-forms': FormWordsPreview,
} as const;
