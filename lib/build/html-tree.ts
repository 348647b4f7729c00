// Walking a parse5 tree: shared by the sealing step and the search documents, which both read built pages.
import type { DefaultTreeAdapterMap } from 'parse5';

export type Element = DefaultTreeAdapterMap['element'];
export type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'] | Element;

/** Every element below `node`, in document order, template contents included. */
export function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
  if ('content' in node && node.content) yield* elements(node.content as Node);
}

/**
 * The empty comments React writes between adjacent text nodes (`<!-- -->`) below `node`, so that
 * hydration finds each text node; HTML nothing hydrates does not need them.
 */
export function* textSeparators(node: Node): Generator<DefaultTreeAdapterMap['commentNode']> {
  if (node.nodeName === '#comment' && 'data' in node && node.data === ' ') yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* textSeparators(child);
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}
