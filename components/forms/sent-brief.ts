import { useSyncExternalStore } from 'react';

// The brief a visitor has just sent, handed to the call form of the next page (a navigation inside the
// site keeps this module): who sent it, so they need not type it again. Only in memory: a reload or a
// new tab keeps the reference from the address and asks for the name again.

export type SentBrief = { id: string; name: string; email: string; company: string };

const BRIEF_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
let sent: SentBrief | undefined;

export function rememberBrief(brief: SentBrief): void {
  sent = brief;
}

/** Where the call about a brief is booked: the call page, carrying the brief's reference. */
export const bookingWithBrief = (booking: string, id: string) => `${booking}?brief=${encodeURIComponent(id)}#form`;

const noSubscription = () => () => undefined;
const namedInAddress = () => new URLSearchParams(window.location.search).get('brief') ?? '';

/**
 * The brief the address names (`?brief={id}`) once the page runs, with who sent it when this visit sent
 * it; undefined in the prerendered HTML and for anything that is not a brief's reference.
 */
export function useNamedBrief(): SentBrief | undefined {
  const id = useSyncExternalStore(noSubscription, namedInAddress, () => '');
  if (!BRIEF_ID.test(id)) return undefined;
  return sent?.id === id ? sent : { id, name: '', email: '', company: '' };
}
