import type { SeckillSku } from '@/api/generated/model';
import type { DemoProduct } from '../types/products';
import { mulMoney } from '@/lib/format';
import { formatDateTime } from '../logic/time';
import type { DemoSeckillActivity, DemoSeckillData, DemoSeckillProduct } from '../types/seckill';

const DAY = 86_400_000;
const date = (now: number, days: number) => formatDateTime(new Date(now + days * DAY)).slice(0, 10);

/** 0 未开始, 1 进行中, 2 已结束 on the given day. */
export function activityStatus(a: Pick<DemoSeckillActivity, 'startDate' | 'endDate'>, now = Date.now()): 0 | 1 | 2 {
  const today = formatDateTime(new Date(now)).slice(0, 10);
  return today < a.startDate ? 0 : today > a.endDate ? 2 : 1;
}

/**
 * The SKUs of a product as a seckill product starts them: the copy's own SKUs, numbered from `firstId` as
 * the backend numbers the copies it makes among every SKU, each with a quota (the copy's stock, as the
 * reference backend stocks it) and an activity price.
 */
export function seckillSkus(product: DemoProduct, firstId: number, quota: (stock: number) => number, price: (p: string) => string): SeckillSku[] {
  return product.attrValue.map((v, i) => ({
    id: firstId + i,
    attrValueId: v.id ?? 0,
    sku: v.sku ?? '默认',
    image: v.image,
    price: v.price,
    stock: quota(v.stock),
    quota: quota(v.stock),
    quotaShow: quota(v.stock),
    activityPrice: price(v.price),
  }));
}

/** The seeded activity price: 80% of the price, to the cent. */
const eightyPercent = (price: string) => mulMoney(price, 0.8);

/** The id the next SKU copy gets: after every product SKU and every copy made so far. */
export const nextSkuId = (products: readonly DemoProduct[], copies: readonly DemoSeckillProduct[]) =>
  Math.max(0, ...products.flatMap((p) => p.attrValue.map((v) => v.id ?? 0)), ...copies.flatMap((s) => s.attrValue.map((v) => v.id))) + 1;

export function seedSeckill(now: number, products: readonly DemoProduct[]): DemoSeckillData {
  const created = formatDateTime(new Date(now - 30 * DAY));
  const base = { oneQuota: 2, allQuota: 5, merStars: 1, proCategory: '', isOpen: 1 as const, createTime: created, productCategoryNames: '全部分类' };
  const seckillActivities: DemoSeckillActivity[] = [
    { ...base, id: 1, name: '年货节限时秒杀', startDate: date(now, -3), endDate: date(now, 7), timeList: ['10:00-12:00', '20:00-22:00'] },
    { ...base, id: 2, name: '周末秒杀专场', startDate: date(now, -1), endDate: date(now, 2), oneQuota: 1, allQuota: 2, timeList: ['09:00-10:00', '15:00-16:00', '21:00-22:00'] },
    { ...base, id: 3, name: '双12限时秒杀', startDate: date(now, 10), endDate: date(now, 12), timeList: ['00:00-02:00', '12:00-14:00'], merStars: 2 },
    { ...base, id: 4, name: '双11秒杀', startDate: date(now, -21), endDate: date(now, -10), timeList: ['00:00-24:00'] },
  ];
  const onSale = products.filter((p) => p.auditStatus === 2 && p.isShow && !p.isRecycle && p.type === 0);
  const seckillProducts: DemoSeckillProduct[] = [];
  /** A product of this store in an activity, seeded in the given state. */
  const add = (activityId: number, product: DemoProduct, state: Pick<DemoSeckillProduct, 'isShow' | 'auditStatus' | 'reason'>) => {
    const id = seckillProducts.length + 1;
    const attrValue = seckillSkus(product, nextSkuId(products, seckillProducts), (stock) => Math.min(stock, 20), eightyPercent);
    seckillProducts.push({ id, activityId, productId: product.id, sort: 10 - id, ...state, attrValue });
  };
  add(1, onSale[0], { isShow: true, auditStatus: 2, reason: '' });
  add(1, onSale[1], { isShow: false, auditStatus: 1, reason: '' });
  add(1, onSale[2], { isShow: false, auditStatus: 3, reason: '活动价过高，请调整后重新提交' });
  add(4, onSale[3], { isShow: false, auditStatus: 2, reason: '' });
  return { seckillActivities, seckillProducts };
}
