/**
 * The demo backend's service-worker files in public/: msw's worker (written by `msw init`) and the wrapper the
 * console registers (public/demo-worker.js). A build without the demo backend drops them (vite.config.ts),
 * and the budgets check refuses a build that has them (scripts/check-budgets.ts).
 */
export const DEMO_WORKER_FILES = ['mockServiceWorker.js', 'demo-worker.js'] as const;
