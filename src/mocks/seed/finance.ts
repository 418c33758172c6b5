import type { SeedBase } from '../db';

/** Settlements the store applied for and users' withdrawals. */
export interface DemoFinanceData {}

export function seedFinance(_now: number, _base: SeedBase): DemoFinanceData {
  return {};
}
