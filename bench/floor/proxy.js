// The empty page's own proxy, which lets every request through: without it, Next 16.4 builds the
// repository root's proxy.ts, which routes by the site's page list.
export function proxy() {}
