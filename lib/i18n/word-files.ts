// Where the words are read from: content/words/{locale}/{part}.json on disk, for the server and the build.
// A bundle that runs without the content folder (the web editor, the compiled leads command) replaces this
// module with every file bundled in (./bundled-words.ts).
import fs from 'node:fs';
import path from 'node:path';

/** Where the words live: one folder per language. */
const WORDS_DIR = path.join(process.cwd(), 'content', 'words');

/** One words file, parsed. */
export function readWordFile(locale: string, part: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(WORDS_DIR, locale, `${part}.json`), 'utf8'));
}
