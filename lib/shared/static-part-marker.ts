/** What a sealed page's flight data holds instead of a static part's children (lib/build/static-parts.ts). */
export const SEALED_CHILDREN = 'static-part:sealed';

/** The attribute every static part's element carries in the HTML, so the build can count what it must seal. */
export const STATIC_PART_ATTRIBUTE = 'data-static-part';
