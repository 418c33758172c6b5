// What `import … from 'zod'` resolves to in the console (vite.config.ts aliases it here): zod with its
// compiled parsers switched off before any schema exists. zod probes for them with `new Function('')`
// when its first object schema is made; under the console's CSP (no eval) the probe fails quietly but
// the browser reports a violation from every chunk of schemas. Validation works the same either way.
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
