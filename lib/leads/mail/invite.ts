import 'server-only';

// A calendar invitation (RFC 5545, METHOD:REQUEST) for a booked call: times in UTC, the provider's uid,
// so that a calendar that imported it recognises a later update. Hand-written: fifteen lines of a fixed
// format need no library.

/** Text as an iCalendar value: backslashes, commas, semicolons and line breaks escaped. */
const escapeText = (value: string) =>
  value.replace(/[\\,;]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n');

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
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Brightloom//Website//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `DTSTAMP:${utc(invite.now ?? Date.now())}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(start + invite.minutes * 60_000)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    ...(invite.url ? [`URL:${invite.url}`, `LOCATION:${escapeText(invite.url)}`] : []),
    `ORGANIZER;CN=${escapeText(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${invite.attendee}`,
    'STATUS:CONFIRMED',
    'SEQUENCE:0',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
