/** Marks the switcher's links: the build points them at the page's alternates, the browser keeps them current. */
export const LANGUAGE_LINK_ATTRIBUTE = 'data-language-link';
