import { describe, expect, it } from 'vitest';
import { RULE_WORDS } from '@/lib/i18n/words';
import { FIELD_KINDS } from '@/lib/shared/field-kinds';
import { fieldErrors } from './fields';
import { type FieldDef, fieldsSchema, kindRule } from './kinds';
import { KIND_INPUTS, KIND_LIMITS } from './limits';
import { checkPhone, isValidPhone } from './phone-check';

// Each kind of field as the browser and the server both judge it (CONTRACT §21), in the words of a language.

const WEBINAR: FieldDef[] = [
  { name: 'name', kind: 'name', required: true },
  { name: 'work_email', kind: 'email', required: true },
  { name: 'company', kind: 'company' },
  { name: 'mobile', kind: 'phone' },
  { name: 'role', kind: 'text' },
  { name: 'session', kind: 'select', required: true, options: ['pipelines', 'observability'] },
  { name: 'questions', kind: 'textarea' },
  { name: 'recording', kind: 'checkbox' },
  { name: 'terms', kind: 'checkbox', required: true },
];

const schema = fieldsSchema(WEBINAR, RULE_WORDS.en, checkPhone);
const valid = { name: 'Ada', work_email: 'ada@example.com', session: 'pipelines', terms: 'on' };
const errors = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('field kinds', () => {
  it('give every kind one input whose type is stated, and a limit to every kind with a length', () => {
    for (const kind of FIELD_KINDS) {
      const input = KIND_INPUTS[kind];
      if (input.element === 'input') expect(input.type, kind).toBeTruthy();
      if (kind in KIND_LIMITS) expect(input.maxLength, kind).toBe(KIND_LIMITS[kind as keyof typeof KIND_LIMITS]);
    }
    expect(KIND_INPUTS.name).toMatchObject({ type: 'text', autoComplete: 'name' });
    expect(KIND_INPUTS.company).toMatchObject({ type: 'text', autoComplete: 'organization' });
  });

  it('stores what passed, trimmed, with the phone in E.164, the boxes as booleans and nothing it was not asked', () => {
    const result = schema.safeParse({
      ...valid,
      name: '  Ada Lovelace ',
      mobile: '+351 21 145 0290',
      recording: 'on',
      extra: 'not a field',
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      name: 'Ada Lovelace',
      work_email: 'ada@example.com',
      mobile: '+351211450290',
      session: 'pipelines',
      recording: true,
      terms: true,
    });
    // JSON sends booleans; an unticked box is simply absent from a form post.
    expect(schema.safeParse({ ...valid, terms: true, recording: false }).data).toMatchObject({ recording: false });
  });

  it('names each field that breaks its rule, in the words of the page', () => {
    expect(errors({})).toEqual({
      name: RULE_WORDS.en.name,
      work_email: RULE_WORDS.en.email,
      session: RULE_WORDS.en.choose,
      terms: RULE_WORDS.en.tick,
    });
    expect(errors({ ...valid, session: 'dinner' })).toEqual({ session: RULE_WORDS.en.choose });
    expect(errors({ ...valid, mobile: '123' })).toEqual({ mobile: RULE_WORDS.en.phoneInvalid });
    expect(errors({ ...valid, recording: 'maybe' })).toEqual({ recording: RULE_WORDS.en.tick });
    expect(errors({ ...valid, role: 'one\nline' })).toEqual({ role: RULE_WORDS.en.singleLine });
    const polish = fieldsSchema(WEBINAR, RULE_WORDS.pl, isValidPhone).safeParse({ ...valid, session: 'x' });
    expect(polish.success || fieldErrors(polish.error)).toEqual({ session: 'Wybierz jedną z opcji' });
  });

  it('holds every kind to its limit, and refuses wrong types without a crash', () => {
    expect(errors({ ...valid, name: 'x'.repeat(KIND_LIMITS.name + 1) })).toEqual({
      name: 'Use at most 120 characters',
    });
    expect(errors({ ...valid, company: 'x'.repeat(KIND_LIMITS.company + 1) })).toHaveProperty('company');
    expect(errors({ ...valid, role: 'x'.repeat(KIND_LIMITS.text + 1) })).toHaveProperty('role');
    expect(errors({ ...valid, questions: 'x'.repeat(KIND_LIMITS.textarea + 1) })).toHaveProperty('questions');
    expect(errors({ ...valid, questions: 'x'.repeat(KIND_LIMITS.textarea) })).toEqual({});
    expect(Object.keys(errors({ name: 42, work_email: ['a'], session: { $ne: '' }, terms: 1 })).sort()).toEqual(
      ['name', 'session', 'terms', 'work_email'].sort(),
    );
  });

  it('takes an optional select left at its empty option, and a required text of several lines with its minimum', () => {
    const optional = kindRule({ kind: 'select', options: ['a', 'b'] }, RULE_WORDS.en);
    expect(optional.safeParse('').success).toBe(true);
    expect(optional.safeParse(undefined).success).toBe(true);
    const message = kindRule(
      { kind: 'textarea', required: true, min: { length: 10, message: (words) => words.message } },
      RULE_WORDS.en,
    );
    expect(message.safeParse('too short').error?.issues[0]?.message).toBe(RULE_WORDS.en.message);
    expect(message.safeParse('long enough now').success).toBe(true);
  });
});
