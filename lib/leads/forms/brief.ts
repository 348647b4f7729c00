import * as z from 'zod/mini';
import { honeypot, locale } from '@/lib/leads/rules/fields';
import { kindRule } from '@/lib/leads/rules/kinds';
import { RULE_WORDS, type RuleWords } from '@/lib/i18n/rules';
import { formatMoney, formatMoneyRange } from '@/lib/i18n/format';
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { defineForm, VISITOR_MESSAGES } from './form';

// A project brief before the call (CONTRACT §19): what the visitor wants built, how far along it is, when,
// for how much and with what, so the call starts qualified. Each choice's English words are the company's
// one-line summary; the visitor sees its page's words (lib/i18n/forms).

/** Each choice with how the company's mail names it. */
export const BRIEF_GOALS = {
  'new-product': 'new product',
  'existing-product': 'existing product',
  'team-extension': 'team extension',
  audit: 'audit',
} as const;
export const BRIEF_STAGES = {
  idea: 'an idea',
  designs: 'designs or a specification',
  prototype: 'a prototype',
  live: 'live with users',
} as const;
export const BRIEF_TIMELINES = {
  '1-month': '1 month',
  '3-months': '3 months',
  '6-months': '6 months',
  '12-months': '12 months or more',
  'not-sure': 'timeline open',
} as const;

export type BriefGoal = keyof typeof BRIEF_GOALS;
export type BriefStage = keyof typeof BRIEF_STAGES;
export type BriefTimeline = keyof typeof BRIEF_TIMELINES;

/** A budget the visitor is unsure of; otherwise a band of the pricing page's `budgets` (`100000-200000`, `400000-`). */
export const BUDGET_NOT_SURE = 'not-sure';
const BAND = /^(\d{1,9})-(\d{1,9})?$/;
/** The most technologies one brief may tick (the page lists every one we have). */
export const MAX_BRIEF_TECHNOLOGIES = 40;

const keysOf = <T extends object>(choices: T) => Object.keys(choices) as [keyof T & string, ...(keyof T & string)[]];

/** Ticked boxes arrive as a list (JSON or repeated fields), one value, or a comma-separated line. */
function listOf(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string')
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return value;
}

export const briefSchemaFor = (words: RuleWords = RULE_WORDS.en) =>
  z.object({
    goal: z.enum(keysOf(BRIEF_GOALS), words.brief.goal),
    stage: z.enum(keysOf(BRIEF_STAGES), words.brief.stage),
    timeline: z.enum(keysOf(BRIEF_TIMELINES), words.brief.timeline),
    budget: z.string(words.brief.budget).check(
      z.trim(),
      z.refine((value) => value === BUDGET_NOT_SURE || BAND.test(value), words.brief.budget),
    ),
    technologies: z.pipe(
      z.transform(listOf),
      z
        .array(
          z
            .string(words.brief.technologies)
            .check(
              z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, words.brief.technologies),
              z.maxLength(60, words.brief.technologies),
            ),
          words.brief.technologies,
        )
        .check(
          z.maxLength(MAX_BRIEF_TECHNOLOGIES, words.brief.technologies),
          z.refine((list) => new Set(list).size === list.length, words.brief.technologies),
        ),
    ),
    description: kindRule(
      { kind: 'textarea', required: true, min: { length: 10, message: (inWords) => inWords.brief.description } },
      words,
    ),
    name: kindRule({ kind: 'name', required: true }, words),
    email: kindRule({ kind: 'email', required: true }, words),
    company: kindRule({ kind: 'company' }, words),
    website: honeypot,
    locale: locale(words),
  });

export type BriefData = {
  goal?: unknown;
  timeline?: unknown;
  budget?: unknown;
  currency?: unknown;
};

/** The brief's band in its page's currency, as that language writes money: `€50–100k`, `100–200 tys. zł`. */
export function budgetWords(budget: unknown, currency: unknown, language: Locale): string {
  const band = typeof budget === 'string' ? BAND.exec(budget) : null;
  if (!band || typeof currency !== 'string') return 'budget open';
  const tag = LOCALE_FACTS[language].tag;
  const min = Number(band[1]);
  if (band[2] === undefined) return `over ${formatMoney(min, currency, tag, true)}`;
  const max = Number(band[2]);
  return min === 0 ? `under ${formatMoney(max, currency, tag, true)}` : formatMoneyRange(min, max, currency, tag, true);
}

/** The company's one line: "new product, €50–100k, 3 months". */
export function briefSummary(data: BriefData, language: Locale): string {
  const goal = BRIEF_GOALS[data.goal as BriefGoal] ?? 'project';
  const timeline = BRIEF_TIMELINES[data.timeline as BriefTimeline] ?? 'timeline open';
  return `${goal}, ${budgetWords(data.budget, data.currency, language)}, ${timeline}`;
}

/** A brief: kept like a contact message, summarised in the company's subject line, confirmed to the visitor. */
export const briefForm = defineForm({
  type: 'brief',
  schema: (words) => briefSchemaFor(words),
  retention: 'RETENTION_DAYS_CONTACT',
  label: 'project briefs',
  subject: 'Brief',
  summary: briefSummary,
  visitorMail: { message: VISITOR_MESSAGES.received },
  mailing: false,
  fields: [
    'name',
    'email',
    'company',
    'goal',
    'stage',
    'timeline',
    'budget',
    'currency',
    'technologies',
    'description',
  ],
});

/** A brief as a call carries it (`brief` in the call's data): its reference and what it said. */
export type AttachedBrief = BriefData & {
  id: string;
  stage?: unknown;
  technologies?: unknown;
  description?: unknown;
};

export function isAttachedBrief(value: unknown): value is AttachedBrief {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/** What a call takes of the brief it carries: the brief's own fields, not who sent it (the call has that). */
export function attachBrief(id: string, data: Record<string, unknown>): AttachedBrief {
  const { goal, stage, timeline, budget, currency, technologies, description } = data;
  return { id, goal, stage, timeline, budget, currency, technologies, description };
}

/** The lines of the company's mail that show an attached brief. */
export function briefLines(brief: AttachedBrief, language: Locale): string[] {
  const technologies = Array.isArray(brief.technologies) ? brief.technologies.join(', ') : '';
  return [
    `Brief (reference ${brief.id}): ${briefSummary(brief, language)}`,
    `Stage: ${BRIEF_STAGES[brief.stage as BriefStage] ?? 'not given'}`,
    ...(technologies ? [`Technologies: ${technologies}`] : []),
    ...(typeof brief.description === 'string' ? [`About the project:\n${brief.description}`, ''] : []),
  ];
}
