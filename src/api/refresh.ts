import { operations, type OperationId } from './operations.gen';

// What a successful write makes stale, declared once for the whole console. A write of a contract tag
// marks stale every query whose key starts with a read path of the same tag (orval's keys start with the
// call's path); `ALSO` adds what the write changes in other areas, as the backend's rules do; `NOTHING`
// lists the writes that change nothing a page shows. Reads never make anything stale. The HTTP client
// asks this after every successful call (lib/refresh.ts), so a save refreshes before its caller goes on.

type Operations = typeof operations;
export type Tag = Operations[OperationId]['tag'];
type ReadId = { [K in OperationId]: Operations[K] extends { read: true } ? K : never }[OperationId];
export type WriteId = Exclude<OperationId, ReadId>;
/** A whole area by its tag, or one read of another area by its operation. */
type Target = Tag | ReadId;

/** What a write of an area changes elsewhere (src/mocks/logic says where each rule reads and writes). */
export const ALSO: Partial<Record<Tag, readonly Target[]>> = {
  // Shipping, verifying and a direct refund move the dashboard's counts, the funds flow, and (a direct refund) the refund orders.
  order: ['statistics', 'finance', 'refund'],
  // A refund changes its order (退款状态, the lines refunded), the dashboard's 待退款 count and the funds flow.
  refund: ['order', 'statistics', 'finance'],
  // The activities, live goods, video drafts, coupons, bargains, card-secret libraries and reviews read the
  // product's name, price and stock; the dashboard counts products on sale and awaiting review.
  product: ['statistics', 'seckill', 'groupBuy', 'liveGoods', 'videoChannel', 'coupon', 'bargain', 'cdkey', 'productReply'],
  // A card secret's library sets the stock of the product sold from it and the free libraries the product form offers.
  cdkey: ['product', 'getCdkeyUnrelatedList'],
  // The store's carriers are those 发货 offers.
  express: ['getExpressList'],
  // The return addresses are those 同意退款 offers.
  address: ['getMerchantAddressList'],
  // The coupons a product can give.
  coupon: ['getProductUsableCoupons'],
  // A room shows its goods and its assistants.
  liveGoods: ['liveRoom'],
  liveAssistant: ['liveRoom'],
  // The stock alarm and the review switch decide the product tabs and whether a save goes to review.
  store: ['product'],
};

/** Writes after which nothing shown has changed. */
export const NOTHING: readonly WriteId[] = [
  // The session lives outside the query cache (lib/session), which is cleared when it ends.
  'merchantLogin',
  'jumpLogin',
  'logout',
  'updateLoginAdmin',
  'updateLoginAdminPassword',
  // The sign-in's block puzzle.
  'checkSafetyCaptcha',
  'verifySafetyCaptcha',
  // Uploads no page lists: the answer is the address or media id the form keeps.
  'uploadVideoImage',
  'uploadWechatMedia',
  'uploadLocalWechatMedia',
  'uploadPermanentWechatMedia',
  // 商品采集 fills the form with another shop's product; nothing is saved.
  'importProduct',
  'copyProduct',
];

/** Writes whose effect is in another area instead of their own: an export keeps its file for 数据导出. */
export const ONLY: Partial<Record<WriteId, readonly Target[]>> = {
  exportProducts: ['export'],
  exportOrders: ['export'],
};

const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
const entries = Object.entries(operations) as Array<[OperationId, Operations[OperationId]]>;
/** Literal paths before templated ones, so `/list/ids` is not read as `/list/{id}`. */
const byParams = (path: string) => (path.match(/:/g) ?? []).length;
const writes = entries
  .filter(([, op]) => !('read' in op))
  .toSorted(([, a], [, b]) => byParams(a.path) - byParams(b.path))
  .map(([id, op]) => ({ id: id as WriteId, method: op.method as string, pattern: patternOf(op.path), tag: op.tag }));
const readsOf = new Map<Target, RegExp[]>();
for (const [id, op] of entries) {
  if (!('read' in op)) continue;
  const pattern = patternOf(op.path);
  readsOf.set(op.tag, [...(readsOf.get(op.tag) ?? []), pattern]);
  readsOf.set(id as ReadId, [pattern]);
}

/** The write operation a call made, by its method and its path (the reference wire's as much as the spec's). */
export function writeOf(method: string, url: string): WriteId | undefined {
  const path = url.split('?')[0];
  const verb = method.toUpperCase();
  return writes.find((w) => w.method === verb && w.pattern.test(path))?.id;
}

/** The areas and reads a write makes stale; none for a read. */
export function targetsOf(write: WriteId): readonly Target[] {
  if (NOTHING.includes(write)) return [];
  const own = operations[write].tag;
  return ONLY[write] ?? [own, ...(ALSO[own] ?? [])];
}

/**
 * After a successful call: a test of a query's key for whether the call made it stale, or undefined when
 * nothing is (a read, or a write that changes nothing shown).
 */
export function staleAfter(method: string, url: string): ((queryKey: readonly unknown[]) => boolean) | undefined {
  const write = writeOf(method, url);
  return write && staleAfterWrite(write);
}

/** The same test after a write named by its operation (one made elsewhere, as in another window). */
export function staleAfterWrite(write: WriteId): ((queryKey: readonly unknown[]) => boolean) | undefined {
  const patterns = targetsOf(write).flatMap((target) => readsOf.get(target) ?? []);
  if (patterns.length === 0) return undefined;
  return ([head]) => typeof head === 'string' && patterns.some((p) => p.test(head));
}
