import fs from 'node:fs';
import path from 'node:path';

// The phone input's country flags, served by the site itself and written out at build time.
const FLAGS = path.join(process.cwd(), 'node_modules', 'country-flag-icons', '3x2');

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return fs
    .readdirSync(FLAGS)
    .filter((name) => /^[A-Z]{2}\.svg$/.test(name))
    .map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  return new Response(fs.readFileSync(path.join(FLAGS, path.basename(file))), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
