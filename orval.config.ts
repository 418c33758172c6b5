import { defineConfig } from 'orval';

// The input is the console's model contract (scripts/model-contract.ts, from the bundled wire contract):
// where the wire allows two shapes, the one the console reads. The tests check exchanges against the
// wire contract itself (src/test/contract.ts).
const input = { target: './openapi/generated/merchant.model.yaml' };

export default defineConfig({
  merchant: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/api/generated/endpoints',
      schemas: './src/api/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      // One locale: the package's entry loads all sixty of them (1.5 s per vitest file).
      mock: { generators: [{ type: 'msw', locale: 'zh_CN' }] },
      clean: true,
      override: {
        mutator: { path: './src/api/http.ts', name: 'request' },
        // Enums as union types: the msw factories then need no value import of the model barrel,
        // which made the dev server fetch all 620 model files on every reload.
        enumGenerationType: 'union',
        query: { signal: true },
        operations: {
          downloadFile: { mutator: { path: './src/api/http.ts', name: 'downloadRequest' } },
          exportOrdersExcel: { mutator: { path: './src/api/http.ts', name: 'downloadRequest' } },
        },
      },
    },
  },
  // The same calls as plain functions, with no react-query in sight: the sign-in page and the
  // route guard ship with the first page and use only these.
  merchantFunctions: {
    input,
    output: {
      mode: 'tags-split',
      target: './src/api/generated/functions',
      schemas: './src/api/generated/model',
      client: 'axios-functions',
      clean: ['./src/api/generated/functions'],
      override: {
        mutator: { path: './src/api/http.ts', name: 'request' },
        enumGenerationType: 'union',
        operations: {
          downloadFile: { mutator: { path: './src/api/http.ts', name: 'downloadRequest' } },
          exportOrdersExcel: { mutator: { path: './src/api/http.ts', name: 'downloadRequest' } },
        },
      },
    },
  },
  merchantZod: {
    input,
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: './src/api/generated-zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: {
        zod: {
          version: 4,
          strict: { body: true, response: true },
          coerce: { query: true },
        },
      },
    },
  },
});
