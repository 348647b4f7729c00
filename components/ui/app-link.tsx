'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';

type Connection = { saveData?: boolean; effectiveType?: string; addEventListener?: (type: string, listener: () => void) => void; removeEventListener?: (type: string, listener: () => void) => void };

function connection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection;
}

/** Data-saver or a 2g connection: do not spend the visitor's data on pages they may never open. */
export function shouldPrefetch(info: Connection | undefined): boolean {
  if (!info) return true;
  return !info.saveData && !/(^|-)2g$/.test(info.effectiveType ?? '');
}

function subscribe(listener: () => void) {
  const info = connection();
  info?.addEventListener?.('change', listener);
  return () => info?.removeEventListener?.('change', listener);
}

/** next/link, with prefetching switched off on constrained connections. */
export function AppLink(props: React.ComponentProps<typeof Link>) {
  const prefetch = useSyncExternalStore(subscribe, () => shouldPrefetch(connection()), () => true);
  return <Link {...props} prefetch={prefetch ? props.prefetch : false} />;
}
