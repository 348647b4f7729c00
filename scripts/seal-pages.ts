// Runs after `next build` (see package.json): the post-build step, lib/build/seal-build.ts.
import { sealBuild } from '@/lib/build/seal-build';

sealBuild();
