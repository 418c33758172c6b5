import {
  deleteGroupBuyActivity,
  getGroupBuyActivityCount,
  getGroupBuyActivityInfo,
  getGroupBuyActivityList,
  getGroupBuyRecordCount,
  getGroupBuyRecordInfo,
  getGroupBuyRecordList,
  rollbackGroupBuyActivity,
  saveGroupBuyActivity,
  setGroupBuyActivityStatus,
  updateGroupBuyActivity,
} from '@/api/generated/endpoints/group-buy/group-buy';
import type { GroupBuyActivityRequest } from '@/api/generated/model';
import { mulMoney } from '@/lib/format';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';
import { formatDateTime } from '@/mocks/logic/time';

const inDays = (days: number) => formatDateTime(new Date(Date.now() + days * 86_400_000));

/** A product no activity uses, and its SKUs priced at half. */
function freeProduct() {
  const busy = new Set(getDb().groupActivities.flatMap((a) => a.skus.map((s) => s.productId)));
  const product = getDb().products.find((p) => p.auditStatus === 2 && p.isShow && p.type === 0 && !busy.has(p.id))!;
  return { product, skus: product.attrValue.map((v) => ({ productId: product.id, skuId: v.id!, activePrice: mulMoney(v.price, 0.5), quotaShow: Math.min(v.stock, 10) })) };
}

const body = (change: Partial<GroupBuyActivityRequest> = {}): GroupBuyActivityRequest => {
  const { skus } = freeProduct();
  return { groupName: '测试两人团', startTime: inDays(1), endTime: inDays(5), validHour: 24, buyCount: 2, allQuota: 4, oncQuota: 2, productCount: 1, showGroup: 1, fictiStatus: 0, groupBuySkuRequest: skus, ...change };
};

/** The demo backend of group buy, called as the console calls it. */
describe('the demo backend of group buy', () => {
  beforeEach(() => {
    switchRole('admin');
    getDb().productSettings.reviewDelayMs = 0;
  });

  it('counts activities per review tab and lists one tab with its statistics', async () => {
    const counts = await getGroupBuyActivityCount({});
    expect(counts.map((c) => [c.groupStatus, c.count])).toEqual([[1, 1], [2, 1], [3, 1], [4, 3]]);
    const approved = await getGroupBuyActivityList({ groupStatus: 4 });
    const tea = approved.list.find((a) => a.groupName === '三人成团·茶叶专场')!;
    expect(tea).toMatchObject({ groupProcess: 1, productCount: 2, totalActivityBegin: 5, totalActivityDone: 2, totalOrderDone: 6 });
  });

  it('creates an activity that passes review; its product may be in another running one too', async () => {
    const request = body();
    await saveGroupBuyActivity(request);
    const created = getDb().groupActivities.at(-1)!;
    expect(created).toMatchObject({ groupName: '测试两人团', groupStatus: 4 });
    const info = await getGroupBuyActivityInfo({ id: created.id });
    expect(info.productList?.[0].skuList).toHaveLength(request.groupBuySkuRequest.length);
    await saveGroupBuyActivity({ ...request, groupName: '再来一个' });
    expect(getDb().groupActivities.at(-1)).toMatchObject({ groupName: '再来一个', groupStatus: 4 });
  });

  it('checks only each SKU and its stock, as the reference; neither the times, the count, the products’ review nor the prices', async () => {
    const { product, skus } = freeProduct();
    await expect(saveGroupBuyActivity(body({ groupBuySkuRequest: [{ ...skus[0]!, skuId: 987_654 }] }))).rejects.toThrow('拼团商品规格不存在');
    await expect(saveGroupBuyActivity(body({ groupBuySkuRequest: [{ ...skus[0]!, quotaShow: product.attrValue[0]!.stock + 1 }] }))).rejects.toThrow('商品库存不得大于原始商品库存');
    product.auditStatus = 1;
    const past = inDays(-1);
    await saveGroupBuyActivity(body({ endTime: past, productCount: 3, oncQuota: 5, allQuota: 2, groupBuySkuRequest: skus.map((s) => ({ ...s, activePrice: '999999' })) }));
    expect(getDb().groupActivities.at(-1)).toMatchObject({ oncQuota: 5, allQuota: 2, productCount: 3, endTime: past });
    expect(getDb().groupActivities.at(-1)?.skus.map((s) => s.activePrice)).toEqual(skus.map(() => '999999.00'));
  });

  it('edits a running approved activity: back to review, its SKUs replaced, its refusal and 活动状态 kept', async () => {
    getDb().productSettings.reviewDelayMs = 60_000;
    const running = getDb().groupActivities.find((a) => a.groupName === '三人成团·茶叶专场')!;
    Object.assign(running, { refusal: '上次的原因', activityStatus: 0 });
    const { skus } = freeProduct();
    await updateGroupBuyActivity(body({ id: running.id, groupName: '茶叶专场（改）', groupBuySkuRequest: skus }));
    expect(running).toMatchObject({ groupName: '茶叶专场（改）', groupStatus: 3, refusal: '上次的原因', activityStatus: 0 });
    expect(running.skus.map((s) => s.skuId)).toEqual(skus.map((s) => s.skuId));
    // An id the store has not: answered as done, nothing changed.
    const before = getDb().groupActivities.length;
    await updateGroupBuyActivity(body({ id: 98_765 }));
    expect(getDb().groupActivities).toHaveLength(before);
  });

  it('withdraws, switches and deletes in any state, as the reference', async () => {
    const running = getDb().groupActivities.find((a) => a.groupName === '三人成团·茶叶专场')!;
    const refused = getDb().groupActivities.find((a) => a.groupStatus === 1)!;
    await setGroupBuyActivityStatus({ id: refused.id, status: 1 });
    expect(refused.activityStatus).toBe(1);
    await rollbackGroupBuyActivity({ id: running.id });
    expect(running.groupStatus).toBe(2);
    await deleteGroupBuyActivity({ id: running.id });
    expect((await getGroupBuyActivityList({ groupStatus: 2 })).list.some((a) => a.id === running.id)).toBe(false);
    await expect(setGroupBuyActivityStatus({ id: 98_765, status: 0 })).rejects.toThrow('活动不存在');
    await expect(rollbackGroupBuyActivity({ id: 98_765 })).rejects.toThrow('活动不存在');
    await expect(deleteGroupBuyActivity({ id: 98_765 })).rejects.toThrow('系统异常，请稍后重试');
  });

  it('lists groups per tab with counts, and a group with its members', async () => {
    expect(await getGroupBuyRecordCount({})).toEqual({ ingNum: 2, successNum: 3, failNum: 2 });
    const page = await getGroupBuyRecordList({ recordStatus: 10, groupActivityName: '茶叶' });
    expect(page.total).toBe(2);
    const detail = await getGroupBuyRecordInfo(page.list[0].groupBuyingId);
    // GroupBuyRecordDetailResponse: the group's fields and its members, leader first.
    expect(detail).toMatchObject({ groupBuyingId: page.list[0].groupBuyingId, recordStatus: 10, buyingCountNum: 3, yetBuyingNum: 3, productName: page.list[0].productName });
    expect(detail.memberDataList).toHaveLength(3);
    expect(detail.memberDataList.map((m) => m.isLeader)).toEqual([1, 0, 0]);
    await expect(getGroupBuyRecordInfo(98_765)).rejects.toThrow('拼团开团记录不存在');
  });
});
