import { getDb } from '@/mocks/db';
import type { DemoDb } from '@/mocks/types/db';

/**
 * The first seeded record of a table matching a test: tests find their data through the demo store
 * rather than by hard-coded ids, so a seed change does not silently change what they test.
 */
export function seeded<K extends keyof DemoDb>(table: K, test: (row: DemoDb[K] extends Array<infer R> ? R : never) => boolean, what = String(table)) {
  const rows = getDb()[table] as unknown as Array<DemoDb[K] extends Array<infer R> ? R : never>;
  const found = rows.find(test);
  if (!found) throw new Error(`no such ${what} in the seed`);
  return found;
}
