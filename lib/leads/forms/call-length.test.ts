import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { wordsOf } from '@/lib/i18n/words';
import { messagesFor } from '@/lib/i18n/messages';
import { CALL_MINUTES } from './call';

// One call, one length (CONTRACT §17b): every sentence that states how long the introductory call takes, in
// the message files, the mails and the content, states CALL_MINUTES. The hiring process's calls are others.

const LENGTH = /(\d+)[- ]?(?:minute|minutos|minut)|\b(one[- ]hour|uma hora|godzinn)/gi;

function lengthsIn(text: string): string[] {
  return [...text.matchAll(LENGTH)].map((match) => match[1] ?? match[2]!);
}

describe("the call's length", () => {
  it('is the same in every message and mail of every language', () => {
    for (const locale of LOCALES) {
      const t = messagesFor(locale);
      // The mailed code's lifetime (verify…) is the code's, not the call's.
      const mail = Object.entries(wordsOf(locale, 'mail').call).filter(([key]) => !key.startsWith('verify'));
      const texts = [t.header.bookCall, t.forms.call.slotsHint, ...mail.map(([, text]) => text)];
      for (const text of texts)
        for (const length of lengthsIn(String(text))) expect(length, text).toBe(String(CALL_MINUTES));
    }
  });

  it('is the same wherever content speaks of a call with us', () => {
    const files = ['content/pages', 'content/faq', 'content/services', 'content/landings'].flatMap((folder) =>
      fs.readdirSync(folder).map((name) => path.join(folder, name)),
    );
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const line of text.split('\n').filter((candidate) => /call|chamada|rozmow|consult/i.test(candidate)))
        for (const length of lengthsIn(line)) expect(length, `${file}: ${line}`).toBe(String(CALL_MINUTES));
    }
  });
});
