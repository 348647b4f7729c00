// npm run leads -- export [--type contact|application|checklist] [--format csv|json] [--files DIR]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { env } from '@/lib/env';
import { toCsv, toJson } from '@/lib/leads/store/export';
import { openLeadStore } from '@/lib/leads/store/store';
import { SUBMISSION_TYPES, type SubmissionType } from '@/lib/leads/store/types';

const USAGE =
  'usage: npm run leads -- export [--type contact|application|checklist] [--format csv|json] [--files DIR] [--include-spam]';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      files: { type: 'string', default: 'exports/cv' },
      'include-spam': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals[0] !== 'export') {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  if (values.type && !(SUBMISSION_TYPES as readonly string[]).includes(values.type)) {
    console.error(`unknown type "${values.type}"\n${USAGE}`);
    return 2;
  }
  if (values.format !== 'csv' && values.format !== 'json') {
    console.error(`unknown format "${values.format}"\n${USAGE}`);
    return 2;
  }
  const store = await openLeadStore(env.DATABASE_URL);
  try {
    const submissions = (await store.listSubmissions({ type: values.type as SubmissionType | undefined })).filter(
      (submission) => values['include-spam'] || !submission.spam,
    );
    process.stdout.write(values.format === 'json' ? toJson(submissions) : toCsv(submissions));
    const withFiles = submissions.filter((submission) => submission.file);
    if (withFiles.length > 0) {
      fs.mkdirSync(values.files, { recursive: true });
      for (const submission of withFiles) {
        const file = await store.getFile(submission.id);
        if (file) fs.writeFileSync(path.join(values.files, `${submission.id}-${file.name}`), file.content);
      }
      console.error(`${withFiles.length} CV file(s) written to ${values.files}`);
    }
    return 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
