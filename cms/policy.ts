// The admin origin's response headers: the same in deploy/nginx-cms.conf (a test compares them) and in
// the end-to-end test's server. Scripts only from the editor's own files, no eval (WebAssembly only: the
// editor decodes phone photos, HEIC, with it before converting them to WebP); GitHub's API and
// avatars for the GitHub backend; no cross-origin-opener isolation, so that the sign-in window can
// answer the editor (Sveltia's and Decap's documented OAuth flow uses window.opener).
export const CMS_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self' blob: data: https://api.github.com https://raw.githubusercontent.com",
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const CMS_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CMS_POLICY,
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
