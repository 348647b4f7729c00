// Imported images (the 404 drawing) are Next's static image data. next-env.d.ts says the same, but it
// is written by a build, and the type check runs before one on a clean checkout.
/// <reference types="next/image-types/global" />
