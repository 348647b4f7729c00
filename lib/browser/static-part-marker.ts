/** What a sealed page's flight data holds instead of a static part's children (lib/serving/static-parts.ts). */
export const SEALED_CHILDREN = 'static-part:sealed';
