import type { SeedBase } from '../db';

/** Video-channel categories, brands, drafts, approved products and the access application. */
export interface DemoVideoData {}

export function seedVideo(_now: number, _base: SeedBase): DemoVideoData {
  return {};
}
