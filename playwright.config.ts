import { defineConfig } from '@playwright/test';

/** E2E_PORT moves both servers (a second checkout can run its tests beside the first). */
const port = Number(process.env.E2E_PORT ?? 4173);
/**
 * The same bundle with VITE_DEMO_WIRE=reference: the demo backend answers exactly as the reference backend
 * (CRMEB) would, and the console makes that backend's calls (the reference profile, which the wire implies).
 */
const referencePort = port + 1;
/** `npm run dev`, started by the dev server project itself (tests/dev), so other runs do not pay for it. */
const devPort = port + 2;
/** Each port its own build folder, so two runs side by side do not overwrite each other's bundle. */
const out = process.env.E2E_PORT ? `dist-e2e-${port}` : 'dist-e2e';

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: process.env.E2E_PORT ? `test-results-${port}` : 'test-results',
  fullyParallel: true,
  // Two on two cores: a subset ran faster with three (94 s against 118), but the whole suite ran slower
  // (854 s against 797, its tests' times summed 2406 s against 1509: they contend for the cores).
  workers: 2,
  // A failing test runs once more, recording a trace (recording every test doubled the suite's time on
  // 2 cores); one that then passes is flaky, and fails the run all the same.
  retries: 1,
  failOnFlakyTests: true,
  // The digest: a few lines per failed or flaky test, which `npm run ci` prints last.
  reporter: [['list'], ['./tests/failure-digest.ts']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 800 },
    locale: 'zh-CN',
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium headless shell (package chromium-headless-shell, installed by e2e:deps):
      // the same engine as /usr/bin/chromium with less CPU per page. Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // `npm run dev` from a cold cache: every menu page, by the sidebar and by address, twice (tests/dev).
    // First, so its one long serial walk runs beside the other tests instead of after them.
    // A page load of the dev server that never ends (seen once under load 20) fails in three minutes, not at
    // the walk's ten, so its retry still fits the run.
    { name: 'dev server', testDir: './tests/dev', use: { baseURL: `http://127.0.0.1:${devPort}`, navigationTimeout: 180_000 } },
    // The bundle a merchant deploys (no demo code) behind nginx as docs/deployment.md shows it, against the demo
    // backend over HTTP (npm run server): each file starts its own nginx and backend, on ports of their own.
    { name: 'deployed bundle', testDir: './tests/deploy', timeout: 60_000 },
    { name: 'spec profile', testIgnore: /reference-(profile|wire)\.spec\.ts$/ },
    // The flows whose calls differ between the profiles (coupons, submitting a product for review), again
    // with the reference backend's calls, answered as that backend answers them. Tests tagged @spec-calls
    // use calls only SPEC.md names (a CRMEB backend has none of them).
    { name: 'reference profile', testMatch: /(coupon|reference-profile)\.spec\.ts$/, grepInvert: /@spec-calls/, use: { baseURL: `http://127.0.0.1:${referencePort}` } },
    // Every page of the owner's menu and the main flows on the same build (README: Using a real backend).
    // 小票打印 too: the reference's fixed printer fields, against its answers.
    // 重新提交 and 撤回审核 of seckill products too: the reference backend's add and withdraw, no resubmit call.
    { name: 'reference wire', testMatch: /(reference-wire|printers|seckill-resubmit)\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${referencePort}` } },
  ],
  webServer: [
    {
      // The production bundle with the demo backend (mode e2e), served as it would be.
      command: `npx vite build --mode e2e --outDir ${out} --logLevel warn && npx vite preview --outDir ${out} --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `VITE_DEMO_WIRE=reference npx vite build --mode e2e --outDir ${out}-reference --logLevel warn && npx vite preview --outDir ${out}-reference --host 127.0.0.1 --port ${referencePort} --strictPort`,
      url: `http://127.0.0.1:${referencePort}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
