import 'server-only';
import { getChecklistBySlug } from '@/lib/content/checklists';
import { getJobBySlug, isJobOpen } from '@/lib/content/careers';
import { applicationForm, cvProblem } from '@/lib/leads/forms/application';
import type { RuleWords } from '@/lib/i18n/rules';
import { CV_MAX_BYTES } from '@/lib/leads/rules/limits';
import { checklistForm } from '@/lib/leads/forms/checklist';
import type { LeadForm } from '@/lib/leads/forms/form';
import type { SubmissionType } from '@/lib/leads/forms/registry';
import { detectCv, safeFileName } from './cv-file';
import { signedDownloadPath } from '@/lib/leads/mail/download-links';
import type { FieldErrors } from '@/lib/leads/rules/fields';
import type { FieldDef } from '@/lib/leads/rules/kinds';
import { isNewsletterPage, newsletterForm } from '@/lib/leads/forms/newsletter';
import { VISITOR_MESSAGES } from '@/lib/leads/forms/form';
import { downloadKey } from '@/lib/leads/mail/links';
import { afterQueue, backTo, consentFor, failure, handle, type Parsed, saveSubmission } from './form-post';
import { FORM_BODY_LIMIT } from './http';
import { getLeadStore } from '@/lib/leads/server';
import type { UploadedFile } from '@/lib/leads/store/types';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

// The lead forms' endpoints other than the call's (./call.ts): contact, application with its CV, checklist
// request and newsletter sign-up, each a Spec for ./form-post.ts.

/**
 * A form whose post is stored and answered `201 {"id"}`: JSON or form-encoded, §8's rules; `page` is
 * where a browser without JavaScript goes back to.
 */
export function handleForm(
  request: Request,
  form: LeadForm<SubmissionType>,
  page: string,
  fields?: () => readonly FieldDef[],
): Promise<Response> {
  return handle(request, {
    form,
    kinds: ['json', 'form'],
    limit: FORM_BODY_LIMIT,
    page,
    fields,
    save: saveSubmission(form),
  });
}

/** The CV, recognised by its bytes: a renamed text file is not a PDF. */
async function cvUpload({ form }: Parsed, words: RuleWords): Promise<UploadedFile | FieldErrors | 'too-large'> {
  const entry = form?.get('cv');
  const cv = entry && typeof entry !== 'string' ? entry : undefined;
  const sizeProblem = cvProblem(cv, () => true);
  if (sizeProblem === 'tooLarge') return 'too-large';
  if (!cv || sizeProblem) return { cv: words.cv[sizeProblem ?? 'missing'] };
  const content = new Uint8Array(await cv.arrayBuffer());
  const kind = detectCv(content);
  if (!kind) return { cv: words.cv.wrongType };
  return { name: safeFileName(cv.name, kind), contentType: kind.contentType, content };
}

export function handleApplication(request: Request, slug: string): Promise<Response> | Response {
  const job = getJobBySlug(DEFAULT_LOCALE, slug);
  if (!job || !isJobOpen(job)) return failure(404, 'This position is not open');
  return handle(request, {
    form: applicationForm,
    kinds: ['multipart'],
    limit: CV_MAX_BYTES + FORM_BODY_LIMIT,
    page: job.href,
    file: cvUpload,
    save: saveSubmission(applicationForm, slug),
  });
}

export function handleChecklistRequest(request: Request, slug: string): Promise<Response> | Response {
  const checklist = getChecklistBySlug(DEFAULT_LOCALE, slug);
  if (!checklist) return failure(404, 'There is no such checklist');
  return handle(request, {
    form: checklistForm,
    kinds: ['json', 'form'],
    limit: FORM_BODY_LIMIT,
    page: checklist.href,
    save: async (accepted) => {
      // The person asks for the link now: it goes even to a mailbox that unsubscribed before.
      const saved = await saveSubmission(checklistForm, slug)(accepted);
      const downloadUrl = signedDownloadPath(await downloadKey(await getLeadStore()), {
        slug,
        locale: accepted.language,
      });
      return { ...saved, body: { ...saved.body, downloadUrl }, location: downloadUrl };
    },
  });
}

/**
 * A newsletter sign-up (double opt-in). Every address gets the same 202, new, pending or confirmed,
 * so nobody learns who subscribes; a honeypot hit is answered alike and stores nothing.
 */
export function handleNewsletter(request: Request): Promise<Response> {
  return handle(request, {
    form: newsletterForm,
    kinds: ['json', 'form'],
    limit: FORM_BODY_LIMIT,
    page: (values) => (isNewsletterPage(values.page) ? values.page : '/blog'),
    save: async ({ data: { page, email, ...data }, spam, language, client, origin }) => {
      if (!spam && typeof email === 'string') {
        const store = await getLeadStore();
        const outcome = await store.subscribe(
          email,
          { email, ...data, ...origin },
          consentFor(newsletterForm.type, language),
          { message: VISITOR_MESSAGES.confirmSubscription, requested: true, client },
          language,
          { message: VISITOR_MESSAGES.alreadySubscribed, requested: true, client },
        );
        afterQueue(outcome.mail);
      }
      const back = typeof page === 'string' ? page : '/blog';
      return { status: 202, body: { status: 'pending' }, location: backTo(back, { sent: '1' }) };
    },
  });
}
