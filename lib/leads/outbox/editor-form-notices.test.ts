import { describe, expect, it } from 'vitest';
import { VISITOR_MESSAGES } from '@/lib/leads/forms/form';
import { composeVisitorMail } from '@/lib/leads/mail/messages';
import type { StoredSubmission } from '@/lib/leads/store/types';
import { buildEmail, emailText } from './email';
import { webhookPayload } from './outbox';

// What a lead of a form made in the web editor tells the company and the visitor (CONTRACT §21), read from the
// form's own entry (content/forms/devops-webinar.md): the company by the form's title and each field's label,
// the CRM by `{"type": "form", "form": slug}`, the visitor by the title and thank-you message, never what they typed.

const lead: StoredSubmission = {
  id: '6f1c2b1e-3a57-4c2b-9d10-4c1e2f3a4b5c',
  type: 'form',
  target: 'devops-webinar',
  createdAt: '2026-12-07T10:00:00.000Z',
  spam: false,
  data: {
    name: 'Ana Silva',
    work_email: 'ana@example.pt',
    session: 'observability',
    questions: 'Do you cover OpenTelemetry?\nAnd traces?',
    recording: false,
    page: '/pt/devops',
  },
  file: null,
  email: 'ana@example.pt',
  consent: null,
  confirmedAt: null,
  language: 'pt',
  booking: null,
};

describe('a lead of a form made in the web editor', () => {
  it("reaches the company's inbox under the form's title, each field by its label and a choice by its label", () => {
    const mail = buildEmail(lead, undefined, 'sales@example.com', 'site@example.com');
    expect(mail.subject).toBe('Free DevOps webinar: save your seat: Ana Silva');
    expect(mail.replyTo).toBe('ana@example.pt');
    const text = emailText(lead);
    expect(text).toContain('Free DevOps webinar: save your seat from the website');
    expect(text).toContain('Your name: Ana Silva');
    expect(text).toContain('Work e-mail: ana@example.pt');
    expect(text).toContain('Which session?: Observability tied to service levels (observability)');
    expect(text).toContain('Questions for the speakers:\nDo you cover OpenTelemetry?\nAnd traces?');
    expect(text).toContain('Send me the recording if I cannot attend: no');
    expect(text).toContain('page: /pt/devops');
    expect(text).not.toContain('work_email:');
  });

  it('reaches the CRM as type form with its slug beside the type, and its fields by name', () => {
    expect(webhookPayload(lead)).toEqual({
      type: 'form',
      form: 'devops-webinar',
      id: lead.id,
      createdAt: lead.createdAt,
      data: lead.data,
    });
  });

  it("confirms to the visitor in the page's language with the form's title and thanks, and nothing they typed", () => {
    const mail = composeVisitorMail(VISITOR_MESSAGES.formReceived, lead, {
      origin: 'https://www.brightloom.dev',
      confirm: () => '',
      unsubscribe: () => '',
      download: () => '',
    });
    expect(mail.subject).toBe('Recebemos o seu pedido: Webinar gratuito de DevOps: reserve o seu lugar');
    expect(mail.paragraphs[0]).toMatch(/^O seu lugar está reservado/);
    const everything = JSON.stringify(mail);
    for (const typed of ['Ana', 'OpenTelemetry', 'observability']) expect(everything).not.toContain(typed);
  });
});
