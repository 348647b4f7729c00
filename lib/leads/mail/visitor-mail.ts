import 'server-only';
import { localePath } from '@/lib/i18n/paths';
import { postalLine, site } from '@/config/site';
import { LOCALE_FACTS, type Locale } from '@/lib/i18n/locales';
import { wordsOf } from '@/lib/i18n/words';

/**
 * What we send a visitor, in one shape that renders to plain text and to a simple HTML twin. Nothing a
 * visitor typed ever goes in: every word is ours or our content's.
 */
export type VisitorMailContent = {
  /** The language it is written in: the footer follows it, and it names itself in the HTML. */
  language: Locale;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Newsletter and checklist mails: the visible twin of the List-Unsubscribe header. */
  unsubscribeUrl?: string;
  /** Files that go with it: a confirmed call's calendar invitation. */
  attachments?: { filename: string; contentType: string; content: string }[];
};

const headquarters = site.offices[0];

/** The company's registered address as the footer writes it in the mail's language (Lisboa, Lizbona…). */
function address(language: Locale): string {
  const office = wordsOf(language, 'site').offices[headquarters.id];
  return `${site.legalName}, ${headquarters.street}, ${postalLine(headquarters)} ${office.city}, ${office.country}`;
}

function footerLines(mail: VisitorMailContent, origin: string): string[] {
  const words = wordsOf(mail.language, 'mail').footer;
  return [
    address(mail.language),
    `${words.privacy}: ${origin}${localePath(mail.language, '/privacy-policy')}`,
    ...(mail.unsubscribeUrl ? [`${words.unsubscribeText}: ${mail.unsubscribeUrl}`] : []),
  ];
}

export function renderText(mail: VisitorMailContent, origin: string): string {
  const lines = [mail.heading, '', ...mail.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (mail.action) lines.push(`${mail.action.label}: ${mail.action.url}`, '');
  lines.push('-- ', ...footerLines(mail, origin));
  return lines.join('\n') + '\n';
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value: string) => value.replace(/[&<>"']/g, (character) => escapes[character]!);

// The site's light palette (app/globals.css); mail clients take inline styles only, and no remote images.
const INK = '#0f1b2d';
const SOFT = '#334155';
const ACCENT = '#4338ca';

export function renderHtml(mail: VisitorMailContent, origin: string): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escape(text)}</p>`;
  const link = (url: string, text: string) => `<a href="${escape(url)}" style="color:${ACCENT}">${escape(text)}</a>`;
  const action = mail.action
    ? `<p style="margin:24px 0"><a href="${escape(mail.action.url)}" style="background:${ACCENT};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escape(mail.action.label)}</a></p>`
    : '';
  const words = wordsOf(mail.language, 'mail').footer;
  const footer = [
    escape(address(mail.language)),
    link(`${origin}${localePath(mail.language, '/privacy-policy')}`, words.privacy),
    ...(mail.unsubscribeUrl ? [link(mail.unsubscribeUrl, words.unsubscribe)] : []),
  ].join(' · ');
  return [
    '<!doctype html>',
    `<html lang="${LOCALE_FACTS[mail.language].tag}"><head><meta charset="utf-8"><title>${escape(mail.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f6f7fb;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:${INK}">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    `<p style="margin:0 0 24px;font-weight:700;color:${ACCENT}">${escape(site.name)}</p>`,
    `<h1 style="font-size:22px;margin:0 0 16px">${escape(mail.heading)}</h1>`,
    ...mail.paragraphs.map(paragraph),
    action,
    `<p style="margin:32px 0 0;font-size:13px;color:${SOFT};line-height:1.5">${footer}</p>`,
    '</div></body></html>',
  ].join('\n');
}
