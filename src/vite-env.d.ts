/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' starts the built-in demo backend (msw) before the console. */
  readonly VITE_DEMO_BACKEND?: string;
  /** Origin of the real backend; the console calls `${VITE_API_BASE}/api/...`. Empty: same origin. */
  readonly VITE_API_BASE?: string;
  /** Dev server only: where /api is proxied when the demo backend is off. */
  readonly VITE_API_PROXY?: string;
  /** Milliseconds before a call times out; 60000 unless set. */
  readonly VITE_API_TIMEOUT?: string;
  /**
   * 'reference' makes the calls the reference backend (CRMEB) has where SPEC.md names others (coupons,
   * submitting a product for review); anything else: SPEC.md's calls. See src/api/profile.ts.
   */
  readonly VITE_BACKEND_PROFILE?: string;
  /**
   * 'reference' makes the demo backend answer exactly as the reference backend would (src/mocks/wire):
   * its calls, classes, envelope and refusals. It implies VITE_BACKEND_PROFILE=reference.
   */
  readonly VITE_DEMO_WIRE?: string;
  /** The product title appended to every page title. */
  readonly VITE_APP_TITLE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
