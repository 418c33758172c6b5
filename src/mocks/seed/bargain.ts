import type { UserAdminDetailResponse } from '@/api/generated/model';
import type { DemoProduct } from '../types/products';
import { addMoney, divMoney, mulMoney, subMoney } from '@/lib/format';
import { formatDateTime } from '../logic/time';
import type { DemoBargain } from '../types/bargain';

const HOUR = 3_600_000;

/** Twelve bargains in the three states: ongoing ones have time left, the others ended filled or not. */
export function seedBargains(now: number, products: readonly DemoProduct[], users: readonly UserAdminDetailResponse[]): DemoBargain[] {
  const onSale = products.filter((p) => p.auditStatus === 2 && p.isShow && !p.isRecycle && p.type === 0);
  return Array.from({ length: 12 }, (_, i) => {
    const product = onSale[(i * 3) % onSale.length];
    const sku = product.attrValue[0];
    const status = ([1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3] as const)[i];
    const peopleNum = 3 + (i % 3);
    const helped = status === 3 ? peopleNum : status === 2 ? peopleNum - 1 - (i % 2) : i % peopleNum;
    const minPrice = mulMoney(sku.price, 0.3);
    const cut = divMoney(subMoney(sku.price, minPrice), peopleNum);
    const start = now - (status === 1 ? 3 + i : 30 + i * 6) * HOUR;
    const helps = Array.from({ length: helped }, (_unused, k) => {
      const friend = users[(i * 5 + k + 1) % users.length];
      return { id: i * 10 + k + 1, uid: friend.id, nickname: friend.nickname, avatar: friend.avatar, amount: k === peopleNum - 1 ? subMoney(subMoney(sku.price, minPrice), mulMoney(cut, k)) : cut, createTime: formatDateTime(new Date(start + (k + 1) * HOUR)) };
    });
    return {
      id: i + 1,
      uid: users[i % users.length].id,
      productId: product.id,
      sku: sku.sku ?? '默认',
      price: sku.price,
      minPrice,
      currentPrice: subMoney(sku.price, addMoney(...helps.map((h) => h.amount))),
      peopleNum,
      status,
      createTime: formatDateTime(new Date(start)),
      endTime: formatDateTime(new Date(start + 24 * HOUR)),
      helps,
    };
  });
}
