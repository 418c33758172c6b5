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

  it('creates an activity that passes review; its product cannot join another running one', async () => {
    const request = body();
    await saveGroupBuyActivity(request);
    const created = getDb().groupActivities.at(-1)!;
    expect(created).toMatchObject({ groupName: '测试两人团', groupStatus: 4 });
    const info = await getGroupBuyActivityInfo({ id: created.id });
    expect(info.productList?.[0].skuList).toHaveLength(request.groupBuySkuRequest.length);
    await expect(saveGroupBuyActivity({ ...request, groupName: '再来一个' })).rejects.toThrow('商品已参加拼团活动「测试两人团」');
  });

  it('checks the times; like the reference, neither 单次限购 against 活动限购 nor the group price against the price', async () => {
    await expect(saveGroupBuyActivity(body({ endTime: inDays(0.5) }))).rejects.toThrow('结束时间必须大于开始时间');
    const { skus } = freeProduct();
    await saveGroupBuyActivity(body({ oncQuota: 5, allQuota: 2, groupBuySkuRequest: skus.map((s) => ({ ...s, activePrice: '999999' })) }));
    expect(getDb().groupActivities.at(-1)).toMatchObject({ oncQuota: 5, allQuota: 2 });
    expect(getDb().groupActivities.at(-1)?.skus.map((s) => s.activePrice)).toEqual(skus.map(() => '999999.00'));
  });

  it('withdraws one under review, closes an approved one, refuses deleting a running open one', async () => {
    const reviewing = getDb().groupActivities.find((a) => a.groupStatus === 3)!;
    await rollbackGroupBuyActivity({ id: reviewing.id });
    expect(reviewing.groupStatus).toBe(2);
    const running = getDb().groupActivities.find((a) => a.groupName === '三人成团·茶叶专场')!;
    await expect(deleteGroupBuyActivity({ id: running.id })).rejects.toThrow('进行中的活动不能删除，请先关闭');
    await setGroupBuyActivityStatus({ id: running.id, status: 0 });
    expect(running.activityStatus).toBe(0);
    await deleteGroupBuyActivity({ id: running.id });
    expect(getDb().groupActivities.includes(running)).toBe(false);
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
