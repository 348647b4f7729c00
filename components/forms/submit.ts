import type { FieldErrors } from '@/lib/leads/rules/fields';
import { toast } from '@/lib/browser/toast';

export type SubmitResult = { ok: true; body: Record<string, unknown> } | { ok: false; fields: FieldErrors };

/** Posts a form and turns every answer into something the visitor can act on. */
export async function submitForm(
  url: string,
  body: BodyInit,
  headers: Record<string, string> = {},
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, headers: { accept: 'application/json', ...headers } });
  } catch {
    toast.error('We could not reach the server. Check your connection and try again.');
    return { ok: false, fields: {} };
  }
  const answer = (await response.json().catch(() => ({}))) as { error?: string; fields?: FieldErrors };
  if (response.status === 201) return { ok: true, body: answer };
  if (response.status === 429) {
    const wait = response.headers.get('retry-after');
    toast.error(
      `You have sent several messages in a short time. Please try again${wait ? ` in ${wait} seconds` : ' shortly'}.`,
    );
  } else if (response.status === 413) toast.error(answer.error ?? 'That is too large to send.');
  else if (response.status === 400) toast.error(answer.error ?? 'Please check the highlighted fields.');
  else toast.error(answer.error ?? 'Something went wrong on our side. Please try again, or write to us by e-mail.');
  return { ok: false, fields: answer.fields ?? {} };
}
