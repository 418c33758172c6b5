import type { SeedBase } from '../db';

/** Export files, linked carriers and the sensitive-operation log. */
export interface DemoMaintainData {}

export function seedMaintain(_now: number, _base: SeedBase): DemoMaintainData {
  return {};
}
