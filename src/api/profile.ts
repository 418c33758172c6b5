/**
 * Which backend's calls the console makes where SPEC.md and the reference backend (CRMEB) name different
 * ones for the same thing: the coupon calls (SPEC.md's /admin/merchant/v2/coupon/*, the reference's
 * /admin/merchant/coupon/*) and submitting a product for review (the id in the path or in the body).
 * Set VITE_BACKEND_PROFILE=reference for a CRMEB backend; SPEC.md's calls otherwise. The demo backend
 * answers both, and with VITE_DEMO_WIRE=reference answers as CRMEB would, which only the reference's calls
 * meet. Operations made under one profile only are marked x-profile in the contract.
 */
export type BackendProfile = 'spec' | 'reference';

/** Read when a call is made (a build has it fixed; a test may stub VITE_BACKEND_PROFILE). */
export const backendProfile = (): BackendProfile =>
  import.meta.env.VITE_BACKEND_PROFILE === 'reference' || import.meta.env.VITE_DEMO_WIRE === 'reference' ? 'reference' : 'spec';

export const isReferenceProfile = () => backendProfile() === 'reference';
