import type { GroupBuyRecordMember, GroupBuySku, UserAdminDetailResponse } from '@/api/generated/model';
import type { DemoProduct } from '../types/products';
import { mulMoney } from '@/lib/format';
import { formatDateTime } from '../logic/time';
import type { DemoGroupActivity, DemoGroupData, DemoGroupRecord } from '../types/groupbuy';

const HOUR = 3_600_000;

/** 0 未开始, 1 进行中, 2 已结束 at the given time. */
export function groupProcess(a: Pick<DemoGroupActivity, 'startTime' | 'endTime'>, now = Date.now()): 0 | 1 | 2 {
  const at = formatDateTime(new Date(now));
  return at < a.startTime ? 0 : at > a.endTime ? 2 : 1;
}

/** A product's SKUs in an activity: a group price and a quota each. */
export function groupSkus(product: DemoProduct, price: (p: string) => string, quota: number): GroupBuySku[] {
  return product.attrValue.map((v) => ({
    productId: product.id,
    skuId: v.id ?? 0,
    sku: v.sku ?? '默认',
    image: v.image,
    barCode: v.barCode ?? '',
    price: v.price,
    stock: v.stock,
    activePrice: price(v.price),
    // A quota within the stock, as the activity form demands.
    quotaShow: Math.min(quota, v.stock),
    quota: Math.min(quota, v.stock),
  }));
}

const seventyPercent = (price: string) => mulMoney(price, 0.7);

export function seedGroupBuy(now: number, products: readonly DemoProduct[], users: readonly UserAdminDetailResponse[]): DemoGroupData {
  const at = (hours: number) => formatDateTime(new Date(now + hours * HOUR));
  const onSale = products.filter((p) => p.auditStatus === 2 && p.isShow && !p.isRecycle && p.type === 0);
  const base = { validHour: 24, buyCount: 3, allQuota: 5, oncQuota: 2, showGroup: 1 as const, fictiStatus: 0 as const, refusal: '', activityStatus: 1 as const, createTime: at(-240) };
  const groupActivities: DemoGroupActivity[] = [
    { ...base, id: 1, groupName: '三人成团·茶叶专场', startTime: at(-72), endTime: at(24 * 10), groupStatus: 4, skus: [...groupSkus(onSale[4], seventyPercent, 50), ...groupSkus(onSale[5], seventyPercent, 50)] },
    { ...base, id: 2, groupName: '夏季T恤两人团', buyCount: 2, startTime: at(24 * 3), endTime: at(24 * 9), groupStatus: 4, skus: groupSkus(onSale[0], seventyPercent, 100) },
    { ...base, id: 3, groupName: '水果拼团尝鲜', startTime: at(24), endTime: at(24 * 5), groupStatus: 3, skus: groupSkus(onSale[7], seventyPercent, 30) },
    { ...base, id: 4, groupName: '数码配件五人团', buyCount: 5, startTime: at(24), endTime: at(24 * 6), groupStatus: 1, refusal: '拼团价低于成本价，请调整', skus: groupSkus(onSale[9], seventyPercent, 20) },
    { ...base, id: 5, groupName: '周末家居拼团', startTime: at(48), endTime: at(24 * 4), groupStatus: 2, skus: groupSkus(onSale[10], seventyPercent, 20) },
    { ...base, id: 6, groupName: '双11拼团', startTime: at(-24 * 20), endTime: at(-24 * 10), groupStatus: 4, activityStatus: 0, skus: groupSkus(onSale[2], seventyPercent, 40) },
  ];
  const member = (id: number, user: UserAdminDetailResponse, sku: GroupBuySku, leader: boolean, hours: number): GroupBuyRecordMember => ({
    id,
    memberId: user.id,
    memberNickname: user.nickname,
    memberAvatar: user.avatar,
    isLeader: leader ? 1 : 0,
    orderNo: `PT${formatDateTime(new Date(now + hours * HOUR)).replace(/\D/g, '').slice(0, 12)}${String(id).padStart(4, '0')}`,
    orderDetailSku: sku.sku,
    createTime: at(hours),
    payNum: 1,
    payPrice: sku.activePrice,
    refundNum: 0,
  });
  const record = (id: number, activity: DemoGroupActivity, status: DemoGroupRecord['recordStatus'], joined: number, hours: number): DemoGroupRecord => {
    const sku = activity.skus[id % activity.skus.length];
    const members = Array.from({ length: joined }, (_, i) => member(id * 10 + i, users[(id * 3 + i) % users.length], sku, i === 0, hours + i));
    if (status === -1) members.forEach((m) => (m.refundNum = m.payNum));
    return { id, activityId: activity.id, productId: sku.productId, leaderUid: members[0].memberId, createTime: at(hours), endTime: at(hours + activity.validHour), buyingCountNum: activity.buyCount, recordStatus: status, members };
  };
  const [tea, , , , , old] = groupActivities;
  return {
    groupActivities,
    groupRecords: [record(1, tea, 10, 3, -60), record(2, tea, 10, 3, -40), record(3, tea, 0, 2, -5), record(4, tea, 0, 1, -2), record(5, tea, -1, 2, -50), record(6, old, 10, 3, -24 * 15), record(7, old, -1, 1, -24 * 12)],
  };
}
