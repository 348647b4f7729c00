import 'server-only';

// A calendar invitation for a call (RFC 5545, with RFC 5546's METHOD): times in UTC and one UID for the
// call's whole life, so that a calendar that imported the first invitation moves it on a REQUEST with a
// higher SEQUENCE and removes it on a CANCEL. Hand-written: twenty lines of a fixed format need no library.

/** Text as an iCalendar value: backslashes, commas, semicolons and line breaks escaped, other controls dropped. */
const escapeText = (value: string) =>
  value
    .replace(/[\\,;]/g, (character) => `\\${character}`)
    .replace(/\r\n|\r|\n/g, '\\n')

    .replace(/[\u0000-\u001f\u007f]/g, '');

/** A URI value cannot be escaped: one with a space, a quote or a control character is left out. */

const safeUri = (value: string | undefined) =>
  value && /^[^\s\u0000-\u001f\u007f"<>\\]+$/.test(value) ? value : undefined;

/** A parameter value holds no quote, comma, semicolon, colon or control character (RFC 5545 §3.2). */

const paramText = (value: string) => value.replace(/[",;:\u0000-\u001f\u007f]/g, '');

/** 20261201T090000Z */
const utc = (at: number) =>
  new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded with a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const character of line) {
    if (Buffer.byteLength(current + character, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
    }
    current += character;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export type Invite = {
  /** REQUEST (new or moved) or CANCEL. */
  method?: 'REQUEST' | 'CANCEL';
  /** Raised by each change after the first invitation. */
  sequence?: number;
  uid: string;
  start: string;
  minutes: number;
  summary: string;
  description: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee: string;
  now?: number;
};

export function inviteIcs(invite: Invite): string {
  const start = Date.parse(invite.start);
  const method = invite.method ?? 'REQUEST';
  const url = safeUri(invite.url);
  const attendee = safeUri(`mailto:${invite.attendee}`);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Brightloom//Website//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(invite.uid)}`,
    `DTSTAMP:${utc(invite.now ?? Date.now())}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(start + invite.minutes * 60_000)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    ...(url ? [`URL:${url}`, `LOCATION:${escapeText(url)}`] : []),
    `ORGANIZER;CN=${paramText(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    ...(attendee ? [`ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:${attendee}`] : []),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${Math.max(0, Math.floor(invite.sequence ?? 0))}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
