import { SEALED_CHILDREN } from '@/lib/browser/static-part-marker';

/**
 * A prerendered page carries its content twice: as HTML, and in the flight data React hydrates from.
 * For the parts a page marks static (components/client/static-part.tsx) this takes the second copy out:
 * their children in the flight data become a marker, and the rows only they used go. The flight data
 * is React's row format: `id:json\n`, or `id:T<hex byte length>,text` for long strings.
 */

const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;
/** Rows whose payload is a byte length and that many bytes (React's text and typed-array rows). */
const SIZED_TAGS = 'TAOoUSsLlGgMmV';
/** A reference to another row in a model row's JSON: `$1a`, `$L1a`, `$@1a`, `$1a:props:children`, … */
const REFERENCE = /^\$[A-Za-z@]?([0-9a-f]+)(?::|$)/;

type Row = { id: string; tag: string; text: string; model?: unknown };

export function parseRows(flight: string): Row[] {
  const bytes = Buffer.from(flight, 'utf8');
  const rows: Row[] = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(':', at);
    if (colon < 0) throw new Error(`flight data: no row at byte ${at}`);
    const id = bytes.toString('utf8', at, colon);
    const tag = String.fromCharCode(bytes[colon + 1]!);
    const sized = SIZED_TAGS.includes(tag)
      ? /^([0-9a-f]+),/.exec(bytes.toString('latin1', colon + 2, colon + 20))
      : null;
    if (sized) {
      const start = colon + 2 + sized[0].length;
      const end = start + parseInt(sized[1]!, 16);
      rows.push({ id, tag, text: bytes.toString('utf8', at, end) });
      at = end;
      continue;
    }
    const newline = bytes.indexOf('\n', colon);
    const end = newline < 0 ? bytes.length : newline + 1;
    const text = bytes.toString('utf8', at, end);
    const payload = text.slice(id.length + 1).trimEnd();
    const model = /^[[{"\d-]|^(?:true|false|null)$/.test(payload) ? (JSON.parse(payload) as unknown) : undefined;
    rows.push({ id, tag: model === undefined ? tag : '', text, model });
    at = end;
  }
  return rows;
}

function references(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') {
    const match = REFERENCE.exec(value);
    if (match) found.add(match[1]!);
  } else if (Array.isArray(value)) for (const item of value) references(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) references(item, found);
  return found;
}

/** The rows reachable from the root row `0`. */
function reachable(rows: Row[]): Set<string> {
  const byId = new Map(rows.filter((row) => row.id).map((row) => [row.id, row]));
  const seen = new Set<string>();
  const queue = ['0'];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || !byId.has(id)) continue;
    seen.add(id);
    queue.push(...references(byId.get(id)!.model, new Set()));
  }
  return seen;
}

/** Replaces the children of every `<StaticPart>` element (client reference `$L<id>`) with the marker. */
function sealChildren(value: unknown, component: string): number {
  if (!Array.isArray(value)) {
    if (value && typeof value === 'object')
      return Object.values(value).reduce((sum: number, item) => sum + sealChildren(item, component), 0);
    return 0;
  }
  if (value[0] === '$' && value[1] === component && value[3] && typeof value[3] === 'object') {
    (value[3] as { children?: unknown }).children = SEALED_CHILDREN;
    return 1;
  }
  return value.reduce((sum: number, item) => sum + sealChildren(item, component), 0);
}

/** The flight data with static parts sealed; unchanged when the page has none. */
export function sealFlight(flight: string, page = 'page'): string {
  const rows = parseRows(flight);
  const part = rows.find((row) => row.tag === 'I' && /"StaticPart"\]?\s*$/.test(row.text));
  if (!part) return flight;
  const before = reachable(rows);
  let sealed = 0;
  for (const row of rows) {
    if (row.model === undefined || !sealChildren(row.model, `$L${part.id}`)) continue;
    sealed += 1;
    row.text = `${row.id}:${JSON.stringify(row.model)}\n`;
  }
  if (sealed === 0) return flight;
  const after = reachable(rows);
  const dropped = rows.filter((row) => before.has(row.id) && !after.has(row.id));
  const component = dropped.find((row) => row.tag === 'I');
  if (component)
    throw new Error(`${page}: a static part contains a client component (${component.text.trim()}); move it out`);
  return rows
    .filter((row) => !dropped.includes(row))
    .map((row) => row.text)
    .join('');
}

const scriptFor = (chunk: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, chunk])
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')})</script>`;

/** The page with its static parts sealed in the flight scripts; other pages come back as they were. */
export function sealStaticParts(html: string, page?: string): string {
  const scripts = [...html.matchAll(FLIGHT_SCRIPT)];
  const chunks = scripts.map((match) => JSON.parse(match[1]!) as [number, string?]);
  // Only the plain form Next writes for a prerendered page: text chunks, no binary or form state.
  if (!chunks.every(([kind, chunk]) => kind === 1 && typeof chunk === 'string')) return html;
  const flight = chunks.map(([, chunk]) => chunk ?? '').join('');
  if (!flight.includes('"StaticPart"')) return html;
  const sealed = sealFlight(flight, page);
  if (sealed === flight) return html;
  let index = 0;
  return html.replace(FLIGHT_SCRIPT, () => (index++ === 0 ? scriptFor(sealed) : ''));
}
