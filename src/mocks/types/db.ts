// The store's shape: every area's records, and what a saved store must match to be read back.
import type { Attachment, UserAdminDetailResponse } from '@/api/generated/model';
import type { DemoAccount } from './accounts';
import type { DemoStatistics } from './statistics';
import type { DemoCategory } from './material';
import type { DemoProductData } from './products';
import type { DemoOrderData } from './orders';
import type { DemoCouponData } from './coupons';
import type { DemoSeckillData } from './seckill';
import type { DemoGroupData } from './groupbuy';
import type { DemoBargain } from './bargain';
import type { DemoStoreData } from './store';
import type { DemoFinanceData } from './finance';
import type { DemoShippingData } from './shipping';
import type { DemoRoleData } from './roles';
import type { DemoMaintainData } from './maintain';
import type { DemoLiveData } from './live';
import type { DemoLiveGoodsData } from './live-goods';
import type { DemoVideoData } from './video';
import type { DemoCardSecretData } from './cdkey';
import type { DemoEmployeeData } from './employees';

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
    DemoVideoData,
    DemoCardSecretData,
    DemoEmployeeData {
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
  /** block puzzle token → its secret key, where the piece fits, and when it expires (ms) */
  puzzles: Record<string, { secretKey: string; x: number; y: number; expires: number }>;
  /** a solved puzzle's ticket (what the sign-in sends) → when it expires (ms) */
  puzzleTickets: Record<string, number>;
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

/** The shape of the stored demo data; bump it when a seed's shape changes (old stores are then seeded anew). */
export const DB_VERSION = 31;
