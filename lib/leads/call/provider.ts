import 'server-only';

// What the site asks of a calendar: its free slots, a booking, and the two things retries and erasure
// need (finding a booking by our lead's id, cancelling one). Cal.com is the one adapter today
// (./calcom.ts); a CalDAV one would implement the same four calls.

/** Free starts by day, the day as the visitor's time zone reads it: `{"2026-12-01": ["2026-12-01T09:00:00Z", …]}`. */
export type Slots = Record<string, string[]>;

/** A booking the provider holds for one of our call requests. */
export type Booked = { uid: string; start: string; meetingUrl?: string };

/** A lead's bookings at the provider: the live one, or all of them ended. */
type LeadState = { live?: Booked; ended: boolean };

export type BookingRequest = {
  /** Our submission's id, stored with the booking so that a retry can find it. */
  leadId: string;
  /** The slot's start, as the provider offered it. */
  start: string;
  name: string;
  email: string;
  timeZone: string;
  language: string;
};

/** The provider cannot be reached, answers too slowly or fails (5xx): try again later. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

/** The slot is no longer free. */
export class SlotTaken extends Error {
  override name = 'SlotTaken';
}

// By name, not instanceof: route handlers are bundled apart and share one calendar (lib/leads/server.ts),
// so an error may come from another bundle's copy of these classes.
export const isProviderUnavailable = (error: unknown): error is ProviderUnavailable =>
  error instanceof Error && error.name === 'ProviderUnavailable';
export const isSlotTaken = (error: unknown): error is SlotTaken => error instanceof Error && error.name === 'SlotTaken';

export interface BookingProvider {
  slots(range: { from: string; to: string; timeZone: string }, signal?: AbortSignal): Promise<Slots>;
  /** Throws SlotTaken or ProviderUnavailable. */
  book(request: BookingRequest, signal?: AbortSignal): Promise<Booked>;
  /** The live booking made for this lead, if the provider holds one (a booking whose answer was lost). */
  findByLead(lead: { leadId: string; email: string }, signal?: AbortSignal): Promise<Booked | undefined>;
  /**
   * What the provider holds for this lead now: its live booking, or `ended` when every booking it made for the
   * lead is cancelled (neither: it holds none). The truth a call is reconciled with (CONTRACT §23).
   */
  stateOfLead(lead: { leadId: string; email: string }, signal?: AbortSignal): Promise<LeadState>;
  cancel(uid: string, reason: string, signal?: AbortSignal): Promise<void>;
}
