import { site } from '@/config/site';
import { getAllPosts } from '@/lib/content/blog';
import { getJobListing } from '@/lib/content/careers';
import { getCaseStudies } from '@/lib/content/clients';
import { getAllServices } from '@/lib/content/services';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';

/** One line of a section: a Markdown link to the page, and what it holds. */
const line = (origin: string, title: string, href: string, about: string) =>
  `- [${title.replace(/[[\]]/g, '')}](${origin}${href}): ${about.replace(/\s+/g, ' ').trim()}`;

/**
 * /llms.txt (llmstxt.org): the company in a line, then its services, case studies, posts and open jobs
 * as links to the English pages, each with one line, for assistants that read it instead of crawling.
 */
/** The site's other languages, named in English from the language list ("Portuguese (…/pt) and Polish (…/pl)"). */
function otherLanguages(origin: string): string {
  const names = new Intl.DisplayNames('en', { type: 'language' });
  const listed = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(
    (locale) => `${names.of(locale) ?? locale} (${origin}/${locale})`,
  );
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(listed);
}

export function llmsTxt(origin: string, now = new Date()): string {
  const locale = DEFAULT_LOCALE;
  const sections: [string, string[]][] = [
    ['Services', getAllServices(locale).map((entry) => line(origin, entry.title, entry.href, entry.description))],
    [
      'Case studies',
      getCaseStudies(locale).map((study) =>
        line(origin, study.caseStudy.title, study.href, `${study.name}, ${study.industry}.`),
      ),
    ],
    ['Blog', getAllPosts(locale).map((post) => line(origin, post.title, post.href, post.description))],
    [
      'Careers',
      getJobListing(locale, now).open.map((job) =>
        line(origin, job.title, job.href, `${job.location}. ${job.description}`),
      ),
    ],
  ];
  return [
    `# ${site.name}`,
    '',
    `> ${messagesFor(locale).siteDescription}`,
    '',
    `${site.legalName}, founded in ${site.founded}, with offices in ${site.offices.map((office) => office.city).join(', ')}. Contact: ${site.email}. The site is also in ${otherLanguages(origin)}.`,
    ...sections.flatMap(([title, lines]) => (lines.length > 0 ? ['', `## ${title}`, '', ...lines] : [])),
    '',
  ].join('\n');
}
