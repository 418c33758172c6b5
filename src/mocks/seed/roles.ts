import type { SeedBase } from '../db';

/** Roles the store gives its admins. */
export interface DemoRoleData {}

export function seedRoles(_now: number, _base: SeedBase): DemoRoleData {
  return {};
}
