import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';
import { parse } from 'yaml';
import type { Faker } from '@faker-js/faker';

// The input is the console's model contract (scripts/model-contract.ts, from the bundled wire contract):
// where the wire allows two shapes, the one the console reads. The tests check exchanges against the
// wire contract itself (src/test/contract.ts).
const input = { target: './openapi/generated/merchant.model.yaml' };

// The msw mocks' answers for the texts the contract gives a pattern. faker's fromRegExp, which orval uses
// for a pattern, knows no \d, group or lookahead: its amounts, dates and plain texts broke the contract.
// orval writes each function's source into the mocks, where `faker` is the generated file's own import.
declare const faker: Faker;
type PatternMock = { mock: () => string; length: [number, number] };
const PATTERN_MOCKS: Record<string, PatternMock> = {
  [String.raw`^-?\d{1,11}(\.\d{1,2})?$`]: { mock: () => faker.finance.amount({ min: 0, max: 99999 }), length: [4, 8] },
  [String.raw`^(?!0+(\.0+)?$)\d{1,11}(\.\d{1,2})?$`]: { mock: () => faker.finance.amount({ min: 0.01, max: 99999 }), length: [4, 8] },
  [String.raw`^(0|[1-9]\d{0,5})(\.\d{1,2})?$`]: { mock: () => faker.finance.amount({ min: 0, max: 9999 }), length: [4, 7] },
  [String.raw`^(?!0+(\.0+)?$)(0|[1-9]\d{0,5})(\.\d{1,2})?$`]: { mock: () => faker.finance.amount({ min: 0.01, max: 9999 }), length: [4, 7] },
  [String.raw`^\d{1,8}(\.\d{1,2})?$`]: { mock: () => faker.finance.amount({ min: 0, max: 9999 }), length: [4, 7] },
  // Fixed bounds, not faker.date.recent: a seeded run answers the same whatever the day.
  [String.raw`^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$`]: { mock: () => faker.date.between({ from: '2024-01-01', to: '2026-12-31' }).toISOString().slice(0, 19).replace('T', ' '), length: [19, 19] },
  [String.raw`^\d{4}-\d{2}-\d{2}$`]: { mock: () => faker.date.between({ from: '2024-01-01', to: '2026-12-31' }).toISOString().slice(0, 10), length: [10, 10] },
  [String.raw`^\d+(,\d+)*$`]: { mock: () => faker.helpers.multiple(() => faker.number.int({ min: 1, max: 999 }), { count: { min: 1, max: 3 } }).join(','), length: [1, 11] },
  [String.raw`^(\d+(,\d+)*)?$`]: { mock: () => faker.helpers.multiple(() => faker.number.int({ min: 1, max: 999 }), { count: { min: 0, max: 3 } }).join(','), length: [0, 11] },
  [String.raw`^[12](,[12])?$`]: { mock: () => faker.helpers.arrayElement(['1', '2', '1,2']), length: [1, 3] },
  [String.raw`^[1-6](,[1-6])*$`]: { mock: () => faker.helpers.arrayElements(['1', '2', '3', '4', '5', '6'], { min: 1, max: 3 }).join(','), length: [1, 5] },
  [String.raw`^1\d{10}$`]: { mock: () => `1${faker.string.numeric(10)}`, length: [11, 11] },
  '^data:image/': { mock: () => `data:image/png;base64,${faker.string.alphanumeric(24)}`, length: [46, 46] },
  // Plain text: no control characters (and, with the lookahead, not blank).
  [String.raw`^(?:[^\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$`]: { mock: () => faker.string.alpha({ length: { min: 2, max: 11 } }), length: [2, 11] },
  [String.raw`^(?=[\s\S]*\S)(?:[^\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$`]: { mock: () => faker.string.alpha({ length: { min: 2, max: 11 } }), length: [2, 11] },
};

interface ModelSchema {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, ModelSchema>;
}
const modelSchemas = (parse(readFileSync(input.target, 'utf8')) as { components: { schemas: Record<string, ModelSchema> } }).components.schemas;
const patternMock = (s: ModelSchema) => {
  const known = s.pattern === undefined ? undefined : PATTERN_MOCKS[s.pattern];
  return known && (s.minLength ?? 0) <= known.length[0] && known.length[1] <= (s.maxLength ?? Infinity) ? known.mock : undefined;
};
const withMocks = <T>(entries: Array<[string, T | undefined]>) => Object.fromEntries(entries.filter((e): e is [string, T] => e[1] !== undefined));
// orval matches a property override by the property's name, and a named schema's ($ref) by its name.
const mock = {
  properties: withMocks(Object.entries(modelSchemas).map(([name, s]) => [name, patternMock(s)])),
  schemas: withMocks(
    Object.entries(modelSchemas).map(([name, s]) => {
      const properties = withMocks(Object.entries(s.properties ?? {}).map(([key, p]) => [key, patternMock(p)]));
      return [name, Object.keys(properties).length > 0 ? { properties } : undefined];
    }),
  ),
};

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
        mock,
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
