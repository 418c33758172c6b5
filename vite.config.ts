import { defineConfig, loadEnv } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy, securityHeaders } from './scripts/lib/security-headers.ts';
import { DEMO_WORKER_FILES } from './scripts/lib/demo-worker.ts';
import { SOURCE_ALIASES } from './scripts/lib/aliases.ts';

/** Unit, component and route tests: jsdom, the demo backend on msw, the contract watcher (src/test/setup.ts). */
const unitTests = {
  environment: 'jsdom',
  globals: true,
  // react-debug-tasks first: it must run before React loads (the file says why).
  setupFiles: ['./src/test/react-debug-tasks.ts', './src/test/setup.ts'],
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: [...configDefaults.exclude, 'tests/**'],
  testTimeout: 15000,
  // One module graph and jsdom per worker instead of per file: loading the app, the demo backend
  // and the contract for each of 120 files took two thirds of the run. setup.ts resets what a
  // test can leave behind (the store, the session, storage, messages, handlers) after every test.
  isolate: false,
};

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // With VITE_API_BASE unset and VITE_API_PROXY set, the dev server forwards /api to a real backend.
  const proxyTarget = env.VITE_API_PROXY;
  const apiOrigin = env.VITE_API_BASE ? new URL(env.VITE_API_BASE).origin : '';
  // Built bundles run under a strict policy (scripts/lib/security-headers.ts), in a <meta> tag and, from
  // the production server, in headers with the rest. The dev server needs inline scripts for hot reload,
  // so the policy is added at build time.
  const csp = contentSecurityPolicy(apiOrigin);
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // A route's loader goes with its component chunk: loaders import the generated query options and
        // react-query, which must stay off the sign-in page. The loader still runs before the page renders,
        // and on hover with intent preload (npm run bench, sidebar case: a hovered link's page 100 → 68 ms).
        // A chunk of its own per loader measured the same on loopback, with one more request per page, and
        // costs the sign-in page 1.6 kB gzip (each loader's import and its chunk list in the entry).
        codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['pendingComponent'], ['notFoundComponent']] },
      }),
      react(),
      tailwindcss(),
      {
        name: 'content-security-policy',
        apply: 'build',
        // After the charset, which must come first in the document.
        transformIndexHtml: (html) => html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`),
      },
      {
        // The msw worker and its wrapper are copied from public/; a build without the demo backend must not ship them.
        name: 'drop-demo-worker',
        apply: 'build',
        writeBundle(options) {
          if (env.VITE_DEMO_BACKEND !== 'true' && options.dir) for (const file of DEMO_WORKER_FILES) rmSync(join(options.dir, file), { force: true });
        },
      },
    ],
    resolve: { alias: SOURCE_ALIASES },
    // `npm run dev` serves the app bundled (Vite 8's bundled dev mode, experimental): a reload of a page makes
    // some 100 requests instead of 370 source modules and shows its rows sooner (scripts/bench.ts, dev case).
    // `npm run dev:modules` (VITE_DEV_MODULES=true) serves each module on its own, as Vite always did.
    experimental: { bundledDev: !process.env.VITEST && env.VITE_DEV_MODULES !== 'true' },
    server: {
      // Transformed while the browser is still on its way: the console and, when it runs, the demo backend.
      warmup: { clientFiles: ['./src/main.tsx', ...(env.VITE_DEMO_BACKEND === 'true' ? ['./src/mocks/browser.ts'] : [])] },
      ...(proxyTarget ? { proxy: { '/api': { target: proxyTarget, changeOrigin: true } } } : {}),
    },
    // `vite preview` serves the build as production would: with the security headers (docs/deployment.md: nginx).
    preview: { headers: securityHeaders(apiOrigin) },
    // The manifest is what scripts/check-budgets.ts reads to know which chunks each route loads.
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      rolldownOptions: {
        // orval's zod files build every schema of the contract at load, answers and list items included; a
        // page or the demo backend uses a few of them. Schema builders have no side effects, so the unused ones
        // drop out of the bundle (the demo backend builds some 360 schemas instead of 3,800, by module as its
        // calls first need them: src/api/operation-schemas).
        treeshake: { manualPureFunctions: ['zod'] },
        // The dev server bundles the whole console when it starts, as a build does, so each module is in one
        // chunk and runs once. Bundled page by page on demand (Rolldown's lazy compilation, the default), a
        // page first opened after the server had rebuilt came as a chunk compiled for that tab with its own
        // copy of what the rebuilt chunks also held (react-query, the console's formats, icons, permissions):
        // when it ran first, the page read a second QueryClient context ("No QueryClient set"); and a tab
        // holding the previous build's chunk names asked for files that were gone (the 'dev server' e2e project).
        ...(command === 'serve' ? { experimental: { devMode: { lazy: false } } } : {}),
        output: {
          // What the first page needs comes in two files (React, and the router with the console's
          // start) instead of a dozen small shared chunks, each with its own request and gzip frame.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 2 },
              { name: 'boot', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
    test: {
      // Both cores: Vitest's default leaves one to the main process, which only collects results here, so
      // the run took one core for seven minutes while the other idled.
      maxWorkers: 2,
      projects: [
        { extends: true, test: { name: 'console', ...unitTests, exclude: [...unitTests.exclude, 'src/__tests__/reference-backend.test.ts', 'src/**/*.reference.test.{ts,tsx}'] } },
        {
          // Pages whose calls a real CRMEB backend answers in shapes of its own (menus, category trees, roles,
          // role details, seckill SKUs, shipping rows, null messages and fields), again with the demo backend
          // answering exactly as that backend would (VITE_DEMO_WIRE=reference, src/mocks/wire): no page may
          // see the difference.
          extends: true,
          test: {
            name: 'reference backend',
            ...unitTests,
            include: [
              'src/__tests__/reference-backend.test.ts',
              // A test for the reference wire alone: a client of the Java backend, the Java's own rules.
              'src/**/*.reference.test.{ts,tsx}',
              'src/__tests__/auth-flow.test.tsx',
              'src/features/shell/**/*.test.{ts,tsx}',
              'src/features/role/**/*.test.{ts,tsx}',
              'src/features/shipping/freight-list-page.test.tsx',
              'src/features/seckill/pages/seckill-product-page.test.tsx',
              'src/components/material/**/*.test.{ts,tsx}',
            ],
            env: { VITE_DEMO_WIRE: 'reference' },
          },
        },
        {
          // `npm run server` as its callers meet it: the built server started as a process, over HTTP.
          test: { name: 'server', environment: 'node', globals: true, include: ['tests/server/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
        },
      ],
    },
  };
});
