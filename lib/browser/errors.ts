/** What a window error means for the page: reload for a missing chunk, error view, or nothing. */
export type ErrorKind = 'chunk' | 'fatal' | 'ignore';

const CHUNK_ERROR =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && CHUNK_ERROR.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return CHUNK_ERROR.test(`${text(name)}: ${text(message)}`);
}

/**
 * Classifies an uncaught error. Cross-origin scripts (analytics) report only "Script error." and
 * are not ours to handle; ResizeObserver loop notices are benign browser warnings.
 */
export function classifyError(error: unknown, message = ''): ErrorKind {
  if (isChunkLoadError(error) || CHUNK_ERROR.test(message)) return 'chunk';
  if (!error && (message === 'Script error.' || message === '')) return 'ignore';
  if (/ResizeObserver loop/.test(message)) return 'ignore';
  return 'fatal';
}

export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
