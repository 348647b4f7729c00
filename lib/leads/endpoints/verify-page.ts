import 'server-only';
import { defaultTreeAdapter, parse, serialize } from 'parse5';
import { readPageFile } from '@/lib/serving/page-files';
import { readPageManifest } from '@/lib/serving/build-output';
import { appRouteOf } from '@/lib/i18n/paths';
import { attr, element, elementsOf, setAttr, setText } from './refused-form';

// The call's verify step for a browser without JavaScript (CONTRACT §23): the booking page it posted from, as
// the build sealed it, with its form turned into the code's form (one field, posting to the call's own verify
// address), and a wrong code's message beside the field. Made from this request alone; undefined without a build.

export type VerifyWords = {
  heading: string;
  text: string;
  code: string;
  submit: string;
  /** The message beside the field after a wrong code. */
  error?: string;
};

export function verifyPageResponse(options: {
  page: string;
  id: string;
  language: string;
  words: VerifyWords;
}): Response | undefined {
  const { page, id, language, words } = options;
  const built = readPageManifest()?.pages[page];
  const file = built && readPageFile(appRouteOf(page));
  if (!built || !file) return undefined;
  const document = parse(file.toString('utf8'));
  const form = [...elementsOf(document)].find(
    (candidate) => candidate.tagName === 'form' && attr(candidate, 'action') === '/api/bookings',
  );
  if (!form) return undefined;
  setAttr(form, 'action', `/api/bookings/${encodeURIComponent(id)}/verify`);
  setAttr(form, 'aria-label', words.heading);
  // The class names are the form's own (form.module.css), read from the sealed page so they match its styles.
  const classOf = (tag: string, fallback = '') =>
    attr([...elementsOf(form)].find((candidate) => candidate.tagName === tag) ?? form, 'class') ?? fallback;
  const inputClass = classOf('input');
  const buttonClass = classOf('button');
  const labelClass = classOf('label');
  const add = (parent: typeof form, tag: string, attrs: Record<string, string>, text?: string) => {
    const created = element(tag, attrs, parent);
    if (text !== undefined) setText(created, text);
    defaultTreeAdapter.appendChild(parent, created);
    return created;
  };
  form.childNodes = [];
  const heading = add(form, 'h2', { id: 'verify-heading', tabindex: '-1' }, words.heading);
  setAttr(heading, 'class', 'verify-heading');
  add(form, 'p', { id: 'verify-text' }, words.text);
  if (words.error) add(form, 'div', { id: 'form-problems', class: 'form-problems', role: 'alert' }, words.error);
  add(form, 'label', { for: 'verify-code', class: labelClass }, words.code);
  add(form, 'input', {
    id: 'verify-code',
    name: 'code',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
    pattern: '[0-9]{6}',
    maxlength: '6',
    required: '',
    class: inputClass,
    'aria-describedby': words.error ? 'verify-text verify-code-error' : 'verify-text',
    ...(words.error && { 'aria-invalid': 'true' }),
  });
  if (words.error) add(form, 'p', { id: 'verify-code-error', class: 'field-error' }, words.error);
  add(form, 'input', { type: 'hidden', name: 'locale', value: language });
  add(form, 'button', { type: 'submit', class: buttonClass }, words.submit);
  return new Response(serialize(document), {
    status: words.error ? 400 : 202,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
