import { LOCALES } from '@/lib/i18n/locales';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsentNote } from '@/components/forms/field';
import { consentText } from '@/lib/leads/forms/consent';
import { SUBMISSION_TYPES } from '@/lib/leads/forms/registry';
import { RETENTION_SETTINGS } from '@/lib/env';
import { formText } from '@/components/forms/form-text';
import { privacyPolicyBody, privacyPolicyVersion } from './policy';
import { retentionPeriods } from './retention';
import { formatPeriod } from '@/lib/i18n/periods';

describe('the privacy policy', () => {
  const defaults = {
    retention: retentionPeriods(RETENTION_SETTINGS),
    cvEncryption: true,
    store: 'sqlite' as const,
  };

  it('states the periods the store enforces, from the same settings', () => {
    const text = privacyPolicyBody(defaults);
    expect(text).toContain('730 days (2 years) after you send it');
    expect(text).toContain('365 days (1 year) after you apply');
    expect(text).toContain('Until you unsubscribe, at most 730 days (2 years)');
    expect(text).toContain('deleted after 7 days');
    expect(text).not.toMatch(/\{\{|\}\}/);
  });

  it('shows other numbers for a deployment configured otherwise, under another version', () => {
    const shorter = { ...defaults, retention: { ...defaults.retention, contact: 90, application: 180 } };
    const text = privacyPolicyBody(shorter);
    expect(text).toContain('90 days (about 3 months) after you send it');
    expect(text).toContain('180 days (about 6 months) after you apply');
    expect(privacyPolicyVersion(shorter)).not.toBe(privacyPolicyVersion(defaults));
    expect(privacyPolicyVersion(defaults)).toMatch(/^\d{4}-\d\d-\d\d\/en\/[0-9a-f]{12}$/);
  });

  it('says CVs are encrypted only where the server must have the key', () => {
    expect(privacyPolicyBody(defaults)).toContain('CVs are encrypted at rest');
    const preview = privacyPolicyBody({ ...defaults, cvEncryption: false });
    expect(preview).not.toContain('CVs are encrypted at rest');
    expect(preview).toContain('stored without encryption');
    expect(privacyPolicyVersion({ ...defaults, cvEncryption: false })).not.toBe(privacyPolicyVersion(defaults));
  });

  it('describes erasure as the configured store does it, in every language', () => {
    expect(privacyPolicyBody(defaults)).toContain('overwrite it with zeros in the database file');
    const postgres = { ...defaults, store: 'postgres' as const };
    expect(privacyPolicyBody(postgres)).toContain('rewrite every database table that held it');
    expect(privacyPolicyBody(postgres)).not.toContain('with zeros');
    expect(privacyPolicyBody(postgres, 'pt')).toContain('reescrevemos todas as tabelas');
    expect(privacyPolicyBody(postgres, 'pl')).toContain('przepisujemy od nowa każdą tabelę');
    // The keyed hash is described as it is: its key sits with the list.
    expect(privacyPolicyBody(defaults)).not.toContain('cannot be turned back');
    expect(privacyPolicyBody(defaults)).toContain('could only test whether an address they already know is on it');
    expect(privacyPolicyVersion(postgres)).not.toBe(privacyPolicyVersion(defaults));
  });

  it('names every recipient of personal data', () => {
    const text = privacyPolicyBody(defaults);
    for (const recipient of ['hosting provider', 'e-mail provider', 'CRM', 'Sentry', 'ip2c.org', 'Google'])
      expect(text).toContain(recipient);
    expect(text).toContain('suppression list');
  });

  it('lists every form made in the web editor in every language: title, fields, purpose, basis, period', () => {
    expect(privacyPolicyBody(defaults)).toContain(
      '| Free DevOps webinar: save your seat: Your name, Work e-mail, Company, Which session?, Questions for the speakers, Send me the recording if I cannot attend | To send you the link to the session you chose, its recording if you asked for it, and answers to your questions. | Consent | 180 days (about 6 months) after you send it |',
    );
    expect(privacyPolicyBody(defaults, 'pt')).toMatch(
      /^\| Webinar gratuito de DevOps: reserve o seu lugar: O seu nome, .* \| Consentimento \| 180 dias \(cerca de 6 meses\) a contar do envio \|$/m,
    );
    expect(privacyPolicyBody(defaults, 'pl')).toMatch(
      /^\| Bezpłatny webinar o DevOps: .* \| Zgoda \| 180 dni \(około 6 miesięcy\) od wysłania \|$/m,
    );
    // One table: the generated rows sit between the hand-written ones.
    const table = privacyPolicyBody(defaults)
      .split('\n')
      .filter((line) => line.startsWith('|'));
    expect(table.findIndex((line) => line.includes('DevOps webinar'))).toBeGreaterThan(1);
    expect(privacyPolicyBody(defaults)).toMatch(
      /\{\{retention\.brief\}\}|after you send it \|\n\| Free DevOps webinar/,
    );
  });

  it('reads the same numbers in Portuguese and Polish, each language under its own version', () => {
    const pt = privacyPolicyBody(defaults, 'pt');
    expect(pt).toContain('730 dias (2 anos) após o envio');
    expect(pt).toContain('365 dias (1 ano) após a candidatura');
    expect(pt).toContain('Os CV são guardados cifrados');
    expect(pt).toContain('RGPD');
    const pl = privacyPolicyBody(defaults, 'pl');
    expect(pl).toContain('730 dni (2 lata) od wysłania');
    expect(pl).toContain('365 dni (1 rok) od złożenia aplikacji');
    expect(pl).toContain('RODO');
    for (const body of [pt, pl]) expect(body).not.toMatch(/\{\{|\}\}/);
    const versions = (['en', 'pt', 'pl'] as const).map((locale) => privacyPolicyVersion(defaults, locale));
    expect(new Set(versions).size).toBe(3);
    expect(versions[1]).toMatch(/^\d{4}-\d\d-\d\d\/pt\/[0-9a-f]{12}$/);
  });

  it('formats periods as a reader thinks of them', () => {
    expect(formatPeriod(1)).toBe('1 day');
    expect(formatPeriod(7)).toBe('7 days');
    expect(formatPeriod(1095)).toBe('1095 days (3 years)');
    expect(formatPeriod(400)).toBe('400 days (about 13 months)');
    expect(formatPeriod(120, 'pt')).toBe('120 dias (cerca de 4 meses)');
    expect(formatPeriod(1825, 'pl')).toBe('1825 dni (5 lat)');
    expect(formatPeriod(120, 'pl')).toBe('120 dni (około 4 miesiące)');
    expect(formatPeriod(1, 'pl')).toBe('1 dzień');
  });
});

describe('the calendar among the recipients', () => {
  it('is named in every language only where calls are booked through it', () => {
    const terms = { retention: retentionPeriods(RETENTION_SETTINGS), cvEncryption: true, store: 'sqlite' as const };
    for (const locale of LOCALES) {
      expect(privacyPolicyBody({ ...terms, calendar: 'calcom' }, locale)).toContain('**Cal.com**');
      expect(privacyPolicyBody({ ...terms, calendar: null }, locale)).not.toContain('Cal.com');
    }
  });
});

describe('consent wording', () => {
  it('is what each registered form shows, word for word, as the server stores it, in every language', () => {
    for (const locale of LOCALES) {
      for (const form of SUBMISSION_TYPES) {
        const shown = renderToStaticMarkup(<ConsentNote text={formText(locale, form)} />).replace(/<[^>]+>/g, '');
        expect(shown).toBe(consentText(form, locale));
      }
    }
    expect(consentText('contact', 'pt')).toContain('política de privacidade');
    expect(consentText('contact', 'pl')).toContain('polityką prywatności');
  });
});
