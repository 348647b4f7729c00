import { describe, expect, it } from 'vitest';
import { formSchema, getAllForms, getForm } from './forms';

// A form an editor writes (CONTRACT §21): what its schema takes and refuses, and its translations read on the
// English form's fields.

const field = (name: string, kind: string, extra: Record<string, unknown> = {}) => ({
  name,
  kind,
  label: name,
  ...extra,
});
const form = (fields: unknown[], extra: Record<string, unknown> = {}) => ({
  title: 'Webinar',
  fields,
  submit: 'Save my seat',
  thanks: 'See you there.',
  retentionDays: 180,
  purpose: 'To send you the link.',
  ...extra,
});
const EMAIL = field('email', 'email', { required: true });
const problems = (input: unknown) => {
  const result = formSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a form made in the web editor', () => {
  it('takes one to twelve fields of the kinds, with exactly one required e-mail field', () => {
    expect(problems(form([EMAIL]))).toEqual([]);
    expect(problems(form([field('name', 'name'), EMAIL]))).toEqual([]);
    expect(problems(form([field('email', 'email')]))).toEqual([expect.stringMatching(/^fields: needs exactly one field of kind email, required/)]);
    expect(problems(form([EMAIL, field('other', 'email', { required: true })]))).toEqual([
      expect.stringMatching(/^fields: needs exactly one field of kind email/),
    ]);
    expect(problems(form([field('name', 'name')]))).toHaveLength(1);
    expect(problems(form([]))).toContain('fields: must list at least one field');
    const thirteen = [EMAIL, ...Array.from({ length: 12 }, (_, index) => field(`f${index}`, 'text'))];
    expect(problems(form(thirteen))).toEqual(['fields: must list at most 12 fields']);
  });

  it('refuses names the site sends itself, names twice, choices where they do not belong and a period out of range', () => {
    for (const name of ['website', 'page', 'landing', 'referrer', 'locale', 'altcha'])
      expect(problems(form([EMAIL, field(name, 'text')]))[0]).toMatch(/^fields\.1\.name: is a name the site sends itself/);
    expect(problems(form([EMAIL, field('Bad-Name', 'text')]))[0]).toMatch(/^fields\.1\.name: must start/);
    expect(problems(form([EMAIL, field('email', 'text')]))).toEqual(['fields.1.name: "email" is the name of another field']);
    expect(problems(form([EMAIL, field('size', 'select')]))).toEqual(['fields.1.options: a select lists its choices']);
    expect(
      problems(form([EMAIL, field('size', 'text', { options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] })])),
    ).toEqual(['fields.1.options: only a select has choices, not a field of kind text']);
    expect(problems(form([EMAIL, field('size', 'select', { options: [{ value: 'a', label: 'A' }] })]))).toEqual([
      'fields.1.options: must list at least 2 choices',
    ]);
    expect(
      problems(form([EMAIL, field('size', 'select', { options: [{ value: 'a', label: 'A' }, { value: 'a', label: 'B' }] })])),
    ).toEqual(['fields.1.options: two choices have one value']);
    expect(problems(form([EMAIL], { retentionDays: 29 }))).toEqual(['retentionDays: must be at least 30 days']);
    expect(problems(form([EMAIL], { retentionDays: 1096 }))).toEqual(['retentionDays: must be at most 1095 days']);
    expect(problems(form([EMAIL], { purpose: undefined }))[0]).toMatch(/^purpose:/);
  });

  it('reads a translation on its English form: the words change, the fields and the period do not', () => {
    const english = getForm('en', 'devops-webinar')!;
    for (const locale of ['pt', 'pl'] as const) {
      const translated = getForm(locale, 'devops-webinar')!;
      expect(translated.retentionDays).toBe(english.retentionDays);
      expect(translated.fields.map(({ name, kind, required }) => ({ name, kind, required }))).toEqual(
        english.fields.map(({ name, kind, required }) => ({ name, kind, required })),
      );
      expect(translated.fields.map((one) => one.label)).not.toEqual(english.fields.map((one) => one.label));
      expect(translated.title).not.toBe(english.title);
    }
    expect(getAllForms('pl').map((one) => one.slug)).toEqual(getAllForms('en').map((one) => one.slug));
  });
});
