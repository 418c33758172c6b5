import type {
  ErrorResult,
  GetGroupBuyActivityCountParams,
  GetGroupBuyActivityListParams,
  GetGroupBuyRecordCountParams,
  GetGroupBuyRecordListParams,
  GroupBuyActivity,
  GroupBuyActivityRequest,
  GroupBuyProduct,
  GroupBuyRecord,
  GroupBuyRecordDetail,
  GroupBuyStatusRequest,
} from '@/api/generated/model';
import { money } from '@/lib/format';
import { commit, getDb } from '../db';
import { dateRangeOf } from '../date-limit';
import { fail, pageOf } from '../lib';
import { groupProcess, groupSkus, type DemoGroupActivity, type DemoGroupRecord } from '../seed/groupbuy';
import { isDue, reviewDueAt, reviewsAreInstant } from './review';
import { formatDateTime } from './time';
import { matchesSearch } from './user';

// 拼团: the store's group-buy activities with the platform's review, and the groups users open in them.

const NOT_FOUND = '拼团活动不存在';
const STATUSES = [1, 2, 3, 4] as const;

/** Decides reviews whose time has come: names with 违规 are refused. */
function settleGroupReviews(now = Date.now()) {
  let changed = false;
  for (const a of getDb().groupActivities) {
    if (a.groupStatus !== 3 || !isDue(a.reviewAt, now)) continue;
    Object.assign(a, a.groupName.includes('违规') ? { groupStatus: 1, refusal: '活动信息违规' } : { groupStatus: 4, refusal: '' });
    delete a.reviewAt;
    changed = true;
  }
  if (changed) commit();
}

function products(a: DemoGroupActivity): GroupBuyProduct[] {
  const ids = [...new Set(a.skus.map((s) => s.productId))];
  return ids.map((id) => {
    const product = getDb().products.find((p) => p.id === id);
    return { productId: id, name: product?.name ?? '商品已删除', image: product?.image ?? '', price: product?.price ?? money(0), skuList: a.skus.filter((s) => s.productId === id) };
  });
}

function toActivity(a: DemoGroupActivity, withProducts = false): GroupBuyActivity {
  const records = getDb().groupRecords.filter((r) => r.activityId === a.id);
  const done = records.filter((r) => r.recordStatus === 10);
  const { skus: _s, reviewAt: _r, ...fields } = a;
  return {
    ...fields,
    productCount: new Set(a.skus.map((s) => s.productId)).size,
    totalActivityBegin: records.length,
    totalActivityDone: done.length,
    totalOrderBegin: records.reduce((n, r) => n + r.members.length, 0),
    totalOrderDone: done.reduce((n, r) => n + r.members.length, 0),
    groupProcess: groupProcess(a),
    ...(withProducts ? { productList: products(a) } : {}),
  };
}

/** The filters shared by the list and its tab counts. */
function filtered(q: GetGroupBuyActivityCountParams): DemoGroupActivity[] {
  const name = (q.groupName ?? '').trim();
  const day = q.startTime;
  return getDb().groupActivities.filter(
    (a) =>
      (!name || a.groupName.includes(name)) &&
      (q.groupProcess === undefined || groupProcess(a) === q.groupProcess) &&
      (q.activityStatus === undefined || a.activityStatus === q.activityStatus) &&
      (!day || (a.startTime.slice(0, 10) <= day && day <= a.endTime.slice(0, 10))),
  );
}

function validate(body: GroupBuyActivityRequest, target?: DemoGroupActivity): ErrorResult | null {
  const db = getDb();
  if (!body.groupName.trim()) return fail(400, '请输入活动名称');
  if (body.endTime <= body.startTime) return fail(400, '结束时间必须大于开始时间');
  if (!target && body.endTime <= formatDateTime(new Date())) return fail(400, '结束时间必须大于当前时间');
  if (target && groupProcess(target) === 1 && target.groupStatus === 4) return fail(500, '进行中的活动不能编辑');
  const productIds = new Set(body.groupBuySkuRequest.map((s) => s.productId));
  if (productIds.size !== body.productCount) return fail(400, '参与商品数量不符');
  if (new Set(body.groupBuySkuRequest.map((s) => s.skuId)).size !== body.groupBuySkuRequest.length) return fail(400, '商品规格重复');
  for (const s of body.groupBuySkuRequest) {
    const product = db.products.find((p) => p.id === s.productId && !p.isRecycle && (p.auditStatus === 0 || p.auditStatus === 2));
    if (!product) return fail(500, '商品不存在或未审核通过');
    const sku = product.attrValue.find((v) => v.id === s.skuId);
    if (!sku) return fail(500, '商品规格不存在');
    if (s.quotaShow > sku.stock) return fail(400, `${product.name} 的拼团限量不能大于库存`);
  }
  // A product is in one running or upcoming activity at a time.
  const busy = db.groupActivities.find((a) => a !== target && groupProcess(a) !== 2 && (a.groupStatus === 3 || a.groupStatus === 4) && a.skus.some((s) => productIds.has(s.productId)));
  if (busy) return fail(500, `商品已参加拼团活动「${busy.groupName}」`);
  return null;
}

/** Writes an activity from a request (a new one, or over `target`) and sends it to the platform's review. */
function write(body: GroupBuyActivityRequest, target?: DemoGroupActivity) {
  const db = getDb();
  const skus = body.groupBuySkuRequest.map((s) => {
    const product = db.products.find((p) => p.id === s.productId)!;
    const base = groupSkus(product, (p) => p, 0).find((g) => g.skuId === s.skuId)!;
    return { ...base, activePrice: money(s.activePrice), quotaShow: s.quotaShow, quota: s.quotaShow };
  });
  const activity: DemoGroupActivity = {
    id: target?.id ?? db.groupActivities.reduce((max, a) => Math.max(max, a.id), 0) + 1,
    groupName: body.groupName.trim(),
    startTime: body.startTime,
    endTime: body.endTime,
    validHour: body.validHour,
    buyCount: body.buyCount,
    allQuota: body.allQuota,
    oncQuota: body.oncQuota,
    groupStatus: 3,
    showGroup: body.showGroup,
    fictiStatus: body.fictiStatus,
    refusal: '',
    activityStatus: target?.activityStatus ?? 1,
    createTime: target?.createTime ?? formatDateTime(new Date()),
    skus,
    reviewAt: reviewDueAt(),
  };
  if (target) db.groupActivities[db.groupActivities.indexOf(target)] = activity;
  else db.groupActivities.push(activity);
  if (reviewsAreInstant()) settleGroupReviews();
}

const findActivity = (id: number) => getDb().groupActivities.find((a) => a.id === id);

/** One review tab of the activities, newest first; reviews whose time has come are decided first. */
export function activityPage(q: GetGroupBuyActivityListParams) {
  settleGroupReviews();
  const rows = filtered(q)
    .filter((a) => a.groupStatus === q.groupStatus)
    .toSorted((a, b) => b.id - a.id);
  return pageOf(rows, q, (a) => toActivity(a));
}

/** How many activities each review tab holds under the filters. */
export function activityCounts(q: GetGroupBuyActivityCountParams) {
  settleGroupReviews();
  const rows = filtered(q);
  return STATUSES.map((groupStatus) => ({ groupStatus, count: rows.filter((a) => a.groupStatus === groupStatus).length }));
}

export function addActivity(body: GroupBuyActivityRequest) {
  const invalid = validate(body);
  if (invalid) return invalid;
  write(body);
  commit();
  return null;
}

export function updateActivity(body: GroupBuyActivityRequest) {
  const target = getDb().groupActivities.find((a) => a.id === body.id);
  if (!target) return fail(500, NOT_FOUND);
  const invalid = validate(body, target);
  if (invalid) return invalid;
  write(body, target);
  commit();
  return null;
}

/** Deletes an activity, unless it is running and open. */
export function deleteActivity(id: number) {
  const activity = findActivity(id);
  if (!activity) return fail(500, NOT_FOUND);
  if (activity.groupStatus === 4 && groupProcess(activity) === 1 && activity.activityStatus === 1) return fail(500, '进行中的活动不能删除，请先关闭');
  const db = getDb();
  db.groupActivities = db.groupActivities.filter((a) => a !== activity);
  commit();
  return null;
}

export function activityInfo(id: number) {
  settleGroupReviews();
  const activity = findActivity(id);
  return activity ? toActivity(activity, true) : fail(500, NOT_FOUND);
}

/** Opens or closes an approved activity (a finished one stays closed). */
export function setActivityStatus(body: GroupBuyStatusRequest) {
  const activity = findActivity(body.id);
  if (!activity) return fail(500, NOT_FOUND);
  if (activity.groupStatus !== 4) return fail(500, '审核通过的活动才能开启或关闭');
  if (body.status === 1 && groupProcess(activity) === 2) return fail(500, '活动已结束');
  activity.activityStatus = body.status;
  commit();
  return null;
}

/** Takes an activity back from the platform's review. */
export function rollbackActivity(id: number) {
  const activity = findActivity(id);
  if (!activity) return fail(500, NOT_FOUND);
  if (activity.groupStatus !== 3) return fail(500, '只有待审核的活动可以撤回');
  activity.groupStatus = 2;
  delete activity.reviewAt;
  commit();
  return null;
}

/** The filters shared by the group list and its tab counts. */
function recordsFiltered(q: GetGroupBuyRecordCountParams): DemoGroupRecord[] {
  const db = getDb();
  const activityName = (q.groupActivityName ?? '').trim();
  const productName = (q.productName ?? '').trim();
  // The days the console sends (the reference backend's startTime and endTime, whole days); a dateLimit as well.
  const range: [string, string] | null = q.startTime ? [`${q.startTime.slice(0, 10)} 00:00:00`, `${(q.endTime || q.startTime).slice(0, 10)} 23:59:59`] : dateRangeOf(q.dateLimit);
  const searchType = q.searchType ?? 'all';
  const content = (q.content ?? '').trim();
  return db.groupRecords.filter((r) => {
    const activity = db.groupActivities.find((a) => a.id === r.activityId);
    const product = db.products.find((p) => p.id === r.productId);
    const leader = r.members.find((m) => m.isLeader === 1);
    return (
      (!activityName || (activity?.groupName ?? '').includes(activityName)) &&
      (!productName || (product?.name ?? '').includes(productName)) &&
      (!range || (r.createTime >= range[0] && r.createTime <= range[1])) &&
      (!content || (leader !== undefined && matchesSearch({ id: leader.memberId, phone: '', nickname: leader.memberNickname ?? '' }, searchType, content)))
    );
  });
}

/** A group's own fields, as the list row and the details both have them. */
function groupOf(r: DemoGroupRecord) {
  const product = getDb().products.find((p) => p.id === r.productId);
  return {
    groupBuyingId: r.id,
    recordStatus: r.recordStatus,
    buyingCountNum: r.buyingCountNum,
    yetBuyingNum: r.members.length,
    createTime: r.createTime,
    endTime: r.endTime,
    productImage: product?.image ?? '',
    productName: product?.name ?? '商品已删除',
  };
}

function toRecord(r: DemoGroupRecord): GroupBuyRecord {
  return {
    ...groupOf(r),
    groupName: getDb().groupActivities.find((a) => a.id === r.activityId)?.groupName ?? '',
    groupLeaderUid: r.leaderUid,
    groupLeaderNickname: r.members.find((m) => m.isLeader === 1)?.memberNickname ?? '',
  };
}

/** One tab of the groups (拼团中, 已成功, 已失败), newest first. */
export function recordPage(q: GetGroupBuyRecordListParams) {
  const rows = recordsFiltered(q)
    .filter((r) => r.recordStatus === q.recordStatus)
    .toSorted((a, b) => b.createTime.localeCompare(a.createTime));
  return pageOf(rows, q, toRecord);
}

export function recordCounts(q: GetGroupBuyRecordCountParams) {
  const rows = recordsFiltered(q);
  return { ingNum: rows.filter((r) => r.recordStatus === 0).length, successNum: rows.filter((r) => r.recordStatus === 10).length, failNum: rows.filter((r) => r.recordStatus === -1).length };
}

/** A group with its members, as GroupBuyRecordDetailResponse: the group's own fields, without its activity. */
export function recordInfo(id: number): GroupBuyRecordDetail | ErrorResult {
  const record = getDb().groupRecords.find((r) => r.id === id);
  if (!record) return fail(500, '拼团开团记录不存在');
  return { ...groupOf(record), memberDataList: record.members };
}
