// The error view's words in English: the shape the other languages follow.
export type ErrorWords = {
  /** `{status}` is the HTTP status. */
  status: string;
  notFoundHelp: string;
  serverHelp: string;
  /** The link to the home page of the language. */
  home: string;
  /** When an error has no message of its own. */
  fallback: string;
  /** The 404 illustration's text alternative. */
  illustration: string;
};

export const en: ErrorWords = {
  status: 'Error {status}',
  notFoundHelp:
    'The page may have moved, or the link may have a typo. Everything we publish is reachable from the home page.',
  serverHelp: 'Something went wrong on our side. It has been noted; please try again in a moment.',
  home: 'Go to Home',
  fallback: 'Something went wrong',
  illustration: '404 illustration: two people searching on top of the digits 4 0 4',
};
