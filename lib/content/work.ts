// The company's work seen from a buyer's side: case studies by service and by technology (the facets of
// /work), and each technology with everything that shows it in use (/technologies/{slug}).
import type { Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/i18n/paths';
import { getAllPosts, type Post } from './blog';
import { getAllJobs, isJobOpen, type Job } from './careers';
import { type CaseStudy, getCaseStudies } from './clients';
import { getAllServices } from './services';
import { getTeam, type TeamMember } from './team';
import { getTechnologies, type Technology } from './technologies';

/** One value of a facet of /work: its name, its page, and its case studies (never none). */
export type Facet = { slug: string; name: string; href: string; studies: CaseStudy[] };

/** The services with case studies, in the services' order. */
export function getServiceFacets(locale: Locale): Facet[] {
  const studies = getCaseStudies(locale);
  return getAllServices(locale)
    .map((service) => ({
      slug: service.slug,
      name: service.shortTitle,
      href: localePath(locale, `/work/service/${service.slug}`),
      studies: studies.filter((study) => study.caseStudy.services.includes(service.slug)),
    }))
    .filter((facet) => facet.studies.length > 0);
}

/** The technologies with case studies, most used first. */
export function getTechnologyFacets(locale: Locale): Facet[] {
  const studies = getCaseStudies(locale);
  return getTechnologies(locale)
    .map((technology) => ({
      slug: technology.slug,
      name: technology.name,
      href: localePath(locale, `/work/technology/${technology.slug}`),
      studies: studies.filter((study) => study.stack.some((used) => used.slug === technology.slug)),
    }))
    .filter((facet) => facet.studies.length > 0)
    .sort((a, b) => b.studies.length - a.studies.length || a.name.localeCompare(b.name, 'en'));
}

/** A technology and everything that shows it in use. */
export type TechnologyInUse = Technology & { studies: CaseStudy[]; jobs: Job[]; posts: Post[]; people: TeamMember[] };

const named = (technology: Technology) =>
  new Set([technology.slug, technology.name, ...technology.aliases].map((name) => name.toLowerCase()));

/** Every technology a case study, an open job or a person names: those have a page. */
export function getTechnologiesInUse(locale: Locale): TechnologyInUse[] {
  const studies = getCaseStudies(locale);
  const jobs = getAllJobs(locale).filter((job) => isJobOpen(job));
  const people = getTeam(locale);
  const posts = getAllPosts(locale);
  const uses = (stack: Technology[], technology: Technology) => stack.some((used) => used.slug === technology.slug);
  return getTechnologies(locale)
    .map((technology) => {
      const names = named(technology);
      return {
        ...technology,
        studies: studies.filter((study) => uses(study.stack, technology)),
        jobs: jobs.filter((job) => uses(job.stack, technology)),
        people: people.filter((person) => uses(person.stack, technology)),
        // A post on a topic of the same name (the topic `postgresql`).
        posts: posts.filter((post) => post.topics.some((topic) => names.has(topic.slug) || names.has(topic.name.toLowerCase()))),
      };
    })
    .filter((technology) => technology.studies.length + technology.jobs.length + technology.people.length > 0);
}

export function getTechnologyInUse(locale: Locale, slug: string): TechnologyInUse | undefined {
  return getTechnologiesInUse(locale).find((technology) => technology.slug === slug);
}
