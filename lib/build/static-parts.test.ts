import { describe, expect, it } from 'vitest';
import { SEALED_CHILDREN } from '@/lib/shared/static-part-marker';
import { parseRows } from '@/lib/output/next-output';
import { sealFlight, sealStaticParts } from './static-parts';

const article = '<p>Ünïcødé text, "quoted", a\nnewline</p>';
const bytes = Buffer.byteLength(article).toString(16);
/** The metadata boundary as Next 16 writes it: a Suspense named Next.Metadata whose row holds the head's tags. */
const metadata = '["$","$f",null,{"name":"Next.Metadata","children":"$La"}]';
/** Next's layout router as a layout renders it: its not-found content, and props written as undefined. */
const router = '["$","$L9",null,{"parallelRouterKey":"children","template":"$undefined","notFound":["$Lc",[]]}]';
/**
 * A page's flight data shaped as Next writes it: a client reference, a text row, a lazy row, a hint,
 * the metadata (with a client component of Next's own, its icon marker) and a layout router.
 */
const flight = [
  '1:"$Sreact.fragment"\n',
  'f:"$Sreact.suspense"\n',
  '2:I[100,["/_next/static/chunks/a.js"],"StaticPart"]\n',
  '3:I[200,["/_next/static/chunks/b.js"],"ThemeToggle"]\n',
  'b:I[300,["/_next/static/chunks/c.js"],"IconMark"]\n',
  '9:I[400,["/_next/static/chunks/d.js"],"default"]\n',
  `0:["$","$1",null,{"children":[["$","$L3",null,{}],["$","$L2",null,{"id":"post","children":["$L4","$L5"]}],${metadata},${router}]}]\n`,
  'c:["$","div",null,{"children":"This page could not be found."}]\n',
  'a:[["$","title","0",{"children":"A post | Brightloom"}],["$","$Lb","1",{}]]\n',
  ':HL["/images/cover.svg","image"]\n',
  `4:["$","div",null,{"dangerouslySetInnerHTML":{"__html":"$6"}}]\n`,
  `6:T${bytes},${article}`,
  '5:["$","aside",null,{"children":"$7:props"}]\n',
  '7:{"props":"shared"}\n',
  '8:["$","footer",null,{"children":"$7:props"}]\n',
].join('');

describe('sealFlight', () => {
  it('reads every row back as written, text rows by their byte length', () => {
    const rows = parseRows(flight);
    expect(rows.map((row) => row.text).join('')).toBe(flight);
    expect(rows.find((row) => row.id === '6')?.text).toBe(`6:T${bytes},${article}`);
  });

  it('replaces a static part’s children with the marker and drops the rows only they used', () => {
    const sealed = sealFlight(flight);
    const rows = parseRows(sealed);
    // The hint goes too: the prerendered head links the cover already.
    expect(rows.map((row) => row.id)).toEqual(['1', 'f', '2', '3', '9', '0', '8']);
    expect(rows.find((row) => row.id === '0')?.model).toEqual([
      '$',
      '$1',
      null,
      {
        children: [
          ['$', '$L3', null, {}],
          ['$', '$L2', null, { id: 'post', children: SEALED_CHILDREN }],
          // The head has the tags: the boundary renders nothing, and Next's icon marker goes with them.
          ['$', '$f', null, { name: 'Next.Metadata', children: null }],
          // A missing address gets the proxy's 404 document: the router keeps no not-found content.
          ['$', '$L9', null, { parallelRouterKey: 'children' }],
        ],
      },
    ]);
    expect(sealed).not.toContain('Ünïcødé');
    expect(sealed).not.toContain('A post | Brightloom');
    expect(sealed).not.toContain('could not be found');
    expect(sealed).not.toContain('$undefined');
  });

  it('keeps a row the rest of the page also uses', () => {
    const shared = flight
      .replace('8:["$","footer",null,{"children":"$7:props"}]\n', '8:["$","footer",null,{}]\n')
      .replace('"$L5"]}],', '"$L5"]}],"$7",');
    expect(parseRows(sealFlight(shared)).map((row) => row.id)).toContain('7');
  });

  it('takes only the metadata, hints and the router’s not-found content out of a page without static parts', () => {
    const plain = flight.replace('"StaticPart"', '"Other"');
    const sealed = sealFlight(plain);
    expect(sealed).toBe(
      plain
        .replace(metadata, metadata.replace('"$La"', 'null'))
        .replace(router, '["$","$L9",null,{"parallelRouterKey":"children"}]')
        .replace(/^(a|b|c|):.*\n/gm, ''),
    );
  });

  it('empties inline scripts, which the HTML runs, and leaves scripts with a source alone', () => {
    const head = '["$","script",null,{"dangerouslySetInnerHTML":{"__html":"document.documentElement.dataset.x=1"}}]';
    const external = '["$","script","s",{"src":"/_next/static/chunks/a.js","async":true}]';
    const plain = flight.replace('"StaticPart"', '"Other"').replace('["$","$L3",null,{}]', `${head},${external}`);
    const sealed = sealFlight(plain);
    expect(sealed).toContain('["$","script",null,{"dangerouslySetInnerHTML":{"__html":""}}]');
    expect(sealed).not.toContain('dataset.x');
    expect(sealed).toContain(external);
  });

  it('refuses flight data without its metadata boundary, or with two', () => {
    expect(() => sealFlight(flight.replace('"Next.Metadata"', '"Next.Other"'), '/x')).toThrow(
      /\/x: expected one <Suspense name="Next.Metadata"> in the flight data, found 0/,
    );
    expect(() => sealFlight(flight.replace(metadata, `${metadata},${metadata}`), '/x')).toThrow(/found 2/);
  });

  it('refuses a static part with a client component inside', () => {
    const inside = flight.replace('["$","$L3",null,{}],', '').replace('"$L5"]', '"$L5",["$","$L3",null,{}]]');
    expect(() => sealFlight(inside, '/blog/x')).toThrow(/\/blog\/x: a static part contains a client component/);
  });
});

describe('sealStaticParts', () => {
  const script = (chunk: string) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`;
  const html = (chunks: string[]) =>
    `<html><body><div id="post">${article}</div><script>(self.__next_f=self.__next_f||[]).push([0])</script>${chunks.map(script).join('')}</body></html>`;

  it('writes the bootstrap and the sealed flight data into one script, escaped for HTML, whatever the split', () => {
    const hostile = `${flight}9:"</script><script>alert(1)</script>"\n`;
    const split = [hostile.slice(0, 120), hostile.slice(120, 400), hostile.slice(400)];
    const sealed = sealStaticParts(html(split));
    const scripts = [...sealed.matchAll(/<script>([^<]*)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const pushed = /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\],(.*)\)$/.exec(scripts[0]![1]!);
    expect((JSON.parse(pushed![1]!) as [number, string])[1]).toBe(sealFlight(hostile));
    expect(sealed).toContain(`<div id="post">${article}</div>`);
    expect(sealed).not.toContain('<script>alert(1)');
  });

  it('leaves pages alone that have no flight data, and refuses flight data of another form', () => {
    const plain = '<html><body><p>No flight data</p></body></html>';
    expect(sealStaticParts(plain)).toBe(plain);
    const binary = html([flight]).replace('push([1,', 'push([3,');
    expect(() => sealStaticParts(binary)).toThrow(/expected flight scripts of the form \[1, "text"\], found \[3,/);
  });

  it('fails, saying what it expected and found, where a silent pass would ship the heavier page', () => {
    // The elements no longer refer to the client reference the way they did.
    expect(() => sealFlight(flight.replace('"$L2"', '"$9"'), 'post')).toThrow(
      /post: StaticPart in the page but no flight row sealed: expected 1 element\(s\) of type \$L2, found 0/,
    );
    // The client reference renamed: the page names StaticPart but no I row does.
    const renamed = flight.replace('"StaticPart"]', '"StaticPartX"]');
    expect(() => sealFlight(`${renamed}9:"StaticPart"\n`, 'post')).toThrow(
      /post: StaticPart in the page but no flight row sealed: expected an I row naming "StaticPart", found none/,
    );
    // A row tag React does not write.
    expect(() => sealFlight(flight.replace('5:["$","aside"', '5:Q["$","aside"'), 'post')).toThrow(
      /row 5 has tag "Q", which React 19 does not write/,
    );
  });
});
