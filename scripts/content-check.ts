// npm run content:check: every Markdown file against its schema and the site, in seconds, no build.
import { checkContent } from '@/lib/content/check';

const started = performance.now();
const { problems, files } = checkContent();
const took = ((performance.now() - started) / 1000).toFixed(1);
for (const { file, field, message } of problems) console.error(`${file}: ${field ? `${field}: ` : ''}${message}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in content/ (${took} s)`);
  process.exit(1);
}
console.log(`content/ is fine: ${files} files checked in ${took} s`);
