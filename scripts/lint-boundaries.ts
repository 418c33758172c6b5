// Writes the import boundaries into .oxlintrc.json (`overrides`), one entry per layer and per feature:
//   routes → features → components, lib; a feature never imports another; components, lib and api never
//   import features; the demo backend (src/mocks) imports lib and the generated code, never features or
//   components, and its seeds and store types import only leaves; src/api imports nothing of src/lib, its tests
//   neither; only src/mocks, main.tsx and tests import src/mocks; search validators (*-search.ts), which
//   ship with the sign-in page, import no generated calls, schemas or react-query. And a page component's
//   file (src/features/**/*-page.tsx) is at most 250 lines.
// oxlint applies the last matching override of a rule, so every file gets exactly one entry; a test
// (src/lint-boundaries.test.ts) checks that every feature folder has its own. Run after adding a feature:
//   node scripts/lint-boundaries.ts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const CONFIG = '.oxlintrc.json';
type Pattern = { group: string[]; message: string };

const otherFeatures = (feature: string): Pattern => ({
  group: ['@/features/**', `!@/features/${feature}/**`, '**/features/**', `!**/features/${feature}/**`],
  message: `a feature imports no other feature: move what ${feature} shares with it to components/ or lib/`,
});
const anyFeature: Pattern = { group: ['@/features/**', '**/features/**'], message: 'shared code (components, lib, api) and the demo backend never import features' };
const upward: Pattern = { group: ['../**'], message: 'inside a feature, relative imports stay in their folder: import from other folders with @/' };
const demoBackend: Pattern = { group: ['@/mocks/**', '**/mocks/**'], message: 'only src/mocks, main.tsx and tests use the demo backend' };
const ui: Pattern = { group: ['@/components/**', '**/components/**'], message: 'the demo backend shares rules through lib/, not UI components' };
const routes: Pattern = { group: ['@/routes/**', '**/routes/**'], message: 'nothing imports route files but the generated route tree' };
const lib: Pattern = {
  group: ['@/lib/**', '**/lib/**'],
  message: "the HTTP client is the console's lowest layer (lib/ loads the session through it): it gets the token and the messages at start-up (lib/http-hooks.ts) instead of importing lib/",
};
/** The modules of the demo backend that hold no store and no rule, which the seeds and the store's types may borrow. */
const DEMO_LEAVES = ['../types/*', '../assets', '../sensitive-calls', '../logic/time', '../logic/numbers', '../logic/refund-rows', '../logic/expresses', '../logic/shipping-rows'];
const demoStore: Pattern = {
  group: ['@/mocks/**', '../**', ...DEMO_LEAVES.map((leaf) => `!${leaf}`)],
  message: `the seeds and the store's types import nothing that holds or changes the store, only each other and the leaves (${DEMO_LEAVES.join(', ')}): what they share with the rules moves to a leaf`,
};
const firstPage: Pattern = {
  group: ['@/api/generated/endpoints/**', '@/api/generated/functions/**', '@/api/generated-zod/**', '@tanstack/react-query', '@/lib/query-client', '@/components/list/**', '!@/components/list/list-search'],
  message: "a route's search validator ships with the sign-in page: keep calls, schemas and react-query out of *-search.ts (query builders go in a *-queries.ts module)",
};

/** The longest a page component's file may be (issue 29). */
const PAGE_MAX_LINES = 250;

const rule = (...patterns: Pattern[]) => ({ 'no-restricted-imports': ['error', { patterns }] });
/** Test files, and a feature's own test data helpers (`<feature>-test-utils.ts`; what features share lives in src/test). */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*-test-utils.ts'];

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .toSorted();

export const overrides = [
  { files: ['src/components/**', 'src/lib/**'], rules: rule(anyFeature, demoBackend, routes) },
  // lib/ builds on the HTTP client (the session loads through it): the client imports none of it, its tests neither.
  { files: ['src/api/**'], rules: rule(anyFeature, demoBackend, routes, lib) },
  { files: ['src/routes/**', 'src/app.tsx', 'src/router.tsx'], rules: rule(demoBackend) },
  { files: ['src/mocks/**'], rules: rule(anyFeature, ui, routes) },
  // The store's records and the seed that fills them sit below the store and its rules: no import loop through db.ts.
  { files: ['src/mocks/seed/**', 'src/mocks/types/**'], rules: rule(anyFeature, ui, routes, demoStore) },
  ...features.map((f) => ({ files: [`src/features/${f}/**`], rules: rule(otherFeatures(f), upward, demoBackend, routes) })),
  // Search validators run in the route options, which are not code-split.
  ...features.map((f) => ({ files: [`src/features/${f}/**/*-search.ts`], rules: rule(otherFeatures(f), upward, demoBackend, routes, firstPage) })),
  { files: ['src/components/list/list-search.ts'], rules: rule(anyFeature, demoBackend, routes, firstPage) },
  // Tests may use the demo backend, and still no other feature (its helpers included: shared ones live in src/test).
  ...features.map((f) => ({ files: TESTS.map((t) => `src/features/${f}/${t}`), rules: rule(otherFeatures(f), upward, routes) })),
  // Tests of shared code and of the demo backend may use both (the demo backend's tests read what the UI would).
  { files: ['src/components', 'src/lib', 'src/mocks'].flatMap((dir) => TESTS.map((t) => `${dir}/${t}`)), rules: rule(anyFeature, routes) },
  { files: TESTS.map((t) => `src/api/${t}`), rules: rule(anyFeature, routes, lib) },
  { files: ['scripts/**'], rules: { 'no-console': 'off' } },
  // A page component reads in one sitting: what grows past this is split by concern (hooks, panels, rows).
  { files: ['src/features/**/*-page.tsx'], rules: { 'max-lines': ['error', { max: PAGE_MAX_LINES, skipBlankLines: false, skipComments: false }] } },
];

const config = JSON.parse(readFileSync(CONFIG, 'utf8')) as Record<string, unknown>;
config.overrides = overrides;
writeFileSync(CONFIG, `${JSON.stringify(config, null, 2)}\n`);
