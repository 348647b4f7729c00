import { describe, expect, it } from 'vitest';
import { applicationSchemaFor } from '@/lib/leads/forms/application';
import { checklistRequestSchemaFor } from '@/lib/leads/forms/checklist';
import { RULE_WORDS } from '@/lib/i18n/words';
import { contactFields, contactSchemaFor } from '@/lib/leads/forms/contact';
import { fieldErrors } from '@/lib/leads/rules/fields';
import { isValidPhone } from '@/lib/leads/rules/phone-check';
import { KIND_LIMITS } from '@/lib/leads/rules/limits';

// The contact, application and checklist rules as the browser and the server both apply them.
// The services a contact may name are content: the route hands their slugs over.
const contactSchema = contactSchemaFor(
  isValidPhone,
  RULE_WORDS.en,
  contactFields(['devops', 'devops-cloud-solutions']),
);

const checklistRequestSchema = checklistRequestSchemaFor(RULE_WORDS.en);

const applicationSchema = applicationSchemaFor(isValidPhone, RULE_WORDS.en);

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We need a team for a new analytics product.',
};

function errors(
  schema: typeof contactSchema | typeof applicationSchema | typeof checklistRequestSchema,
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('contact schema', () => {
  it('accepts a complete enquiry and trims it', () => {
    const result = contactSchema.safeParse({
      ...valid,
      name: '  Ada Lovelace ',
      company: 'Analytical Engines Ltd',
      telephone: '+351 21 145 0290',
      service: 'devops',
    });
    expect(result.success).toBe(true);
    expect(result.data!.name).toBe('Ada Lovelace');
  });

  it('takes one of our services, a security review or something else, and nothing more', () => {
    for (const service of ['devops', 'security-review', 'other', ''])
      expect(contactSchema.safeParse({ ...valid, service }).success, service).toBe(true);
    expect(errors(contactSchema, { ...valid, service: 'web' })).toEqual({ service: 'Choose one of the options' });
  });

  it('takes the language of the page it came from, and refuses one the site does not speak', () => {
    for (const locale of ['en', 'pt', 'pl']) expect(contactSchema.safeParse({ ...valid, locale }).success).toBe(true);
    expect(errors(contactSchema, { ...valid, locale: 'pt-BR' })).toEqual({ locale: 'Unknown language' });
    expect(errors(contactSchema, { ...valid, locale: ['pt'] })).toEqual({ locale: 'Unknown language' });
  });

  it('names every missing field', () => {
    expect(errors(contactSchema, {})).toEqual({
      name: expect.any(String),
      email: expect.any(String),
      message: expect.any(String),
    });
  });

  it('refuses values that are too long', () => {
    expect(errors(contactSchema, { ...valid, name: 'x'.repeat(121) })).toEqual({ name: 'Use at most 120 characters' });
    expect(errors(contactSchema, { ...valid, message: 'x'.repeat(KIND_LIMITS.textarea + 1) })).toEqual({
      message: `Use at most ${KIND_LIMITS.textarea} characters`,
    });
    expect(errors(contactSchema, { ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual({
      email: 'Use at most 254 characters',
    });
  });

  it('refuses wrong types without crashing', () => {
    expect(Object.keys(errors(contactSchema, { ...valid, name: 42, message: ['a'], email: { $ne: '' } }))).toEqual([
      'name',
      'email',
      'message',
    ]);
  });

  it('accepts unicode and keeps hostile text verbatim', () => {
    const hostile = `<script>alert("x")</script> '; DROP TABLE submissions; -- {{7*7}} \${process.env} ünïcødé 🚀`;
    const result = contactSchema.safeParse({ ...valid, name: 'Zoë Ångström-Łukasiewicz', message: hostile });
    expect(result.success).toBe(true);
    expect(result.data!.message).toBe(hostile);
  });

  it('refuses line breaks where they could inject mail headers', () => {
    expect(errors(contactSchema, { ...valid, name: 'Ada\r\nBcc: victim@example.com' })).toEqual({
      name: 'Use a single line without control characters',
    });
    expect(errors(contactSchema, { ...valid, email: 'ada@example.com\nBcc: victim@example.com' })).toHaveProperty(
      'email',
    );
    expect(errors(contactSchema, { ...valid, company: 'A\u0000B' })).toHaveProperty('company');
    expect(contactSchema.safeParse({ ...valid, message: 'Line one\nLine two\r\nLine three' }).success).toBe(true);
  });

  it('refuses malformed e-mail addresses', () => {
    for (const email of ['plain', 'a@b', '@example.com', 'a b@example.com', 'a@example.com>', '"a"@example.com']) {
      expect(errors(contactSchema, { ...valid, email }), email).toHaveProperty('email');
    }
  });

  it('checks an optional phone number only when given', () => {
    expect(contactSchema.safeParse({ ...valid, telephone: '' }).success).toBe(true);
    expect(errors(contactSchema, { ...valid, telephone: '12345' })).toEqual({
      telephone: 'Enter a valid phone number, including the country code',
    });
  });

  it('drops unknown fields', () => {
    expect(contactSchema.safeParse({ ...valid, isAdmin: true }).data).not.toHaveProperty('isAdmin');
  });
});

describe('application and checklist schemas', () => {
  it('requires a valid phone number for applications', () => {
    expect(
      applicationSchema.safeParse({ name: 'Linus', email: 'l@example.com', telephone: '+49 30 901820' }).success,
    ).toBe(true);
    expect(errors(applicationSchema, { name: 'Linus', email: 'l@example.com' })).toEqual({
      telephone: expect.any(String),
    });
  });

  it('needs only an e-mail for a checklist', () => {
    expect(checklistRequestSchema.safeParse({ email: 'cto@example.com' }).success).toBe(true);
    expect(errors(checklistRequestSchema, { email: 'nope' })).toEqual({ email: 'Enter a valid e-mail address' });
  });

  it('says what is wrong in the language of the page', () => {
    const bad = { name: '', email: 'nope', message: 'short', telephone: '123' };
    expect(errors(contactSchemaFor(isValidPhone, RULE_WORDS.pt), bad)).toEqual({
      name: 'Indique o seu nome',
      email: 'Indique um endereço de e-mail válido',
      message: 'Conte-nos um pouco mais (pelo menos 10 caracteres)',
      telephone: 'Indique um número de telefone válido, com o indicativo do país',
    });
    expect(errors(contactSchemaFor(isValidPhone, RULE_WORDS.pl), { ...bad, name: 'x'.repeat(121) })).toMatchObject({
      name: 'Użyj najwyżej 120 znaków',
      email: 'Podaj poprawny adres e-mail',
    });
  });
});

describe('isValidPhone', () => {
  it('checks numbers against each country', () => {
    for (const number of ['+351211450290', '+49 30 901820', '+1 (512) 555-0142', '+44 20 7946 0958'])
      expect(isValidPhone(number), number).toBe(true);
    for (const number of ['+351 21', '+1 555', '+999 123456', '0211450290', '+49 30 901820 901820 901820 90'])
      expect(isValidPhone(number), number).toBe(false);
  });
});
