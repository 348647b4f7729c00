import { openHandle } from '@/lib/leads/store/database';
import { FileCipher } from '@/lib/leads/store/file-cipher';

// Opens and migrates the store a DATABASE_URL names, in a process of its own, so that a test can kill it
// mid-migration (lib/leads/store/migrations.test.ts). Says "migrating" first, "migrated" when done.
const url = process.argv[2];
if (!url) throw new Error('usage: migrate-store.ts DATABASE_URL');
process.stdout.write('migrating\n');
const handle = await openHandle(url, new FileCipher(undefined));
await handle.db.destroy();
process.stdout.write('migrated\n');
