// Company facts in one typed place: every page, footer and structured datum reads from here.
export type NavLink = { label: string; href: string };

export const site = {
  name: 'Brightloom',
  legalName: 'Brightloom Software, Lda.',
  tagline: 'Senior software teams that ship.',
  description:
    'Brightloom designs, builds and runs custom software, cloud platforms and AI features for product companies, with senior teams in Lisbon, Kraków and Austin.',
  founded: 2014,
  engineers: 140,
  email: 'hello@brightloom.dev',
  careersEmail: 'careers@brightloom.dev',
  phone: { display: '+351 21 145 0290', href: 'tel:+351211450290' },
  replyPromise: 'We reply within one business day.',
  offices: [
    {
      city: 'Lisbon',
      country: 'Portugal',
      street: 'Avenida da Liberdade 110, 4º',
      postalCode: '1269-046',
      label: 'Headquarters',
    },
    {
      city: 'Kraków',
      country: 'Poland',
      street: 'ul. Zabłocie 43b',
      postalCode: '30-701',
      label: 'Engineering hub',
    },
    {
      city: 'Austin',
      country: 'United States',
      street: '600 Congress Ave, Suite 1400',
      postalCode: 'TX 78701',
      label: 'Client office',
    },
  ],
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/brightloom-software' },
    { label: 'GitHub', href: 'https://github.com/brightloom' },
    { label: 'Mastodon', href: 'https://fosstodon.org/@brightloom' },
  ],
  stats: [
    { value: '140+', label: 'engineers, designers and QA specialists' },
    { value: '210', label: 'products shipped since 2014' },
    { value: '4.8 yrs', label: 'average client relationship' },
    { value: '92%', label: 'of engineers are senior or lead' },
  ],
} as const;

export const mainNav: NavLink[] = [
  { label: 'Work', href: '/work' },
  { label: 'How we work', href: '/how-we-work' },
  { label: 'Products', href: '/products' },
  { label: 'Blog', href: '/blog' },
  { label: 'Careers', href: '/career' },
  { label: 'About', href: '/about-us' },
];

export const contactCta: NavLink = { label: 'Book a free consultation', href: '/contact-us' };

export const footerNav: { title: string; links: NavLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About us', href: '/about-us' },
      { label: 'Our team', href: '/our-team' },
      { label: 'Our clients', href: '/our-clients' },
      { label: 'Why choose us', href: '/why-choose-us' },
      { label: 'Careers', href: '/career' },
      { label: 'Contact', href: '/contact-us' },
    ],
  },
  {
    title: 'Expertise',
    links: [
      { label: 'All services', href: '/our-services' },
      { label: 'DevOps', href: '/devops' },
      { label: 'MVP development', href: '/mvp-service' },
      { label: 'UI/UX design', href: '/ui-ux-design' },
      { label: 'QA and testing', href: '/sqa-and-testing' },
      { label: 'IT consultancy', href: '/it-consultancy' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Case studies', href: '/work' },
      { label: 'Products', href: '/products' },
      { label: 'How we work', href: '/how-we-work' },
      { label: 'Our working process', href: '/our-working-process' },
      { label: 'FAQ', href: '/faq' },
    ],
  },
];

export const legalNav: NavLink[] = [
  { label: 'Privacy policy', href: '/privacy-policy' },
  { label: 'Terms of use', href: '/terms-of-use' },
];
