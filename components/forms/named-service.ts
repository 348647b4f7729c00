import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const addressQuery = () => window.location.search;

/** The page address's query once the page runs; empty in the prerendered HTML. */
export function useAddressQuery(): URLSearchParams {
  return new URLSearchParams(useSyncExternalStore(noSubscription, addressQuery, () => ''));
}

/** The option of a select that a link names (`?session=pipelines`), if the select offers it; '' otherwise. */
export function namedChoice(query: URLSearchParams, name: string, options: readonly { value: string }[]): string {
  const named = query.get(name) ?? '';
  return options.some((option) => option.value === named) ? named : '';
}

/**
 * The service a link names (`?service=devops-cloud-solutions` from a service page, `security-review` from the
 * trust page) once the page runs, if the form offers it; '' in the prerendered HTML and for any other value.
 */
export function useNamedService(services: readonly { value: string }[]): string {
  return namedChoice(useAddressQuery(), 'service', services);
}
