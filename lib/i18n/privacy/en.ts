/**
 * The privacy policy's sentences that depend on the deployment: whether CVs are sealed, how the
 * configured store erases, what the suppression list's keyed hash is. The policy's Markdown fills them in.
 */
export type PrivacyWords = {
  sealed: string;
  preview: string;
  erasureSqlite: string;
  erasurePostgres: string;
  hash: string;
  /** The calendar as a recipient, listed only where calls are booked through it. */
  calcom: string;
  /** A form made in the web editor in the policy's table: its legal basis, and how long it is kept. */
  formBasis: string;
  formKept: string;
};

export const en: PrivacyWords = {
  sealed:
    'CVs are encrypted at rest (AES-256-GCM, a fresh nonce for each file) with a key kept apart from the database; the server does not start without it.',
  preview:
    'This copy of the site runs on a single machine for preview, where CVs are stored without encryption: do not send a real CV to it.',
  erasureSqlite: 'overwrite it with zeros in the database file and its log so it cannot be read back',
  erasurePostgres:
    "rewrite every database table that held it, with its indexes and statistics, so it cannot be read back from the table files (if a report is reading them at that moment, as soon as it ends); the database's write-ahead log keeps a copy until it is overwritten",
  hash: 'Nobody can read your address from it; the key sits with the list, so whoever holds our database could only test whether an address they already know is on it.',
  calcom:
    '- **Cal.com**, our calendar, when you book a call: your name, e-mail address, time zone and the time you chose, so that the call appears in our calendars with a video link. It sends you no e-mail of its own; when you ask us to erase your data, we cancel your upcoming calls there too.',
  formBasis: 'Consent',
  formKept: '{period} after you send it',
};
