// The content collections: one folder under content/ each, read by its own module with its schema.
// Everything that needs the list (the content check, and anything that walks content/) reads it here.
import { getAllPosts } from './blog';
import { getAllJobs } from './careers';
import { getAllChecklists } from './checklists';
import { getClients } from './clients';
import { getFaqGroups } from './faq';
import { getAllPages } from './pages';
import { getProducts } from './products';
import { getAllLandings, getAllServices } from './services';
import { getTeam } from './team';

/** Each collection's folder under content/ and its loader: the schema and the references it checks. */
export const COLLECTIONS = {
  team: getTeam,
  blog: getAllPosts,
  careers: getAllJobs,
  checklists: getAllChecklists,
  clients: getClients,
  services: getAllServices,
  landings: getAllLandings,
  pages: getAllPages,
  products: getProducts,
  faq: getFaqGroups,
} satisfies Record<string, () => unknown>;
