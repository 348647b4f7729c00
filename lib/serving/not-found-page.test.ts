import { describe, expect, it } from 'vitest';
import { HEAD_SCRIPT } from '@/lib/shared/head-script';
import { fillNotFound, NOT_FOUND_PLACEHOLDER } from './not-found-page';

// A template shaped like the built page: the message in <title>, in the heading and in the flight data.
const flight = (text: string) =>
  `self.__next_f.push([1,${JSON.stringify(`1:["$","h1",null,{"children":"${text}"}]\n`)}])`;
const template = [
  `<html><head><title>404 - ${NOT_FOUND_PLACEHOLDER}</title></head><body>`,
  `<h1>${NOT_FOUND_PLACEHOLDER}</h1>`,
  `<script src="/_next/static/chunks/a.js" integrity="sha256-x"></script>`,
  `<script>${flight(NOT_FOUND_PLACEHOLDER)}</script>`,
  '</body></html>',
].join('');

/** What the browser's React reads back out of the flight script. */
function flightMessage(html: string): string {
  const script = /<script nonce="n0nce">self\.__next_f\.push\(\[1,(.*)\]\)<\/script>/.exec(html)![1]!;
  const row = JSON.parse(script) as string;
  return (JSON.parse(row.slice(2)) as [string, string, null, { children: string }])[3].children;
}

describe('fillNotFound', () => {
  const hostile = [
    'Page not found: /plain',
    'Page not found: /<script>alert(1)</script>',
    'Page not found: /a"b\'c&d\\e',
    'Page not found: /</script><script>alert(2)</script>',
    'Page Not Found: /blog/ünïcødé-🚀\u2028line',
  ];

  it('writes the message as text into the page and the same message into the flight data', () => {
    for (const message of hostile) {
      const html = fillNotFound(template, message, 'n0nce');
      expect(html).not.toContain(NOT_FOUND_PLACEHOLDER);
      expect(flightMessage(html), message).toBe(message);
      expect(html).not.toMatch(/<script>alert|<\/script><script>alert/);
      const title = /<title>([\s\S]*?)<\/title>/.exec(html)![1]!;
      expect(
        title
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&'),
      ).toBe(`404 - ${message}`);
    }
  });

  it('puts the nonce on every script but the colour-scheme one, which its hash allows', () => {
    const html = fillNotFound(`<script>${HEAD_SCRIPT}</script>${template}`, 'Page not found: /x', 'n0nce');
    expect(html.match(/<script\b/g)).toHaveLength(3);
    expect(html.match(/<script nonce="n0nce"/g)).toHaveLength(2);
    expect(html).toContain(`<script>${HEAD_SCRIPT}</script>`);
  });
});
