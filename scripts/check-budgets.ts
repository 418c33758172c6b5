// Checks the production build against the performance budgets (issues 4 and 18): byte counts (gzip
// of the emitted files, as the bench counts them), no timing involved.
// - Sign-in: what Chromium fetches before the password field is on screen, read from the page's own
//   resource timing (so a script loaded in parallel counts, as it does for the user).
// - Signed-in pages: from Vite's manifest, the chunks a first visit to the page loads.
//   node scripts/check-budgets.ts [distDir]     (after `vite build`; needs Chromium: npm run e2e:deps)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_WORKER_FILES } from './lib/demo-worker.ts';
import { CHROMIUM_ARGS, HEADLESS_SHELL, preview, scriptsBeforeSignInForm, signInPictureStub, sizeOf, sum, watchSignInForm } from './lib/browser.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const KB = 1000;
export const BUDGETS = {
  /** JavaScript the browser fetches before the sign-in form is on screen. */
  loginKb: 120,
  /** All JavaScript of any page after sign-in, on a first visit. */
  pageKb: 300,
  /** Any one chunk, except the editor, chart and cropper chunks of the pages that use them. */
  chunkKb: 100,
};
const EXEMPT_CHUNK = /(chart|editor|cropper)/i;
/** Strings that only mock code or demo data contain. */
const MOCK_MARKERS = ['mockServiceWorker', 'demo-worker', 'faker', '__merchantDemo', 'setupWorker', '云上好店科技有限公司', 'staff123', 'admin123'];

const dist = process.argv[2] ?? 'dist';
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`no ${manifestPath}: run \`vite build\` first`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
const gzipOf = (file: string) => sizeOf(dist, file).gzip;

const isRouteKey = (key: string) => key.startsWith('src/routes/');
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('the manifest has no entry');

/** Chunk keys reached from `roots` by static imports, and by dynamic ones when `dynamic` says so. */
function reach(roots: string[], dynamic: (from: string, to: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    stack.push(...(chunk.imports ?? []));
    for (const next of chunk.dynamicImports ?? []) if (dynamic(key, next)) stack.push(next);
  }
  return seen;
}

const bytes = (keys: Set<string>) => [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((total, k) => total + gzipOf(manifest[k].file), 0);

// The route files whose chunks a page loads: the page's own (its loader's and its component's parts,
// split apart by the router plugin) and those of the layouts above it.
const routeKeys = Object.keys(manifest).filter(isRouteKey);
const fileOf = (key: string) => key.replace(/\?.*$/, '').replace(/\.lazy\.tsx$/, '.tsx');
const routeFiles = [...new Set(routeKeys.map(fileOf))];
function chainOf(file: string): string[] {
  const dirs = file.replace(/^src\/routes\//, '').split('/').slice(0, -1);
  const layouts = dirs.map((_, i) => `src/routes/${dirs.slice(0, i + 1).join('/')}.tsx`);
  return routeKeys.filter((k) => fileOf(k) === file || layouts.includes(fileOf(k)));
}

interface Row {
  route: string;
  kind: 'before-interactive' | 'first-visit';
  gzipKb: number;
  budgetKb: number;
  ok: boolean;
}
const rows: Row[] = [];
const problems: string[] = [];

// Sign-in, as the browser fetches it (median of three loads; they agree unless something races).
async function signInBytes(): Promise<{ gzip: number; files: string[] }> {
  const server = await preview(dist, 4184);
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS });
  try {
    const loads = [];
    for (let i = 0; i < 3; i++) {
      const page = await browser.newPage();
      await page.route('**/api/**', (route) => route.fulfill({ json: signInPictureStub }));
      await watchSignInForm(page);
      await page.goto(`${server.url}/login`);
      const fetched = (await scriptsBeforeSignInForm(page, dist)).files;
      loads.push({ gzip: sum(fetched, 'gzip'), files: fetched.map((f) => f.file) });
      await page.close();
    }
    return loads.toSorted((a, b) => a.gzip - b.gzip)[1];
  } finally {
    await browser.close();
    server.stop();
  }
}
const signIn = await signInBytes();
rows.push({ route: '/login', kind: 'before-interactive', gzipKb: signIn.gzip / KB, budgetKb: BUDGETS.loginKb, ok: signIn.gzip <= BUDGETS.loginKb * KB });

// Every signed-in page: the entry with what it loads for any page (the HTTP client), the page's
// chain of route chunks and everything those import, plus the lazy parts a page shows as soon as it
// opens. Other dynamic imports load on demand — a dialog, the rich-text editor, a form's later tab —
// and are not part of the first visit (each is held to the chunk budget instead).
const SHOWN_AT_ONCE = [/sales-trend-chart/];
const entryExtras = (manifest[entryKey].dynamicImports ?? []).filter((k) => !isRouteKey(k));
for (const file of routeFiles.filter((f) => f.startsWith('src/routes/_authed/'))) {
  const total = bytes(reach([entryKey, ...entryExtras, ...chainOf(file)], (from, to) => from !== entryKey && (isRouteKey(to) || SHOWN_AT_ONCE.some((r) => r.test(to)))));
  const route = file.replace(/^src\/routes\/_authed(\/_permitted)?/, '').replace(/\.tsx$/, '').replace(/\[(\w+)\]/g, '$1') || '/';
  rows.push({ route, kind: 'first-visit', gzipKb: total / KB, budgetKb: BUDGETS.pageKb, ok: total <= BUDGETS.pageKb * KB });
}

for (const chunk of Object.values(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const size = gzipOf(chunk.file);
  if (size > BUDGETS.chunkKb * KB && !EXEMPT_CHUNK.test(chunk.file)) problems.push(`${chunk.file} is ${(size / KB).toFixed(1)} kB gzip, over ${BUDGETS.chunkKb} kB`);
}

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}
for (const path of files(dist)) {
  if (!/\.(js|html|css|json)$/.test(path) || path.includes('.vite')) continue;
  const text = readFileSync(path, 'utf8');
  for (const marker of MOCK_MARKERS) if (text.includes(marker)) problems.push(`${relative(dist, path)} contains mock code or demo data ('${marker}')`);
}
for (const file of DEMO_WORKER_FILES) if (existsSync(join(dist, file))) problems.push(`${file} is in the build`);

for (const row of rows) if (!row.ok) problems.push(`${row.route} loads ${row.gzipKb.toFixed(1)} kB gzip of JavaScript ${row.kind === 'before-interactive' ? 'before it is interactive' : 'on a first visit'}, over ${row.budgetKb} kB`);

console.log('route'.padEnd(28), 'measure'.padEnd(20), 'JS gzip kB'.padStart(10), 'budget'.padStart(8));
for (const row of rows) console.log(row.route.padEnd(28), row.kind.padEnd(20), row.gzipKb.toFixed(1).padStart(10), String(row.budgetKb).padStart(8), row.ok ? '' : '  OVER');
console.log(`\n/login fetched before its form is on screen: ${signIn.files.join(', ')}`);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/budgets.json', `${JSON.stringify({ budgets: BUDGETS, rows, signInFiles: signIn.files, problems }, null, 2)}\n`);
if (problems.length > 0) {
  console.error(`\nbudget problems:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\nbudgets met; no mock code in the build');
