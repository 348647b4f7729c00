// Company facts in one typed place: every page, footer and structured datum reads from here. The words
// the navigation shows are in each language's words (content/words/{locale}/site.json), named by `id`: the
// words' type requires a word for every id declared here (NavId, FooterGroupId).

type NavLink = { id: string; href: string };

export const site = {
  name: 'Brightloom',
  legalName: 'Brightloom Software, Lda.',
  founded: 2014,
  engineers: 140,
  email: 'hello@brightloom.dev',
  /** The headquarters' zone: the company's mail about a call states its time here, and the visitor's. */
  timeZone: 'Europe/Lisbon',
  careersEmail: 'careers@brightloom.dev',
  phone: { display: '+351 21 145 0290', href: 'tel:+351211450290' },
  offices: [
    {
      id: 'lisbon',
      city: 'Lisbon',
      country: 'Portugal',
      countryCode: 'PT',
      timeZone: 'Europe/Lisbon',
      street: 'Avenida da Liberdade 110, 4º',
      postalCode: '1269-046',
    },
    {
      id: 'krakow',
      city: 'Kraków',
      country: 'Poland',
      countryCode: 'PL',
      timeZone: 'Europe/Warsaw',
      street: 'ul. Zabłocie 43b',
      postalCode: '30-701',
    },
    {
      id: 'austin',
      city: 'Austin',
      country: 'United States',
      countryCode: 'US',
      timeZone: 'America/Chicago',
      region: 'TX',
      street: '600 Congress Ave, Suite 1400',
      postalCode: '78701',
    },
  ],
  /**
   * Where the site and its data run, for the trust page's sub-processors: the hosting (always), and the companies
   * behind the hosts that SMTP_URL and LEADS_WEBHOOK_URL name, as their contracts name them, where they keep data
   * and their privacy notice (the page adds the host: CONTRACT §20). A name is a company's legal name, the same in
   * every language. A host not listed here is shown as it is, its place "as its operator says": the trust page
   * never guesses. Change them with the contracts, not with the code.
   */
  hosting: {
    name: 'Hetzner Online GmbH',
    countries: ['DE'],
    notice: 'https://www.hetzner.com/legal/privacy-policy/',
  },
  processorHosts: [
    {
      host: 'smtp.eu.mailgun.org',
      name: 'Mailgun Technologies, Inc.',
      countries: ['DE'],
      notice: 'https://www.mailgun.com/legal/privacy-policy/',
    },
    { host: 'crm.brightloom.dev', name: 'Brightloom Software, Lda.', countries: ['DE'] },
  ] as readonly { host: string; name: string; countries: readonly string[]; notice?: string }[],
  /** Where the company takes clients: the Organization's and each Service's areaServed. */
  areaServed: ['Europe', 'North America'],
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/brightloom-software' },
    { label: 'GitHub', href: 'https://github.com/brightloom' },
    { label: 'Mastodon', href: 'https://fosstodon.org/@brightloom' },
  ],
  /**
   * Independent review profiles, with the rating and count an editor read there on `asOf`: shown as the site's own
   * text with a link out (no widget, no third-party script, no AggregateRating on the Organization).
   */
  reviews: [
    {
      platform: 'Clutch',
      href: 'https://clutch.co/profile/brightloom-software',
      rating: 4.9,
      count: 34,
      asOf: '2026-11-02',
    },
    {
      platform: 'GoodFirms',
      href: 'https://www.goodfirms.co/company/brightloom-software',
      rating: 4.8,
      count: 17,
      asOf: '2026-11-02',
    },
  ],
  stats: [
    { value: '140+', label: 'engineers, designers and QA specialists' },
    { value: '210', label: 'products shipped since 2014' },
    { value: '4.8 yrs', label: 'average client relationship' },
    { value: '92%', label: 'of engineers are senior or lead' },
  ],
} as const;

type Office = (typeof site.offices)[number];

/** The line of an address with its postal code, as a letter shows it ("TX 78701", "1269-046"). */
export const postalLine = (office: Office) =>
  'region' in office ? `${office.region} ${office.postalCode}` : office.postalCode;

export const OFFICE_IDS = site.offices.map((office) => office.id) as [
  (typeof site.offices)[number]['id'],
  ...(typeof site.offices)[number]['id'][],
];

export const mainNav = [
  { id: 'work', href: '/work' },
  { id: 'howWeWork', href: '/how-we-work' },
  { id: 'products', href: '/products' },
  { id: 'blog', href: '/blog' },
  { id: 'careers', href: '/career' },
  { id: 'about', href: '/about-us' },
] as const satisfies readonly NavLink[];

export const contactCta = { id: 'consultation', href: '/book-a-call' } as const satisfies NavLink;

export const footerNav = [
  {
    id: 'company',
    links: [
      { id: 'aboutUs', href: '/about-us' },
      { id: 'team', href: '/our-team' },
      { id: 'clients', href: '/our-clients' },
      { id: 'whyUs', href: '/why-choose-us' },
      { id: 'careers', href: '/career' },
      { id: 'contact', href: '/contact-us' },
    ],
  },
  {
    id: 'expertise',
    links: [
      { id: 'allServices', href: '/our-services' },
      { id: 'devops', href: '/devops' },
      { id: 'mvp', href: '/mvp-service' },
      { id: 'design', href: '/ui-ux-design' },
      { id: 'qa', href: '/sqa-and-testing' },
      { id: 'consultancy', href: '/it-consultancy' },
    ],
  },
  {
    id: 'resources',
    links: [
      { id: 'blog', href: '/blog' },
      { id: 'caseStudies', href: '/work' },
      { id: 'products', href: '/products' },
      { id: 'howWeWork', href: '/how-we-work' },
      { id: 'process', href: '/our-working-process' },
      { id: 'faq', href: '/faq' },
    ],
  },
] as const satisfies readonly { id: string; links: readonly NavLink[] }[];

export const legalNav = [
  { id: 'privacy', href: '/privacy-policy' },
  { id: 'terms', href: '/terms-of-use' },
  { id: 'accessibility', href: '/accessibility' },
  { id: 'trust', href: '/trust' },
] as const satisfies readonly NavLink[];

/** Every navigation link's id: each language names them all. */
export type NavId =
  | (typeof mainNav)[number]['id']
  | (typeof contactCta)['id']
  | (typeof footerNav)[number]['links'][number]['id']
  | (typeof legalNav)[number]['id'];
export type FooterGroupId = (typeof footerNav)[number]['id'];

/**
 * The time zones the call form offers without JavaScript (where our clients are); with it, the
 * visitor's own zone is preselected and added when it is not here. Any IANA zone is accepted.
 */
export const callTimeZones = [
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Amsterdam',
  'Europe/Berlin',
  'Europe/Zurich',
  'Europe/Warsaw',
  'Europe/Stockholm',
  'Europe/Helsinki',
  'Europe/Athens',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Asia/Dubai',
  'Asia/Singapore',
  'Australia/Sydney',
  'UTC',
] as const;

/** A zone the call form offers; each language's messages name its city (forms.call.cities). */
export type CallTimeZone = (typeof callTimeZones)[number];
