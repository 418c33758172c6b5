import { seedAccounts } from './accounts';
import { seedUsers } from './users';
import { seedStatistics } from './statistics';
import { seedMaterial } from './material';
import { seedProducts } from './products';
import { seedOrders } from './orders';
import { seedCoupons } from './coupons';
import { seedSeckill } from './seckill';
import { seedGroupBuy } from './groupbuy';
import { seedBargains } from './bargain';
import { formatDateTime } from '../logic/time';
import { DB_VERSION, type FaultKind } from '../types/db';

/** The records every later area builds on (users, products, orders, …), seeded first. */
export function seedBase(now: number) {
  const lastTime = formatDateTime(new Date(now - 86_400_000));
  const accounts = seedAccounts(lastTime);
  const users = seedUsers(now);
  const products = seedProducts(now);
  return {
    version: DB_VERSION,
    accounts,
    // Tokens derived from a role name (the role switch) belong to the demo account holding that role.
    sessions: Object.fromEntries(accounts.map((a) => [`${a.roles[0]}-token`, a.id])),
    failures: {},
    captchaSecrets: {},
    captchaCodes: {},
    puzzles: {},
    puzzleTickets: {},
    tickets: {},
    users,
    statistics: seedStatistics(now),
    ...seedMaterial(now),
    ...products,
    ...seedOrders(now, users, products.products),
    ...seedCoupons(now, users),
    ...seedSeckill(now, products.products),
    ...seedGroupBuy(now, products.products, users),
    bargains: seedBargains(now, products.products, users),
    files: {},
    faults: {} as Record<string, FaultKind>,
  };
}

/** What the seeds of the settings, finance and maintenance areas may read. */
export type SeedBase = ReturnType<typeof seedBase>;
