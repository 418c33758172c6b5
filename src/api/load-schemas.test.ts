import { MerchantLoginBody } from './generated-zod/auth/auth.zod';
import { GetCouponListQueryParams } from './generated-zod/coupon/coupon.zod';
import { operationSchemas } from './load-schemas';
import { operations, type OperationId } from './operations.gen';

// The demo backend checks each call with its operation's schemas, loaded by module when first needed
// (src/api/load-schemas.ts): every schema the table names must load, and be the generated one.
describe('operationSchemas', () => {
  it('gives the generated schemas themselves', async () => {
    expect((await operationSchemas('merchantLogin')).body).toBe(MerchantLoginBody);
    expect((await operationSchemas('getCouponList')).query).toBe(GetCouponListQueryParams);
  });

  it('loads every schema the operations table names, and none it does not', async () => {
    const missing: string[] = [];
    const table = operations as unknown as Record<OperationId, { params?: string; query?: string; body?: string }>;
    for (const id of Object.keys(operations) as OperationId[]) {
      const entry = table[id];
      const schemas = await operationSchemas(id);
      for (const part of ['params', 'query', 'body'] as const) {
        if ((entry[part] === undefined) !== (schemas[part] === undefined)) missing.push(`${id} ${part}`);
      }
    }
    expect(missing).toEqual([]);
    expect(Object.values(operations).filter((op) => 'body' in op).length).toBeGreaterThan(100);
  });
});
