import 'server-only';
import { type DefaultTreeAdapterMap, defaultTreeAdapter, parse, serialize } from 'parse5';
import { readPageFile } from '@/lib/serving/page-files';
import { readPageManifest } from '@/lib/serving/build-output';
import { appRouteOf } from '@/lib/i18n/paths';

// A refused post from a browser without JavaScript gets its form back (CONTRACT §17b, the GOV.UK error
// pattern): the page it came from, as the build sealed it, with every value typed (a file excepted) put
// back, each wrong field marked (aria-invalid) with its message beside it, and a summary at the top of
// the form linking to each. Nothing typed is stored for this: it is answered from this request alone.
// Without a build (next dev) the caller redirects back instead.

export type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Fields never written back: the honeypot (a bot should not learn it was seen), and what the page sets itself. */
const NOT_ECHOED = new Set(['website', 'locale', 'page', 'landing', 'referrer']);

export function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    yield child;
    yield* elementsOf(child.tagName === 'template' ? (child as unknown as { content: ParentNode }).content : child);
  }
}

export const attr = (element: Element, name: string) => element.attrs.find((entry) => entry.name === name)?.value;

export function setAttr(element: Element, name: string, value: string | undefined): void {
  element.attrs = element.attrs.filter((entry) => entry.name !== name);
  if (value !== undefined) element.attrs.push({ name, value });
}

export function setText(element: Element, text: string): void {
  element.childNodes = [];
  if (text) defaultTreeAdapter.insertText(element, text);
}

export function element(tagName: string, attrs: Record<string, string>, parent: Element): Element {
  const created = defaultTreeAdapter.createElement(
    tagName,
    parent.namespaceURI,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
  return created;
}

function insertAfter(node: Element, added: Element): void {
  const parent = node.parentNode as Element | null;
  if (!parent) return;
  const index = parent.childNodes.indexOf(node);
  parent.childNodes.splice(index + 1, 0, added);
  added.parentNode = parent;
}

/** Writes the typed values back into the form's controls. */
function refill(controls: Element[], values: Record<string, unknown>): void {
  for (const control of controls) {
    const name = attr(control, 'name');
    if (!name || NOT_ECHOED.has(name)) continue;
    const value = values[name];
    // A name sent more than once (ticked boxes) comes back as a list.
    const list = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
    const typed = list[0] ?? '';
    const type = attr(control, 'type') ?? 'text';
    if (control.tagName === 'textarea') setText(control, typed);
    else if (control.tagName === 'select') {
      for (const option of elementsOf(control))
        if (option.tagName === 'option')
          setAttr(option, 'selected', (attr(option, 'value') ?? '') === typed && typed !== '' ? '' : undefined);
    } else if (type === 'radio' || type === 'checkbox')
      setAttr(control, 'checked', list.includes(attr(control, 'value') ?? '') ? '' : undefined);
    else if (!['file', 'hidden', 'submit', 'button', 'password'].includes(type)) setAttr(control, 'value', typed);
  }
}

/**
 * The page at `page` with its form posting to `action` refilled and its errors shown, answered 400;
 * undefined where there is no sealed page to answer with.
 */
export function refusedFormResponse(options: {
  page: string;
  action: string;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  /** The words of the page's language: the title's prefix ("Error") and the summary's heading. */
  words: { errorTitle: string; problem: string };
}): Response | undefined {
  const built = readPageManifest()?.pages[options.page];
  // The file is the app route's (English pages are /en/… there).
  const file = built && readPageFile(appRouteOf(options.page));
  if (!built || !file) return undefined;
  const document = parse(file.toString('utf8'));
  const form = [...elementsOf(document)].find(
    (candidate) => candidate.tagName === 'form' && attr(candidate, 'action') === options.action,
  );
  if (!form) return undefined;
  const inside = [...elementsOf(form)];
  const controls = inside.filter((candidate) => ['input', 'select', 'textarea'].includes(candidate.tagName));
  refill(controls, options.values);

  // The summary first in the form, then each message beside its control (a group's controls share one:
  // `windows` names window1Date, window1Part …). Their look is form.module.css's global .form-problems
  // and .field-error.
  const summary = element('div', { id: 'form-problems', class: 'form-problems', role: 'alert', tabindex: '-1' }, form);
  const heading = element('h2', {}, summary);
  setText(heading, options.words.problem);
  const list = element('ul', {}, summary);
  defaultTreeAdapter.appendChild(summary, heading);
  defaultTreeAdapter.appendChild(summary, list);
  const controlOf = (field: string) =>
    controls.find((control) => attr(control, 'name') === field) ??
    controls.find((control) => attr(control, 'name')?.startsWith(field.replace(/s$/, '')));
  for (const [field, message] of Object.entries(options.errors)) {
    const control = controlOf(field);
    const id = control && attr(control, 'id');
    if (control && id) {
      setAttr(control, 'aria-invalid', 'true');
      const describedBy = [attr(control, 'aria-describedby'), `${id}-error`].filter(Boolean).join(' ');
      setAttr(control, 'aria-describedby', describedBy);
      const note = element('p', { id: `${id}-error`, class: 'field-error' }, form);
      setText(note, message);
      insertAfter(control, note);
    }
    const item = element('li', {}, list);
    const link = element('a', { href: `#${id ?? 'form-problems'}` }, item);
    setText(link, message);
    defaultTreeAdapter.appendChild(item, link);
    defaultTreeAdapter.appendChild(list, item);
  }
  form.childNodes.unshift(summary);
  summary.parentNode = form;
  const title = [...elementsOf(document)].find((candidate) => candidate.tagName === 'title');
  const titleText = title?.childNodes[0];
  if (title && titleText && 'value' in titleText) setText(title, `${options.words.errorTitle}: ${titleText.value}`);
  return new Response(serialize(document), {
    status: 400,
    // next.config.ts gives a form post's answer its policy: no script runs here, the page's styles and fonts load.
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
