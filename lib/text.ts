/** `/how-we-work` -> `How We Work`: the title of a page that has none of its own. */
export function titleFromPath(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).pop();
  if (!segment) return 'Home';
  return safeDecode(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function isoDate(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/** `AI & Machine Learning` -> `ai-machine-learning`: a URL segment for a name. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Fills `{{name}}` in text an editor wrote with values the site knows (the privacy policy's periods);
 * a name the site does not know fails the build, naming it, rather than printing braces.
 */
export function fillPlaceholders(text: string, values: Record<string, string>, source: string): string {
  const valueOf = (name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(`${source}: unknown placeholder {{${name}}} (known: ${Object.keys(values).join(', ')})`);
    }
    return value;
  };
  // A placeholder alone on its line that stands for nothing takes its line with it: a table or a list stays whole.
  const lines = text.replace(/^[ \t]*\{\{\s*([\w.-]+)\s*\}\}[ \t]*(\n|$)/gm, (_whole, name: string, end: string) => {
    const value = valueOf(name);
    return value === '' ? '' : `${value}${end}`;
  });
  return lines.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => valueOf(name));
}

/** Whether a URL's host is this machine (a local preview, a receiver on loopback). */
export function isLoopbackUrl(url: string): boolean {
  return /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(new URL(url).hostname);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML, between tags or in a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
