// Where each form posts, as its route's folder under app/: a registered form without a line here fails the
// type check, and content:check names a line whose route is missing (lib/leads/forms/routes.ts). Shared by
// the forms in the browser and the check: addresses only.
import type { SubmissionType } from './registry';

export const FORM_ENDPOINTS = {
  contact: '/api/contact',
  application: '/api/careers/[slug]/applications',
  checklist: '/api/checklists/[slug]/requests',
  newsletter: '/api/newsletter',
  call: '/api/bookings',
  brief: '/api/briefs',
  form: '/api/forms/[slug]',
} as const satisfies Record<SubmissionType, `/api/${string}`>;

type Endpoint<T extends SubmissionType> = (typeof FORM_ENDPOINTS)[T];

/** The address a form posts to; a form whose route has a `[slug]` is given the slug of its entry. */
export function formEndpoint<T extends SubmissionType>(
  type: T,
  ...slug: Endpoint<T> extends `${string}[slug]${string}` ? [slug: string] : []
): string {
  const [entry] = slug as string[];
  return entry === undefined ? FORM_ENDPOINTS[type] : FORM_ENDPOINTS[type].replace('[slug]', encodeURIComponent(entry));
}
