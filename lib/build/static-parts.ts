import { SEALED_CHILDREN, STATIC_PART_ATTRIBUTE } from '@/lib/shared/static-part-marker';
import {
  clientReference,
  elementProps,
  type FlightRow,
  isHintRow,
  LAYOUT_ROUTER_PROP,
  lazyReference,
  METADATA_BOUNDARY,
  modelRow,
  NextOutputError,
  NOT_FOUND_PROP,
  parseRows,
  readFlight,
  references,
  suspenseReference,
  UNDEFINED,
  writeFlight,
} from '@/lib/output/next-output';

/**
 * A prerendered page carries its content twice: as HTML, and in the flight data React hydrates from.
 * For the parts a page marks static (components/client/static-part.tsx) this takes the second copy out:
 * their children in the flight data become a marker, and the rows only they used go
 * (docs/decisions/001-static-parts.md). The formats are read through lib/output/next-output.ts.
 */

const COMPONENT = 'StaticPart';

/** The rows reachable from the root row `0`. */
function reachable(rows: FlightRow[]): Set<string> {
  const byId = new Map(rows.filter((row) => row.id).map((row) => [row.id, row]));
  const seen = new Set<string>();
  const queue = ['0'];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || !byId.has(id)) continue;
    seen.add(id);
    queue.push(...references(byId.get(id)!.model));
  }
  return seen;
}

/**
 * Calls `visit` with the props of every element of `type` (of any type without) in a model, outermost
 * first; it answers whether to look inside that element too.
 */
function eachElement(
  value: unknown,
  type: string | undefined,
  visit: (props: Record<string, unknown>) => boolean,
): void {
  const props = elementProps(value, type);
  if (props && !visit(props)) return;
  if (Array.isArray(value)) for (const item of value) eachElement(item, type, visit);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) eachElement(item, type, visit);
}

/** Replaces the children of every `<StaticPart>` element (client reference `type`) with the marker. */
function sealChildren(value: unknown, type: string): number {
  let sealed = 0;
  eachElement(value, type, (props) => {
    props.children = SEALED_CHILDREN;
    sealed += 1;
    return false;
  });
  return sealed;
}

/** Empties each metadata boundary (`<Suspense name="Next.Metadata">`, of type `suspense`): its tags are in the head. */
function sealMetadata(value: unknown, suspense: string, seen: { found: number; emptied: number }): void {
  eachElement(value, suspense, (props) => {
    if (props.name !== METADATA_BOUNDARY) return true;
    seen.found += 1;
    if (props.children !== null) {
      props.children = null;
      seen.emptied += 1;
    }
    return false;
  });
}

/**
 * Takes out of a model what a prerendered page never reads: each layout router's not-found content
 * (a missing address gets the proxy's full 404 document, and the router loads a document when a
 * navigation answers 404; no client component calls `notFound()`), and props written as undefined.
 * Answers how many layout routers it saw and whether it changed the model.
 */
function trimRouter(value: unknown): { routers: number; changed: boolean } {
  const seen = { routers: 0, changed: false };
  eachElement(value, undefined, (props) => {
    if (LAYOUT_ROUTER_PROP in props) {
      seen.routers += 1;
      if (NOT_FOUND_PROP in props) {
        delete props[NOT_FOUND_PROP];
        seen.changed = true;
      }
    }
    for (const [key, prop] of Object.entries(props))
      if (prop === UNDEFINED) {
        delete props[key];
        seen.changed = true;
      }
    return true;
  });
  return seen;
}

/**
 * Empties every inline script (`<script dangerouslySetInnerHTML>`, the layout's head script): the HTML
 * carries and runs it, and React never runs, compares or needs its text again. Answers how many it emptied.
 */
function emptyInlineScripts(value: unknown): number {
  let emptied = 0;
  eachElement(value, 'script', (props) => {
    const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
    if (inner && typeof inner === 'object' && inner.__html !== '') {
      inner.__html = '';
      emptied += 1;
    }
    return false;
  });
  return emptied;
}

/**
 * The rows still reachable, as flight text. Of those the static parts alone used (reachable at
 * `beforeParts`, no longer), none may be a client component: React would never load it.
 */
function withoutUnreachable(rows: FlightRow[], before: Set<string>, beforeParts: Set<string>, page: string): string {
  const after = reachable(rows);
  const component = rows.find((row) => beforeParts.has(row.id) && !after.has(row.id) && row.tag === 'I');
  if (component)
    throw new Error(`${page}: a static part contains a client component (${component.text.trim()}); move it out`);
  return rows
    .filter((row) => !(before.has(row.id) && !after.has(row.id)))
    .map((row) => row.text)
    .join('');
}

/**
 * The flight data without what the HTML already carries and nothing interactive needs: the page's
 * metadata (its tags are in the head; components/client/sealed-head.tsx keeps them across
 * navigation), the text of its inline scripts, and the children of its static parts. A page whose metadata boundary or named static
 * parts cannot be found fails: the build would otherwise pass, heavier.
 */
export function sealFlight(flight: string, page = 'page', partsInHtml = 0): string {
  // Hints: the prerendered head already links every resource they would preload.
  const rows = parseRows(flight, page).filter((row) => !isHintRow(row));
  const before = reachable(rows);
  const suspense = suspenseReference(rows);
  const metadata = { found: 0, emptied: 0 };
  for (const row of rows) {
    if (row.model === undefined || !suspense) continue;
    const emptied = metadata.emptied;
    sealMetadata(row.model, suspense, metadata);
    if (metadata.emptied > emptied) row.text = modelRow(row);
  }
  if (metadata.found !== 1)
    throw new NextOutputError(
      `${page}: expected one <Suspense name="${METADATA_BOUNDARY}"> in the flight data, found ${metadata.found}`,
    );
  let routers = 0;
  for (const row of rows) {
    if (row.model === undefined) continue;
    const trimmed = trimRouter(row.model);
    const scripts = emptyInlineScripts(row.model);
    routers += trimmed.routers;
    if (trimmed.changed || scripts > 0) row.text = modelRow(row);
  }
  if (routers === 0)
    throw new NextOutputError(
      `${page}: expected Next's layout routers (elements with a "${LAYOUT_ROUTER_PROP}" prop) in the flight data, found none`,
    );
  const beforeParts = reachable(rows);
  if (!flight.includes(`"${COMPONENT}"`) && partsInHtml === 0)
    return withoutUnreachable(rows, before, beforeParts, page);
  const part = clientReference(rows, COMPONENT);
  if (!part)
    throw new NextOutputError(
      `${page}: StaticPart in the page but no flight row sealed: expected an I row naming "${COMPONENT}", found none`,
    );
  let sealed = 0;
  for (const row of rows) {
    const inRow = row.model === undefined ? 0 : sealChildren(row.model, lazyReference(part));
    if (inRow === 0) continue;
    sealed += inRow;
    row.text = modelRow(row);
  }
  if (sealed === 0 || sealed < partsInHtml)
    throw new NextOutputError(
      `${page}: StaticPart in the page but no flight row sealed: expected ${Math.max(partsInHtml, 1)} element(s) of type ${lazyReference(part)}, found ${sealed}`,
    );
  return withoutUnreachable(rows, before, beforeParts, page);
}

/** The page with its static parts sealed in the flight scripts; pages without any come back as they were. */
export function sealStaticParts(html: string, page?: string): string {
  const parts = html.split(` ${STATIC_PART_ATTRIBUTE}=""`).length - 1;
  const flight = readFlight(html, page);
  if (flight === undefined) {
    if (parts > 0) throw new NextOutputError(`${page ?? 'page'}: StaticPart in the page but no flight data to seal`);
    return html;
  }
  const sealed = sealFlight(flight, page, parts);
  return writeFlight(html, sealed);
}
