import { fileURLToPath } from 'node:url';

/** How the sources name their modules: the console's build, its tests and the demo backend's server share them. */
export const SOURCE_ALIASES = [
  { find: '@', replacement: fileURLToPath(new URL('../../src', import.meta.url)) },
  // zod, configured before any schema is made (src/lib/zod-jitless.ts); it imports zod itself as zod/v4.
  { find: /^zod$/, replacement: fileURLToPath(new URL('../../src/lib/zod-jitless.ts', import.meta.url)) },
];
