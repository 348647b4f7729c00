import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const namedInAddress = () => new URLSearchParams(window.location.search).get('service') ?? '';

/**
 * The service a link names (`?service=devops-cloud-solutions` from a service page, `security-review` from the
 * trust page) once the page runs, if the form offers it; '' in the prerendered HTML and for any other value.
 */
export function useNamedService(services: readonly { value: string }[]): string {
  const named = useSyncExternalStore(noSubscription, namedInAddress, () => '');
  return services.some((option) => option.value === named) ? named : '';
}
