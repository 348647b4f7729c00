// Next's declarations for imported images (the 404 drawing). next-env.d.ts carries them too, but a
// build writes it, and a clean checkout is type-checked before any build.
/// <reference types="next/image-types/global" />
