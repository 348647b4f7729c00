// The empty page carrying a site page's document: the same HTML and stylesheets, rendered once by the
// server into one element React does not look inside, and none of the site's scripts. What a template's
// main thread does beyond this page is the site's own work (its scripts and what they hydrate).
export const dynamic = 'force-dynamic';

const SITE = process.env.BENCH_SITE ?? 'http://127.0.0.1:3400';
const documents = new Map();

/** The page's stylesheets, its `<html>` attributes and its body without scripts, fetched once. */
async function siteDocument(path) {
  if (!documents.has(path)) {
    const html = await (await fetch(SITE + path)).text();
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '').replace(/<script\b[\s\S]*?<\/script>/g, '');
    documents.set(path, { styles, body });
  }
  return documents.get(path);
}

export default async function Page({ searchParams }) {
  const { path = '/' } = await searchParams;
  const { styles, body } = await siteDocument(path);
  return (
    <>
      {styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="site" />
      ))}
      <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: body }} />
    </>
  );
}
