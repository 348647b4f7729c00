// The editor's collections, one per content folder: what each schema cannot say (labels, hints, choices'
// names, where its page is). Fields come from the schemas (fields.ts).
import type { Collection } from '@sveltia/cms';
import { postSchema } from '@/lib/content/blog';
import { jobSchema } from '@/lib/content/careers';
import { checklistSchema } from '@/lib/content/checklists';
import { clientSchema } from '@/lib/content/clients';
import { faqSchema } from '@/lib/content/faq';
import { pageSchema } from '@/lib/content/pages';
import { FORM_RETENTION_DAYS, formSchema } from '@/lib/content/forms';
import { KIND_LIMITS } from '@/lib/leads/rules/limits';
import type { FieldKind } from '@/lib/shared/field-kinds';
import { productSchema } from '@/lib/content/products';
import { SERVICE_ICONS, serviceSchema } from '@/lib/content/services';
import { teamSchema } from '@/lib/content/team';
import { topicSchema } from '@/lib/content/topics';
import { technologySchema } from '@/lib/content/technologies';
import type { EngagementModel } from '@/lib/content/engagement';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { COUNTRY_CODES } from '@/lib/shared/countries';
import { site } from '@/config/site';
import { collection } from './collection';
import type { FieldSpec } from './fields';

/** The careers page's own words for a job's choices. */
const { careers } = messagesFor(DEFAULT_LOCALE);

/** Every country by its English name, in the order of those names (stored as its ISO code). */
const COUNTRY_NAMES: Record<string, string> = Object.fromEntries(
  COUNTRY_CODES.map((code) => [code, new Intl.DisplayNames('en', { type: 'region' }).of(code) ?? code] as const).sort(
    ([, a], [, b]) => a.localeCompare(b, 'en'),
  ),
);

/** Names of technologies, as they are written in case studies, jobs and people. */
const TECHNOLOGY_HINT =
  'Names (or other spellings) of entries of Technologies, such as PostgreSQL or Postgres; the content check names any it does not know.';

/** The engagement models in people's words. */
const ENGAGEMENT_MODEL_NAMES: Record<EngagementModel, string> = {
  discovery: 'Discovery',
  'fixed-scope': 'Fixed-scope project',
  'dedicated-team': 'Dedicated team',
  'team-extension': 'Team extension',
};

/** Where an entry shows a form of the Forms collection. */
const FORM_FIELD = {
  label: 'Form',
  hint: 'A form from Forms, shown after the text in the same language.',
  relation: { collection: 'forms', display: 'title' },
} satisfies FieldSpec;

/** Each kind of field in people's words, with what it takes (lib/leads/rules/limits.ts). */
const FIELD_KIND_NAMES: Record<FieldKind, string> = {
  name: `Name (one line, up to ${KIND_LIMITS.name} characters)`,
  email: 'E-mail address (each form has exactly one, required)',
  company: `Company (one line, up to ${KIND_LIMITS.company} characters)`,
  phone: 'Phone number, with a country list',
  text: `Short text (one line, up to ${KIND_LIMITS.text} characters)`,
  textarea: `Long text (several lines, up to ${KIND_LIMITS.textarea.toLocaleString('en')} characters)`,
  select: 'Choice from a list',
  checkbox: 'Tick box',
};

const question = { label: 'Questions', fields: { question: 'Question', answer: 'Answer' } } satisfies FieldSpec;
const figure = { value: 'Figure', label: 'What it measures' };

/** The service icons as an editor would describe them (components/ui/icon.tsx draws them). */
const SERVICE_ICON_NAMES: Record<(typeof SERVICE_ICONS)[number], string> = {
  team: 'People (a team)',
  cloud: 'Cloud',
  code: 'Code brackets',
  layers: 'Stacked layers',
  ai: 'Sparkle (AI)',
  mobile: 'Phone',
  rocket: 'Rocket (launch)',
  design: 'Pen (design)',
  compass: 'Compass (discovery)',
  check: 'Check mark (quality)',
  megaphone: 'Megaphone (marketing)',
  route: 'Route (a journey)',
  office: 'Building',
  wrench: 'Wrench (maintenance)',
  browser: 'Browser window (web)',
};

export const COLLECTIONS: Collection[] = [
  collection('blog', postSchema, {
    label: 'Blog posts',
    singular: 'Blog post',
    identifier: 'title',
    summary: '{{title}} ({{publishedAt}})',
    page: '/blog/{{slug}}',
    sort: ['publishedAt', 'title'],
    fields: {
      title: 'Title',
      description: { label: 'Description', hint: 'One or two sentences for search results and link previews.' },
      publishedAt: { label: 'Published on', hint: 'A post dated in the future appears on that day.' },
      updatedAt: 'Updated on',
      author: { label: 'Author', relation: { collection: 'team', display: 'name' } },
      tags: {
        label: 'Topics',
        hint: 'One to five, from the Topics collection (add a new one there first).',
        relation: { collection: 'topics', display: 'name' },
      },
      cover: { label: 'Cover', fields: { src: { label: 'Picture', image: true }, alt: 'Description of the picture' } },
      draft: { label: 'Draft', hint: 'A draft is not published.' },
      form: FORM_FIELD,
    },
    body: 'Post',
  }),
  collection('careers', jobSchema, {
    label: 'Jobs',
    singular: 'Job',
    identifier: 'title',
    summary: '{{title}} ({{status}})',
    page: '/career/{{slug}}',
    sort: ['postedAt', 'title'],
    fields: {
      title: 'Title',
      description: 'Description',
      team: 'Team',
      location: 'Location',
      workplace: { label: 'Workplace', choices: careers.workplace },
      employmentType: { label: 'Employment type', choices: careers.employment },
      status: {
        label: 'Status',
        hint: 'A closed job leads to the careers page.',
        choices: { open: 'Open', closed: 'Closed' },
      },
      postedAt: 'Posted on',
      closesAt: { label: 'Closes on', hint: 'After this day the job is closed.' },
      pay: {
        label: 'Pay range',
        hint: 'Shown on the page and to Google for Jobs, in each language’s own format.',
        fields: {
          currency: 'Currency',
          min: 'From',
          max: 'To',
          unit: { label: 'Per', choices: { YEAR: 'Year', MONTH: 'Month', HOUR: 'Hour' } },
          note: { label: 'Note', hint: 'Beside the figures, such as "B2B or employment".' },
        },
      },
      office: {
        label: 'Office',
        hint: 'Where a hybrid or on-site job works from; those need one.',
        choices: Object.fromEntries(site.offices.map((office) => [office.id, `${office.city}, ${office.country}`])),
      },
      remoteFrom: {
        label: 'Remote from (countries)',
        hint: 'The countries a remote applicant may live in: a fully remote job needs them, a hybrid or on-site one has none.',
        choices: COUNTRY_NAMES,
      },
      responsibilities: 'Responsibilities',
      requirements: 'Requirements',
      niceToHave: 'Nice to have',
      process: 'Hiring process',
      technologies: { label: 'Technologies', hint: TECHNOLOGY_HINT },
      draft: 'Draft',
    },
    body: 'About the role',
  }),
  collection('checklists', checklistSchema, {
    label: 'Checklists',
    singular: 'Checklist',
    identifier: 'title',
    summary: '{{title}}',
    page: '/checklist/{{slug}}',
    fields: {
      title: 'Title',
      description: 'Description',
      audience: 'Who it is for',
      publishedAt: 'Published on',
      pages: 'Pages',
      outcomes: 'What the reader gets',
      sections: { label: 'Sections', fields: { title: 'Title', items: 'Items' } },
      draft: 'Draft',
    },
  }),
  collection('clients', clientSchema, {
    label: 'Clients and case studies',
    singular: 'Client',
    identifier: 'name',
    summary: '{{name}}',
    page: '/work/{{slug}}',
    sort: ['order', 'name'],
    fields: {
      name: 'Name',
      industry: 'Industry',
      country: 'Country',
      logo: { label: 'Logo', image: true },
      order: { label: 'Order', hint: 'Lower numbers come first.' },
      since: 'Client since (year)',
      outcome: { label: 'Headline result', fields: figure },
      summary: 'Summary',
      testimonial: { label: 'Testimonial', fields: { quote: 'Quote', author: 'Who said it', role: 'Their role' } },
      caseStudy: {
        label: 'Case study',
        hint: 'With a case study the client has its own page under /work.',
        fields: {
          title: 'Title',
          challenge: 'The challenge',
          solution: 'What we built',
          results: { label: 'Results', fields: figure },
          technologies: { label: 'Technologies', hint: TECHNOLOGY_HINT },
          services: { label: 'Services used', relation: { collection: 'services', display: 'title' } },
          team: { label: 'Team', hint: 'Roles and numbers, such as "2 engineers and a designer".' },
          duration: { label: 'Duration', hint: 'Such as "14 weeks" or "9 months".' },
          model: { label: 'Engagement model', choices: ENGAGEMENT_MODEL_NAMES },
        },
      },
    },
    body: 'Case study text',
  }),
  ...(['services', 'landings'] as const).map((name) =>
    collection(name, serviceSchema, {
      label: name === 'services' ? 'Services' : 'Landing pages',
      singular: name === 'services' ? 'Service' : 'Landing page',
      identifier: 'title',
      summary: '{{title}}',
      page: name === 'services' ? '/services/{{slug}}' : '/{{slug}}',
      sort: ['order', 'title'],
      fields: {
        title: 'Title',
        shortTitle: 'Short title',
        description: 'Description',
        tagline: 'Tagline',
        group: {
          label: 'Group',
          choices: { build: 'Build a product', team: 'Extend a team', operate: 'Run and improve' },
        },
        icon: { label: 'Icon', choices: SERVICE_ICON_NAMES },
        order: 'Order',
        problem: 'The problem it solves',
        deliverables: 'What we deliver',
        engagement: { label: 'Ways to engage', fields: { name: 'Name', description: 'Description' } },
        technologies: 'Technologies',
        process: { label: 'Process', fields: { title: 'Step', description: 'Description' } },
        caseStudy: { label: 'Case study', relation: { collection: 'clients', display: 'name' } },
        faq: question,
        canonical: { label: 'Canonical page', hint: 'Only when another page says the same: its path.' },
        form: FORM_FIELD,
      },
    }),
  ),
  collection('pages', pageSchema, {
    label: 'Pages',
    singular: 'Page',
    identifier: 'heading',
    summary: '{{heading}}',
    page: '/{{slug}}',
    fields: {
      title: 'Title in the browser tab',
      description: 'Description',
      eyebrow: 'Eyebrow',
      heading: 'Heading',
      intro: 'Introduction',
      updatedAt: 'Updated on',
      steps: { label: 'Steps', fields: { title: 'Title', description: 'Description' } },
      highlights: { label: 'Highlights', fields: { title: 'Title', description: 'Description', proof: 'Proof' } },
      certificates: {
        label: 'Certificates (the trust page only)',
        hint: 'Each with its scope, who certified it, its number and expiry; an expired one stops publishing.',
        fields: {
          standard: 'Standard',
          scope: 'Scope',
          registrar: 'Certified by',
          number: 'Number',
          expires: 'Valid until',
        },
      },
      pricing: {
        label: 'Prices (the pricing page only)',
        hint: 'Each language has its own currency and figures; the FAQ and the brief take theirs from here.',
        fields: {
          currency: 'Currency',
          engagements: {
            label: 'Engagement models',
            hint: 'All four, in this order: discovery, fixed-scope, dedicated team, team extension.',
            fields: {
              model: { label: 'Model', choices: ENGAGEMENT_MODEL_NAMES },
              name: 'Name',
              gets: 'What the client gets',
              duration: 'Typical duration',
              min: 'From',
              max: 'To',
              per: {
                label: 'Per',
                choices: { project: 'Project', month: 'Month of the team', 'engineer-month': 'Month of one engineer' },
              },
            },
          },
          budgets: {
            label: 'Budget bands of the brief',
            hint: 'The limits between bands, going up (25000, 50000, 100000 gives four bands).',
          },
        },
      },
      form: FORM_FIELD,
    },
  }),
  collection('forms', formSchema, {
    label: 'Forms',
    singular: 'Form',
    identifier: 'title',
    summary: '{{title}} ({{retentionDays}} days)',
    sort: ['title'],
    body: false,
    fields: {
      title: { label: 'Title', hint: 'Shown above the form, in the company’s e-mail and in the privacy policy.' },
      fields: {
        label: 'Fields',
        hint: 'One to twelve, in the order shown. Exactly one is an e-mail address, and it is required.',
        fields: {
          name: {
            label: 'Name in the data',
            hint: 'How exports and the CRM call it: lower case, digits and _, such as work_email. The same in every language.',
          },
          kind: { label: 'Kind', choices: FIELD_KIND_NAMES },
          required: 'Required',
          label: 'Label',
          hint: { label: 'Hint', hint: 'A line under the label, when the label is not enough.' },
          options: {
            label: 'Choices (a choice from a list only)',
            hint: 'Two to thirty. The value is what exports show (lower case, digits and dashes); the label is what people read.',
            fields: { value: 'Value', label: 'Label' },
          },
        },
      },
      submit: { label: 'Button', hint: 'What the button says, such as “Save my seat”.' },
      thanks: { label: 'Thank-you message', hint: 'Shown once it is sent, and in the confirmation e-mail.' },
      retentionDays: {
        label: 'Kept for (days)',
        hint: `How long what people send is kept, ${FORM_RETENTION_DAYS.min} to ${FORM_RETENTION_DAYS.max} days; the privacy policy says so.`,
      },
      purpose: {
        label: 'Purpose',
        hint: 'One sentence: what what people send is used for. The privacy policy and the form print it.',
      },
    },
  }),
  collection('products', productSchema, {
    label: 'Products',
    singular: 'Product',
    identifier: 'name',
    summary: '{{name}}',
    page: '/products',
    sort: ['order', 'name'],
    fields: {
      name: 'Name',
      tagline: 'Tagline',
      description: 'Description',
      order: 'Order',
      status: 'Status',
      url: 'Address',
      features: 'Features',
      audience: 'Who it is for',
    },
  }),
  collection('team', teamSchema, {
    label: 'Team',
    body: false,
    singular: 'Team member',
    identifier: 'name',
    summary: '{{name}}, {{role}}',
    page: '/our-team',
    sort: ['order', 'name'],
    fields: {
      name: 'Name',
      role: 'Role',
      avatar: { label: 'Photo', image: true },
      order: 'Order',
      location: 'Location',
      bio: 'Biography',
      linkedin: { label: 'LinkedIn profile', hint: 'Shown on the team page as a link.' },
      skills: { label: 'Technologies', hint: TECHNOLOGY_HINT },
    },
  }),
  collection('topics', topicSchema, {
    label: 'Topics',
    body: false,
    singular: 'Topic',
    identifier: 'name',
    summary: '{{name}}',
    page: '/blog/tags/{{slug}}',
    sort: ['name'],
    fields: {
      name: {
        label: 'Name',
        hint: 'As readers of this language say it, lower case unless it is a name (AI, PostgreSQL). Its address stays the English one.',
      },
    },
  }),
  collection('technologies', technologySchema, {
    label: 'Technologies',
    singular: 'Technology',
    identifier: 'name',
    summary: '{{name}}',
    page: '/technologies/{{slug}}',
    sort: ['name'],
    fields: {
      name: { label: 'Name', hint: 'As its makers write it (PostgreSQL, Next.js). The same in every language.' },
      summary: { label: 'Summary', hint: 'One sentence: what it is, and what we use it for.' },
      aliases: {
        label: 'Other spellings',
        hint: 'How case studies, jobs or people may write it (Postgres, GCP): each leads here.',
      },
    },
    body: 'About it',
  }),
  collection('faq', faqSchema, {
    label: 'Questions and answers',
    body: false,
    singular: 'Group of questions',
    identifier: 'title',
    summary: '{{title}}',
    page: '/faq',
    sort: ['order', 'title'],
    fields: { title: 'Title', order: 'Order', questions: question },
  }),
];
