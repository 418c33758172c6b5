import { getDb } from '@/mocks/db';
import { seeded } from '@/test/demo-data';

/** What the seckill pages' tests share about the seeded activities and products (not a test file itself). */

export const activityNamed = (name: string) => seeded('seckillActivities', (a) => a.name === name, `activity ${name}`);

export const productNamed = (name: string) => seeded('products', (p) => p.name === name, `product ${name}`);

/** The seeded seckill product of a product, with the product's name. */
export function seckillOf(test: (s: ReturnType<typeof getDb>['seckillProducts'][number]) => boolean) {
  const entry = seeded('seckillProducts', test, 'seckill product');
  const product = seeded('products', (p) => p.id === entry.productId, 'product of the seckill product');
  return { entry, name: product.name };
}
