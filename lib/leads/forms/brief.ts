import * as z from 'zod/mini';
import { honeypot, locale } from '@/lib/leads/rules/fields';
import { kindRule } from '@/lib/leads/rules/kinds';
import type { RuleWords } from '@/lib/i18n/rules';
import { format, formatMoney, formatMoneyRange } from '@/lib/i18n/format';
import type { Words } from '@/lib/i18n/words';
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { defineForm, VISITOR_MESSAGES } from './form';

// A project brief before the call (CONTRACT §19): what the visitor wants built, how far along it is, when,
// for how much and with what, so the call starts qualified. The visitor sees each choice in its page's words
// (content/words/{locale}/forms.json), the company in its own (content/words/en/company.json).

/** Each question's choices, in the order offered. */
export const BRIEF_GOALS = ['new-product', 'existing-product', 'team-extension', 'audit'] as const;
export const BRIEF_STAGES = ['idea', 'designs', 'prototype', 'live'] as const;
export const BRIEF_TIMELINES = ['1-month', '3-months', '6-months', '12-months', 'not-sure'] as const;

export type BriefGoal = (typeof BRIEF_GOALS)[number];
export type BriefStage = (typeof BRIEF_STAGES)[number];
export type BriefTimeline = (typeof BRIEF_TIMELINES)[number];

/** How the company's mail names things: content/words/en/company.json. */
type CompanyWords = Words['company'];

/** A budget the visitor is unsure of; otherwise a band of the pricing page's `budgets` (`100000-200000`, `400000-`). */
export const BUDGET_NOT_SURE = 'not-sure';
const BAND = /^(\d{1,9})-(\d{1,9})?$/;
/** The most technologies one brief may tick (the page lists every one we have). */
export const MAX_BRIEF_TECHNOLOGIES = 40;

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

export const briefSchemaFor = (words: RuleWords) =>
  z.object({
    goal: z.enum(BRIEF_GOALS, words.brief.goal),
    stage: z.enum(BRIEF_STAGES, words.brief.stage),
    timeline: z.enum(BRIEF_TIMELINES, words.brief.timeline),
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

/** A choice by the company's name for it, or its word for none given. */
const named = (names: Record<string, string>, value: unknown) =>
  (typeof value === 'string' && Object.hasOwn(names, value) ? names[value] : undefined) ?? names.unknown ?? '';

/** The brief's band in its page's currency, as that language writes money: `€50–100k`, `100–200 tys. zł`. */
function budgetWords(budget: unknown, currency: unknown, language: Locale, words: CompanyWords['brief']): string {
  const band = typeof budget === 'string' ? BAND.exec(budget) : null;
  if (!band || typeof currency !== 'string') return words.budgetOpen;
  const tag = LOCALE_FACTS[language].tag;
  const min = Number(band[1]);
  if (band[2] === undefined) return format(words.over, { amount: formatMoney(min, currency, tag, true) });
  const max = Number(band[2]);
  return min === 0
    ? format(words.under, { amount: formatMoney(max, currency, tag, true) })
    : formatMoneyRange(min, max, currency, tag, true);
}

/** The company's one line: "new product, €50–100k, 3 months". */
export function briefSummary(data: BriefData, language: Locale, company: CompanyWords): string {
  const words = company.brief;
  return format(words.summary, {
    goal: named(words.goals, data.goal),
    budget: budgetWords(data.budget, data.currency, language, words),
    timeline: named(words.timelines, data.timeline),
  });
}

/** A brief: kept like a contact message, summarised in the company's subject line, confirmed to the visitor. */
export const briefForm = defineForm({
  type: 'brief',
  schema: (words) => briefSchemaFor(words),
  retention: 'RETENTION_DAYS_CONTACT',
  label: 'project briefs',
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
export function briefLines(brief: AttachedBrief, language: Locale, company: CompanyWords): string[] {
  const words = company.brief;
  const technologies = Array.isArray(brief.technologies) ? brief.technologies.join(', ') : '';
  return [
    format(words.line, { id: brief.id, summary: briefSummary(brief, language, company) }),
    format(words.stage, { stage: named(words.stages, brief.stage) }),
    ...(technologies ? [format(words.technologies, { list: technologies })] : []),
    ...(typeof brief.description === 'string' ? [`${words.about}\n${brief.description}`, ''] : []),
  ];
}
