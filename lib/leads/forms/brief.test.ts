import { describe, expect, it } from 'vitest';
import { RULE_WORDS, wordsOf } from '@/lib/i18n/words';
import { fieldErrors } from '@/lib/leads/rules/fields';
import { buildEmail, emailText } from '@/lib/leads/outbox/email';
import type { StoredSubmission } from '@/lib/leads/store/types';
import { KIND_LIMITS } from '@/lib/leads/rules/limits';
import { attachBrief, briefSchemaFor, briefSummary, MAX_BRIEF_TECHNOLOGIES } from './brief';

const COMPANY = wordsOf('en', 'company');

const valid = {
  goal: 'new-product',
  stage: 'prototype',
  timeline: '3-months',
  budget: '50000-100000',
  technologies: ['react', 'postgresql'],
  description: 'A booking app for 40 clinics, replacing spreadsheets.',
  name: 'Ana Silva',
  email: 'ana@example.com',
  company: 'Clínica Norte',
  website: '',
  locale: 'pt',
};

const errorsOf = (input: Record<string, unknown>, words = RULE_WORDS.en) => {
  const result = briefSchemaFor(words).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('brief rules', () => {
  it('accepts a whole brief and trims it', () => {
    const result = briefSchemaFor(RULE_WORDS.en).safeParse({ ...valid, name: '  Ana Silva ', budget: ' not-sure ' });
    expect(result.success && result.data).toMatchObject({ name: 'Ana Silva', budget: 'not-sure' });
  });

  it('takes ticked boxes as a list, one value, or a comma-separated line, and none at all', () => {
    const technologies = (value: unknown) => {
      const result = briefSchemaFor(RULE_WORDS.en).safeParse({ ...valid, technologies: value });
      return result.success ? result.data.technologies : 'refused';
    };
    expect(technologies(['react', 'go'])).toEqual(['react', 'go']);
    expect(technologies('react')).toEqual(['react']);
    expect(technologies('react, go')).toEqual(['react', 'go']);
    expect(technologies(undefined)).toEqual([]);
    expect(technologies('')).toEqual([]);
  });

  it('names each missing field in the language of the page', () => {
    const words = RULE_WORDS.pl;
    expect(errorsOf({}, words)).toMatchObject({
      goal: words.brief.goal,
      stage: words.brief.stage,
      timeline: words.brief.timeline,
      budget: words.brief.budget,
      description: words.brief.description,
      name: words.name,
      email: words.email,
    });
  });

  // CONTRACT §8's cases, field by field: unknown values, wrong types, oversized and hostile text.
  it.each([
    ['goal', 'rewrite-everything'],
    ['goal', ['new-product']],
    ['stage', 42],
    ['timeline', 'yesterday'],
    ['budget', '50k'],
    ['budget', '-100'],
    ['budget', { min: 0 }],
    ['budget', '1e9-'],
    ['technologies', ['React']],
    ['technologies', ['../etc/passwd']],
    ['technologies', ['react', 'react']],
    ['technologies', Array.from({ length: MAX_BRIEF_TECHNOLOGIES + 1 }, (_, index) => `t${index}`)],
    ['technologies', { react: true }],
    ['technologies', [1, 2]],
    ['description', 'too short'],
    ['description', 'x'.repeat(KIND_LIMITS.textarea + 1)],
    ['description', 'A project\u0000 with a NUL byte in it'],
    ['name', 'Ana\r\nBcc: everyone@example.com'],
    ['name', 'x'.repeat(121)],
    ['email', 'ana@example.com\r\nBcc: x@example.com'],
    ['email', ['ana@example.com']],
    ['company', 'x'.repeat(161)],
    ['locale', 'qaa'],
  ])('refuses a hostile %s (case %#), naming that field only', (field, value) => {
    expect(Object.keys(errorsOf({ ...valid, [field]: value }))).toEqual([field]);
  });

  it('keeps hostile text verbatim where it is allowed', () => {
    const description = '<script>alert(1)</script> {{price}} ${env} \u202eevil — ąćęł çãõ';
    const result = briefSchemaFor(RULE_WORDS.en).safeParse({ ...valid, description });
    expect(result.success && result.data.description).toBe(description);
  });
});

describe('the company hears a brief in one line', () => {
  const stored = (data: Record<string, unknown>, language: 'en' | 'pt' | 'pl'): StoredSubmission => ({
    id: '0b7c2a52-3f1e-4f59-9a53-2c1d2e3f4a5b',
    type: 'brief',
    target: null,
    createdAt: '2026-11-29T10:00:00.000Z',
    spam: false,
    data,
    file: null,
    email: 'ana@example.com',
    consent: null,
    confirmedAt: null,
    language,
    booking: null,
  });
  const norm = (text: string) => text.replace(/\s/g, ' ');

  it('summarises goal, budget in the page’s currency as its language writes money, and timeline', () => {
    const brief = { goal: 'new-product', timeline: '3-months', budget: '50000-100000', currency: 'EUR' };
    expect(norm(briefSummary(brief, 'en', COMPANY))).toBe('new product, €50–100k, 3 months');
    expect(norm(briefSummary({ ...brief, currency: 'PLN' }, 'pl', COMPANY))).toBe(
      'new product, 50–100 tys. zł, 3 months',
    );
    expect(norm(briefSummary({ ...brief, budget: '0-100000', currency: 'PLN' }, 'pl', COMPANY))).toBe(
      'new product, under 100 tys. zł, 3 months',
    );
    expect(norm(briefSummary({ ...brief, budget: '400000-', timeline: 'not-sure' }, 'en', COMPANY))).toBe(
      'new product, over €400k, timeline open',
    );
    expect(briefSummary({ ...brief, budget: 'not-sure' }, 'en', COMPANY)).toBe('new product, budget open, 3 months');
  });

  it('puts the summary in the subject of a Polish brief, and the brief in the body', () => {
    const submission = stored(
      { ...valid, name: 'Zofia Nowak', budget: '50000-100000', currency: 'PLN', locale: undefined },
      'pl',
    );
    const mail = buildEmail(submission, undefined, 'sales@example.com', 'site@example.com');
    expect(norm(String(mail.subject))).toBe('Brief: new product, 50–100 tys. zł, 3 months');
    expect(mail.replyTo).toBe('ana@example.com');
    expect(norm(mail.text as string)).toContain('Summary: new product, 50–100 tys. zł, 3 months');
    expect(mail.text).toContain('technologies: react, postgresql');
    expect(mail.text).toContain('description: A booking app for 40 clinics');
  });

  it('shows the brief a call carries, not as a JSON dump', () => {
    const brief = stored({ ...valid, currency: 'EUR' }, 'en');
    const call: StoredSubmission = {
      ...brief,
      id: 'call-1',
      type: 'call',
      data: { name: 'Ana Silva', email: 'ana@example.com', brief: attachBrief(brief.id, brief.data) },
    };
    const text = emailText(call);
    expect(norm(text)).toContain(`Brief (reference ${brief.id}): new product, €50–100k, 3 months`);
    expect(text).toContain('Stage: a prototype');
    expect(text).toContain('Technologies: react, postgresql');
    expect(text).toContain('About the project:\nA booking app for 40 clinics');
    expect(text).not.toContain('{"id"');
    // Who sent it is the call's own: the brief's copy holds no address.
    expect(attachBrief(brief.id, brief.data)).not.toHaveProperty('email');
  });
});
