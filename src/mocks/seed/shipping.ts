import type { SeedBase } from '../db';

/** Region rows of the shipping templates. */
export interface DemoShippingData {}

export function seedShipping(_now: number, _base: SeedBase): DemoShippingData {
  return {};
}
