import { z } from 'zod';

// The one place that reads process.env. next.config.ts imports it, so a bad value fails the build.
const GTM_ID = /^GTM-[A-Z0-9]+$/;

const optionalUrl = z.url().optional();
/** The shortest outbox lease: every send's timeouts stay well under it (CONTRACT: "SMTP timeouts stay well under the lease"). */
export const OUTBOX_LEASE_MIN_SECONDS = 15;

/** `1` turns the setting on; unset or `0` leaves it off. */
const onOffSwitch = () =>
  z
    .enum(['0', '1'], { message: 'must be 1 (on) or 0 (off)' })
    .optional()
    .transform((value) => value === '1');

/**
 * How long submissions are kept, in days, by setting, with its default: each form in lib/leads/forms/
 * names the one it is kept by (forms may share one); the privacy policy prints them.
 */
export const RETENTION_SETTINGS = {
  RETENTION_DAYS_CONTACT: 730,
  RETENTION_DAYS_APPLICATION: 365,
  RETENTION_DAYS_CHECKLIST: 730,
} as const;
export type RetentionVariable = keyof typeof RETENTION_SETTINGS;

const retentionDays = (fallback: number) =>
  z.coerce.number().int().min(1, 'must be at least 1 day').max(3650, 'must be at most 3650 days').default(fallback);

const retentionShape = Object.fromEntries(
  Object.entries(RETENTION_SETTINGS).map(([variable, days]) => [variable, retentionDays(days)]),
) as Record<RetentionVariable, ReturnType<typeof retentionDays>>;

const encryptionKey = z
  .string()
  .refine((value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32, {
    message: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
  })
  .optional();

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    NEXT_RUNTIME: z.enum(['nodejs', 'edge']).optional(),
    NEXT_PHASE: z.string().optional(),
    NEXT_PUBLIC_SITE_URL: z
      .url({ message: 'must be an absolute URL such as https://www.example.com' })
      .default('http://localhost:3000')
      .transform((value) => value.replace(/\/+$/, '')),
    NEXT_PUBLIC_GTM_ID: z.string().trim().optional(),
    NEXT_PUBLIC_SENTRY_DSN: optionalUrl,
    // The share of requests (server) and page loads (browser) traced when a DSN is set; unset: 0.1 and 1.
    SENTRY_TRACES_SAMPLE_RATE: z.coerce
      .number()
      .min(0, 'must be between 0 and 1')
      .max(1, 'must be between 0 and 1')
      .optional(),
    NEXT_PUBLIC_COUNTRY_LOOKUP_URL: z.url().default('https://ip2c.org/s'),
    DATABASE_URL: z
      .string()
      .default('file:./data/site.db')
      .refine((value) => value.startsWith('file:') || /^postgres(ql)?:\/\//.test(value), {
        message: 'must be file:PATH or postgres://…',
      }),
    LEADS_WEBHOOK_URL: optionalUrl,
    LEADS_WEBHOOK_SECRET: z.string().optional(),
    SMTP_URL: optionalUrl,
    LEADS_EMAIL_TO: z.string().optional(),
    LEADS_EMAIL_FROM: z.string().optional(),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(60),
    // The number of proxies in front (1: nginx or a CDN); anything else ignores X-Forwarded-For.
    TRUST_PROXY: z.string().optional(),
    // The web editor (cms/, `npm run cms:build`): the repository it edits, and the origin of its sign-in relay.
    // Whether AI training crawlers (GPTBot, ClaudeBot, Google-Extended, CCBot …) may read the site; assistants'
    // search and user agents always may, as every crawler does (app/robots.ts).
    ROBOTS_AI_TRAINING: z.enum(['allow', 'disallow'], { message: 'must be allow or disallow' }).default('allow'),
    // The security contact of /.well-known/security.txt (RFC 9116): required for a public site.
    SECURITY_CONTACT_EMAIL: z.email({ message: 'must be an e-mail address such as security@example.com' }).optional(),
    // IndexNow (npm run indexnow): the key the site serves at /{key}.txt, and where changed pages are sent.
    INDEXNOW_KEY: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,128}$/, 'must be 8 to 128 letters, digits or dashes')
      .optional(),
    INDEXNOW_ENDPOINT: z
      .url({ message: 'must be an absolute URL such as https://api.indexnow.org/indexnow' })
      .default('https://api.indexnow.org/indexnow'),
    CMS_REPOSITORY: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name, as GitHub spells it')
      .default('brightloom/website'),
    CMS_AUTH_URL: z
      .url({ message: 'must be the origin of the sign-in relay, such as https://auth.example.com' })
      .optional(),
    // `npm run build` without Next's own type check, for a tree whose types were just checked (the tests).
    SKIP_BUILD_TYPECHECK: onOffSwitch(),
    // `npm run build` without writing Turbopack's cache (140 MB, and about a sixth of a clean build's CPU),
    // for a tree that is not built again: CI's clean clone, the tests' second build, a container image.
    SKIP_BUILD_CACHE: onOffSwitch(),
    // `npm run build` without the server chunks' source maps (a third of a clean compile), which only a
    // prerender error's stack trace reads: for the tests' builds (such an error is read again with a build).
    SKIP_BUILD_SOURCE_MAPS: onOffSwitch(),
    // `1` in a pull request's preview (.github/workflows/preview.yml): drafts and future-dated entries are
    // built too, so an editor sees what they are about to publish. Previews are never indexed.
    PREVIEW_DRAFTS: onOffSwitch(),
    // `1` publishes source maps of the browser's chunks: only for the bench's --causes build, which maps
    // each profiled frame to its module. Never a deploy: they would serve the source.
    BROWSER_SOURCE_MAPS: onOffSwitch(),
    NEXT_PUBLIC_BUILD_CHECK_INTERVAL_MS: z.coerce.number().int().min(10_000).default(3_600_000),
    ...retentionShape,
    // Mail to visitors from all forms together, per hour, across every instance.
    VISITOR_MAIL_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(200),
    // Mail to visitors queued for one client network (IPv4 /24, IPv6 /48) per hour: no client holds the ceiling.
    VISITOR_MAIL_PER_NETWORK_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    // How long a notification being sent stays with its instance (renewed while the send runs): after a
    // crash, another instance sends it once this has passed.
    OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(OUTBOX_LEASE_MIN_SECONDS).max(600).default(30),
    // Optional DKIM signing of every mail the site sends (nodemailer's dkim option).
    DKIM_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain such as brightloom.dev')
      .optional(),
    DKIM_SELECTOR: z
      .string()
      .regex(/^[a-z0-9._-]+$/i, 'must be a DNS label such as mail2026')
      .optional(),
    // A PEM private key; "\n" in a one-line value stands for a line break.
    DKIM_PRIVATE_KEY: z
      .string()
      .transform((value) => value.replace(/\\n/g, '\n'))
      .refine(
        (value) => /-----BEGIN (RSA |EC )?PRIVATE KEY-----[\s\S]+-----END (RSA |EC )?PRIVATE KEY-----/.test(value),
        {
          message: 'must be a PEM private key (-----BEGIN PRIVATE KEY----- …)',
        },
      )
      .optional(),
    // Booking a call (/book-a-call): without a provider, a request with preferred times; with Cal.com, its
    // slots on our page and bookings through its API v2. Read when the server starts: one build serves either.
    BOOKING_PROVIDER: z.enum(['none', 'calcom'], { message: 'must be none or calcom' }).default('none'),
    CALCOM_API_KEY: z
      .string()
      .regex(/^\S{8,}$/, 'must be a Cal.com API key (cal_live_…)')
      .optional(),
    CALCOM_EVENT_TYPE_ID: z.coerce.number().int().positive('must be the id of a Cal.com event type').optional(),
    CALCOM_API_URL: z
      .url({ message: 'must be an absolute URL such as https://api.cal.com' })
      .default('https://api.cal.com')
      .transform((value) => value.replace(/\/+$/, '')),
    CALCOM_WEBHOOK_SECRET: z
      .string()
      .min(16, 'must be at least 16 characters (the secret set on the webhook)')
      .optional(),
    // Calls the site books at Cal.com per day in all, and per client network (IPv4 /24, IPv6 /48); past
    // either, a request is stored and a person arranges it (CONTRACT §17a).
    BOOKINGS_PER_DAY: z.coerce.number().int().min(0).max(10_000).default(20),
    BOOKINGS_PER_NETWORK_DAY: z.coerce.number().int().min(0).max(10_000).default(3),
    // Once this many calls are confirmed in a day, a slot is booked only after the visitor types the code mailed to
    // them (CONTRACT §23); default half of BOOKINGS_PER_DAY. Calls a day per e-mail domain that is not a public one.
    BOOKINGS_VERIFY_AFTER: z.coerce.number().int().min(0).max(10_000).optional(),
    BOOKINGS_PER_DOMAIN_DAY: z.coerce.number().int().min(0).max(10_000).default(3),
    // The company's lead notifications an hour: from one client network (IPv4 /24, IPv6 /48), from all networks,
    // and from posts without a proof of work; past one, a lead is stored, held and summarised hourly (CONTRACT §23).
    NOTIFY_PER_NETWORK_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
    NOTIFY_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
    NOTIFY_UNPROVEN_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(10),
    // CVs at rest: AES-256-GCM with this key; the previous one still reads files stored before a rotation.
    LEADS_ENCRYPTION_KEY: encryptionKey,
    LEADS_ENCRYPTION_KEY_PREVIOUS: encryptionKey,
    // Where `next build` writes and `next start` reads; lets a second build live beside the first.
    // `standalone` for the container image (deploy/Dockerfile); `npm start` needs the default output.
    NEXT_OUTPUT: z.enum(['standalone']).optional(),
    NEXT_DIST_DIR: z
      .string()
      .regex(/^\.next[\w-]*$/, 'must be .next or start with .next')
      .default('.next'),
  })
  .superRefine((value, context) => {
    if (value.BOOKING_PROVIDER !== 'calcom') return;
    for (const name of ['CALCOM_API_KEY', 'CALCOM_EVENT_TYPE_ID', 'CALCOM_WEBHOOK_SECRET'] as const)
      if (value[name] === undefined)
        context.addIssue({ code: 'custom', path: [name], message: 'is required with BOOKING_PROVIDER=calcom' });
  })
  .refine(
    (value) => [value.DKIM_DOMAIN, value.DKIM_SELECTOR, value.DKIM_PRIVATE_KEY].filter(Boolean).length % 3 === 0,
    {
      message: 'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together: set all three or none',
      path: ['DKIM_DOMAIN'],
    },
  );

export type Env = Omit<z.infer<typeof schema>, 'TRUST_PROXY'> & {
  /** How many proxies append to X-Forwarded-For in front of the site; 0 ignores that header. */
  TRUST_PROXY: number;
  gtmId: string | undefined;
  warnings: string[];
};

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset" for every variable, as in most deployment dashboards.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const gtm = result.data.NEXT_PUBLIC_GTM_ID;
  const gtmId = gtm && GTM_ID.test(gtm) ? gtm : undefined;
  const warnings: string[] = [];
  if (gtm && !gtmId) warnings.push(`NEXT_PUBLIC_GTM_ID "${gtm}" does not match GTM-XXXX: analytics stays off.`);
  const proxies = result.data.TRUST_PROXY;
  const hops = proxies && /^[1-9]\d{0,1}$/.test(proxies) ? Number(proxies) : 0;
  if (proxies && !hops && proxies !== '0') {
    warnings.push(`TRUST_PROXY "${proxies}" is not a number of proxies: X-Forwarded-For is ignored.`);
  }
  return { ...result.data, TRUST_PROXY: hops, gtmId, warnings };
}

export function isValidGtmId(id: string): boolean {
  return GTM_ID.test(id);
}

export const env: Env = parseEnv({
  NODE_ENV: process.env.NODE_ENV,
  NEXT_RUNTIME: process.env.NEXT_RUNTIME,
  NEXT_PHASE: process.env.NEXT_PHASE,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
  SENTRY_TRACES_SAMPLE_RATE: process.env.SENTRY_TRACES_SAMPLE_RATE,
  NEXT_PUBLIC_COUNTRY_LOOKUP_URL: process.env.NEXT_PUBLIC_COUNTRY_LOOKUP_URL,
  DATABASE_URL: process.env.DATABASE_URL,
  LEADS_WEBHOOK_URL: process.env.LEADS_WEBHOOK_URL,
  LEADS_WEBHOOK_SECRET: process.env.LEADS_WEBHOOK_SECRET,
  SMTP_URL: process.env.SMTP_URL,
  LEADS_EMAIL_TO: process.env.LEADS_EMAIL_TO,
  LEADS_EMAIL_FROM: process.env.LEADS_EMAIL_FROM,
  RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE,
  RATE_LIMIT_ATTEMPTS_PER_MINUTE: process.env.RATE_LIMIT_ATTEMPTS_PER_MINUTE,
  TRUST_PROXY: process.env.TRUST_PROXY,
  NEXT_PUBLIC_BUILD_CHECK_INTERVAL_MS: process.env.NEXT_PUBLIC_BUILD_CHECK_INTERVAL_MS,
  ...Object.fromEntries(Object.keys(RETENTION_SETTINGS).map((variable) => [variable, process.env[variable]])),
  VISITOR_MAIL_PER_HOUR: process.env.VISITOR_MAIL_PER_HOUR,
  VISITOR_MAIL_PER_NETWORK_HOUR: process.env.VISITOR_MAIL_PER_NETWORK_HOUR,
  OUTBOX_LEASE_SECONDS: process.env.OUTBOX_LEASE_SECONDS,
  DKIM_DOMAIN: process.env.DKIM_DOMAIN,
  DKIM_SELECTOR: process.env.DKIM_SELECTOR,
  DKIM_PRIVATE_KEY: process.env.DKIM_PRIVATE_KEY,
  BOOKING_PROVIDER: process.env.BOOKING_PROVIDER,
  CALCOM_API_KEY: process.env.CALCOM_API_KEY,
  CALCOM_EVENT_TYPE_ID: process.env.CALCOM_EVENT_TYPE_ID,
  CALCOM_API_URL: process.env.CALCOM_API_URL,
  CALCOM_WEBHOOK_SECRET: process.env.CALCOM_WEBHOOK_SECRET,
  BOOKINGS_PER_DAY: process.env.BOOKINGS_PER_DAY,
  BOOKINGS_PER_NETWORK_DAY: process.env.BOOKINGS_PER_NETWORK_DAY,
  BOOKINGS_VERIFY_AFTER: process.env.BOOKINGS_VERIFY_AFTER,
  BOOKINGS_PER_DOMAIN_DAY: process.env.BOOKINGS_PER_DOMAIN_DAY,
  NOTIFY_PER_NETWORK_HOUR: process.env.NOTIFY_PER_NETWORK_HOUR,
  NOTIFY_PER_HOUR: process.env.NOTIFY_PER_HOUR,
  NOTIFY_UNPROVEN_PER_HOUR: process.env.NOTIFY_UNPROVEN_PER_HOUR,
  LEADS_ENCRYPTION_KEY: process.env.LEADS_ENCRYPTION_KEY,
  LEADS_ENCRYPTION_KEY_PREVIOUS: process.env.LEADS_ENCRYPTION_KEY_PREVIOUS,
  SKIP_BUILD_TYPECHECK: process.env.SKIP_BUILD_TYPECHECK,
  SKIP_BUILD_CACHE: process.env.SKIP_BUILD_CACHE,
  SKIP_BUILD_SOURCE_MAPS: process.env.SKIP_BUILD_SOURCE_MAPS,
  PREVIEW_DRAFTS: process.env.PREVIEW_DRAFTS,
  BROWSER_SOURCE_MAPS: process.env.BROWSER_SOURCE_MAPS,
  ROBOTS_AI_TRAINING: process.env.ROBOTS_AI_TRAINING,
  SECURITY_CONTACT_EMAIL: process.env.SECURITY_CONTACT_EMAIL,
  INDEXNOW_KEY: process.env.INDEXNOW_KEY,
  INDEXNOW_ENDPOINT: process.env.INDEXNOW_ENDPOINT,
  CMS_REPOSITORY: process.env.CMS_REPOSITORY,
  CMS_AUTH_URL: process.env.CMS_AUTH_URL,
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR,
  NEXT_OUTPUT: process.env.NEXT_OUTPUT,
});

export const isProduction = env.NODE_ENV === 'production';
