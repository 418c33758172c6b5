import type { Attachment, UserAdminDetailResponse } from '@/api/generated/model';
import { seedAccounts, type DemoAccount } from './seed/accounts';
import { seedUsers } from './seed/users';
import { seedStatistics, type DemoStatistics } from './seed/statistics';
import { seedMaterial, type DemoCategory } from './seed/material';
import { seedProducts, type DemoProductData } from './seed/products';
import { seedOrders, type DemoOrderData } from './seed/orders';
import { seedCoupons, type DemoCouponData } from './seed/coupons';
import { seedSeckill, type DemoSeckillData } from './seed/seckill';
import { seedGroupBuy, type DemoGroupData } from './seed/groupbuy';
import { seedBargains, type DemoBargain } from './seed/bargain';
import { seedStore, type DemoStoreData } from './seed/store';
import { seedFinance, type DemoFinanceData } from './seed/finance';
import { seedShipping, type DemoShippingData } from './seed/shipping';
import { seedRoles, type DemoRoleData } from './seed/roles';
import { seedMaintain, type DemoMaintainData } from './seed/maintain';
import { seedLive, type DemoLiveData } from './seed/live';
import { seedLiveGoods, type DemoLiveGoodsData } from './seed/live-goods';
import { seedVideo, type DemoVideoData } from './seed/video';
import { formatDateTime } from './seed/random';

/** How the demo backend misbehaves for a path, when told to (tests and the dev panel). */
export const FAULT_KINDS = ['500', '401', '403', 'network', 'timeout', 'slow', 'malformed'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface DemoDb
  extends DemoProductData,
    DemoOrderData,
    DemoCouponData,
    DemoSeckillData,
    DemoGroupData,
    DemoStoreData,
    DemoFinanceData,
    DemoShippingData,
    DemoRoleData,
    DemoMaintainData,
    DemoLiveData,
    DemoLiveGoodsData,
    DemoVideoData {
  version: number;
  accounts: DemoAccount[];
  /** token → account id */
  sessions: Record<string, number>;
  /** account → failed sign-ins since the last success */
  failures: Record<string, number>;
  /** captcha token → secret key */
  captchaSecrets: Record<string, string>;
  /** image code key → the characters drawn */
  captchaCodes: Record<string, string>;
  /** one-time ticket → account id and expiry (ms) */
  tickets: Record<string, { accountId: number; expires: number }>;
  users: UserAdminDetailResponse[];
  statistics: DemoStatistics;
  /** Categories of every type (attachment categories are type 2). */
  categories: DemoCategory[];
  attachments: Attachment[];
  /** Uploaded files (data URLs) by their /demo-files/ address. */
  files: Record<string, string>;
  bargains: DemoBargain[];
  /** path (after /api) → fault */
  faults: Record<string, FaultKind>;
}

const DB_VERSION = 16;

/** The records every later area builds on (users, products, orders, …), seeded first. */
function seedBase(now: number) {
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

export function createSeed(now = Date.now()): DemoDb {
  const base = seedBase(now);
  return {
    ...base,
    ...seedStore(now, base),
    ...seedFinance(now, base),
    ...seedShipping(now, base),
    ...seedRoles(now, base),
    ...seedMaintain(now, base),
    ...seedLiveGoods(now, base),
    ...seedLive(now, base),
    ...seedVideo(now, base),
  };
}

/** Where the store is kept between page loads: IndexedDB in the browser, nothing in node. */
export interface DemoPersistence {
  load(): Promise<unknown>;
  save(db: DemoDb): Promise<void>;
}

let db: DemoDb = createSeed();
let persistence: DemoPersistence | null = null;
let dirty = false;

export const getDb = () => db;

function isDemoDb(value: unknown): value is DemoDb {
  return typeof value === 'object' && value !== null && (value as DemoDb).version === DB_VERSION;
}

export async function attachPersistence(store: DemoPersistence) {
  persistence = store;
  const saved = await store.load();
  if (isDemoDb(saved)) db = saved;
  else await store.save(db);
}

/** Records a change; `flush` (run by every handler before it answers) writes it to the browser store. */
export function commit() {
  dirty = true;
}

/** Writes recorded changes, so an answer the console has seen survives a reload. */
export async function flush() {
  if (!dirty) return;
  dirty = false;
  if (persistence) await persistence.save(db);
}

export async function resetDb(now = Date.now()) {
  db = createSeed(now);
  commit();
  await flush();
}

export function setFault(path: string, kind: FaultKind | null) {
  if (kind) db.faults[path] = kind;
  else delete db.faults[path];
  commit();
}

export function clearFaults() {
  db.faults = {};
  commit();
}
