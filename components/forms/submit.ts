import type { FieldErrors } from '@/lib/leads/rules/fields';
import { toast } from '@/lib/browser/toast';
import { format } from '@/lib/i18n/format';
import { attribution } from '@/lib/browser/attribution';
import type { FormText } from './form-text';

export type SubmitResult =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; fields: FieldErrors; status?: number; body?: Record<string, unknown> };

/** The post with where it came from (CONTRACT §17): the page, and the visit only with analytics consent. */
function withAttribution(body: BodyInit): BodyInit {
  const origin = attribution();
  if (typeof body === 'string') {
    try {
      return JSON.stringify({ ...(JSON.parse(body) as Record<string, unknown>), ...origin });
    } catch {
      return body;
    }
  }
  if (body instanceof FormData)
    for (const [name, value] of Object.entries(origin))
      body.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  return body;
}

/** The post with its proof of work (lib/browser/proof.ts), solved since the form was first touched. */
async function withProof(body: BodyInit): Promise<BodyInit> {
  const { takeProof } = await import('@/lib/browser/proof');
  const altcha = await takeProof();
  if (!altcha) return body;
  if (typeof body === 'string') {
    try {
      return JSON.stringify({ ...(JSON.parse(body) as Record<string, unknown>), altcha });
    } catch {
      return body;
    }
  }
  if (body instanceof FormData) body.set('altcha', altcha);
  return body;
}

/** Posts a form and turns every answer into something the visitor can act on. */
export async function submitForm(
  words: FormText['ui'],
  url: string,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body: withAttribution(await withProof(body)),
      headers: { accept: 'application/json', ...headers },
    });
  } catch {
    toast.error(words.offline);
    return { ok: false, fields: {} };
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown> & { fields?: FieldErrors };
  // 202: stored, and the rest follows (a call being booked); 409: the form says what conflicts.
  if (response.status === 201 || response.status === 202) return { ok: true, body: answer };
  if (response.status === 409) return { ok: false, status: 409, fields: answer.fields ?? {}, body: answer };
  if (response.status === 429) {
    const wait = response.headers.get('retry-after');
    toast.error(wait ? format(words.tooManyWait, { seconds: wait }) : words.tooMany);
  } else if (response.status === 413) toast.error(words.tooLarge);
  else if (response.status === 400) toast.error(words.checkFields);
  else if (response.status === 503) toast.error(words.unavailable);
  else toast.error(words.failed);
  return { ok: false, fields: answer.fields ?? {} };
}
