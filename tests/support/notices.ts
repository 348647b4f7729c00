// The company's notification budgets (CONTRACT §23: 5 a network, 60 in all and 10 unproven an hour) would hold
// most of what a test of something else posts in its first minute from 127.0.0.1. Servers that test other
// behaviours lift them; tests/e2e/floods.e2e.ts runs at the defaults.
export const UNLIMITED_NOTICES = {
  NOTIFY_PER_NETWORK_HOUR: '100000',
  NOTIFY_PER_HOUR: '100000',
  NOTIFY_UNPROVEN_PER_HOUR: '100000',
} as const;
