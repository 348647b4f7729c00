// The empty page's own (empty) instrumentation: without it, Next 16.4 builds the repository root's,
// which refuses to start without the site's build records.
export function register() {}
