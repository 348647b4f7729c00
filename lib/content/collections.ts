// The content collections: one folder under content/ each, read by its own module with its schema.
// Everything that needs the list (the content check, and anything that walks content/) reads it here.
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { getAllPosts, postSchema } from './blog';
import { getAllJobs, jobSchema } from './careers';
import { checklistSchema, getAllChecklists } from './checklists';
import { clientSchema, getClients } from './clients';
import { faqSchema, getFaqGroups } from './faq';
import { getAllPages, pageSchema } from './pages';
import { formSchema, getAllForms } from './forms';
import { getProducts, productSchema } from './products';
import { getAllLandings, getAllServices, serviceSchema } from './services';
import { getTeam, teamSchema } from './team';
import { getTechnologies, technologySchema } from './technologies';
import { getTopics, topicSchema } from './topics';

/**
 * Each collection's folder under content/: its loader (the schema and the references it checks) and
 * its schema, which its translations (`{slug}.pt.md`, `{slug}.pl.md` beside the source) are held to too.
 */
export const COLLECTIONS = {
  team: { load: getTeam, schema: teamSchema },
  topics: { load: getTopics, schema: topicSchema },
  technologies: { load: getTechnologies, schema: technologySchema },
  blog: { load: getAllPosts, schema: postSchema },
  careers: { load: getAllJobs, schema: jobSchema },
  checklists: { load: getAllChecklists, schema: checklistSchema },
  clients: { load: getClients, schema: clientSchema },
  services: { load: getAllServices, schema: serviceSchema },
  landings: { load: getAllLandings, schema: serviceSchema },
  pages: { load: getAllPages, schema: pageSchema },
  products: { load: getProducts, schema: productSchema },
  faq: { load: getFaqGroups, schema: faqSchema },
  forms: { load: getAllForms, schema: formSchema },
} satisfies Record<string, { load: (locale: Locale) => unknown; schema: z.ZodType }>;
