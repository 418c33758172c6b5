import type {
  GetGroupBuyUserListParams,
  GroupBuyUser,
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
import { groupProcess, groupSkus } from '../seed/groupbuy';
import type { DemoGroupActivity, DemoGroupRecord } from '../types/groupbuy';
import { isDue, reviewDueAt, reviewsAreInstant } from './review';
import { formatDateTime } from './time';
import { matchesSearch } from './user';

// 拼团: the store's group-buy activities with the platform's review, and the groups users open in them.

const NOT_FOUND = '拼团活动不存在';
export const SKU_NOT_FOUND = '拼团商品规格不存在';
const STATUSES = [1, 2, 3, 4] as const;

/** The store's activities the Java lists and counts: a deleted one is kept (is_del) but listed no more. */
const listed = () => getDb().groupActivities.filter((a) => !a.isDel);

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
  const { skus: _s, reviewAt: _r, isDel: _d, ...fields } = a;
  return {
    ...fields,
    productCount: a.productCount ?? new Set(a.skus.map((s) => s.productId)).size,
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
  return listed().filter(
    (a) =>
      (!name || a.groupName.includes(name)) &&
      (q.groupProcess === undefined || groupProcess(a) === q.groupProcess) &&
      (q.activityStatus === undefined || a.activityStatus === q.activityStatus) &&
      (!day || (a.startTime.slice(0, 10) <= day && day <= a.endTime.slice(0, 10))),
  );
}

/**
 * The reference backend's checks of a save or an update (validGroupProduct): each SKU exists, with the
 * stock for its quota. Times, the product count, the products' review and other activities are not
 * looked at. A name of spaces is refused as its @NotBlank refuses it. Unlike the Java, which reads the
 * SKU by its id alone, the SKU must be one of the product sent with it (a SKU of another product would
 * list the activity under the wrong product).
 */
function validate(body: GroupBuyActivityRequest): ErrorResult | null {
  if (!body.groupName.trim()) return fail(400, '拼团团活动名称 必须填写');
  for (const s of body.groupBuySkuRequest) {
    const sku = getDb()
      .products.find((p) => p.id === s.productId)
      ?.attrValue.find((v) => v.id === s.skuId);
    // The Java's words are 商品不存在, which the reference wire would read as a product's 6102 (answers.ts).
    if (!sku) return fail(500, SKU_NOT_FOUND);
    if (sku.stock < s.quotaShow) return fail(500, '商品库存不得大于原始商品库存');
  }
  return null;
}

/** The activity's SKUs as sent, each with its product's facts. */
function skusOf(body: GroupBuyActivityRequest) {
  const db = getDb();
  return body.groupBuySkuRequest.map((s) => {
    const product = db.products.find((p) => p.id === s.productId)!;
    const base = groupSkus(product, (p) => p, 0).find((g) => g.skuId === s.skuId)!;
    return { ...base, activePrice: money(s.activePrice), quotaShow: s.quotaShow, quota: s.quotaShow };
  });
}

/** What a save or an update writes from the request: the fields sent, back to the platform's review. */
function fieldsOf(body: GroupBuyActivityRequest) {
  return {
    groupName: body.groupName.trim(),
    startTime: body.startTime,
    endTime: body.endTime,
    validHour: body.validHour,
    buyCount: body.buyCount,
    allQuota: body.allQuota,
    oncQuota: body.oncQuota,
    productCount: body.productCount,
    showGroup: body.showGroup,
    fictiStatus: body.fictiStatus,
    groupStatus: 3 as const,
    skus: skusOf(body),
    reviewAt: reviewDueAt(),
  };
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

/**
 * 新增, and 复制 (a save of a copy's details without its id): a new activity waiting for the platform's
 * review. A body id is not used (the Java would insert it and fail on the duplicate key).
 */
export function addActivity(body: GroupBuyActivityRequest) {
  const invalid = validate(body);
  if (invalid) return invalid;
  const db = getDb();
  const id = db.groupActivities.reduce((max, a) => Math.max(max, a.id), 0) + 1;
  db.groupActivities.push({ id, refusal: '', activityStatus: 1, createTime: formatDateTime(new Date()), ...fieldsOf(body) });
  if (reviewsAreInstant()) settleGroupReviews();
  commit();
  return null;
}

/**
 * 编辑, in any state (running and approved too): the fields sent replace the activity's, its SKUs are
 * replaced, and it goes back to the platform's review; its refusal, 活动状态 and creation stay. An id the
 * store has not is answered as done with nothing changed, as the Java's updateById of no row.
 */
export function updateActivity(body: GroupBuyActivityRequest) {
  const invalid = validate(body);
  if (invalid) return invalid;
  const target = body.id === undefined ? undefined : findActivity(body.id);
  if (!target) return null;
  Object.assign(target, fieldsOf(body));
  if (reviewsAreInstant()) settleGroupReviews();
  commit();
  return null;
}

/** Deletes an activity in any state (kept, as the Java keeps it, but listed no more). */
export function deleteActivity(id: number) {
  const activity = findActivity(id);
  if (!activity) return fail(500, '系统异常，请稍后重试');
  activity.isDel = true;
  delete activity.reviewAt;
  commit();
  return null;
}

export function activityInfo(id: number) {
  settleGroupReviews();
  const activity = findActivity(id);
  return activity ? toActivity(activity, true) : fail(500, NOT_FOUND);
}

/** Opens or closes an activity, whatever its review and dates (the Java looks at neither). */
export function setActivityStatus(body: GroupBuyStatusRequest) {
  const activity = findActivity(body.id);
  if (!activity) return fail(500, '活动不存在');
  activity.activityStatus = body.status;
  commit();
  return null;
}

/** 撤回: the activity is 已撤销 whatever its state (the Java looks at none); its refusal stays. */
export function rollbackActivity(id: number) {
  const activity = findActivity(id);
  if (!activity) return fail(500, '活动不存在');
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

/** Every member of every group of the store (GroupBuyUser), as the reference's 拼团用户 list answers them. */
function groupUsers(): GroupBuyUser[] {
  return getDb().groupRecords.flatMap((r) =>
    r.members.map((m) => ({
      id: m.id,
      groupRecordId: r.id,
      groupActivityId: r.activityId,
      merId: 1,
      payNum: m.payNum,
      recordStatus: r.recordStatus,
      refundStatus: (m.refundNum ?? 0) === 0 ? 0 : (m.refundNum ?? 0) < m.payNum ? 2 : 3,
      isLeader: m.isLeader,
      orderId: m.orderNo,
      groupUid: m.memberId,
      ...(m.memberNickname === undefined ? {} : { groupNickname: m.memberNickname }),
      ...(m.memberAvatar === undefined ? {} : { groupAvatar: m.memberAvatar }),
      isDel: 0 as const,
      createTime: m.createTime,
    })),
  );
}

/**
 * 拼团用户: a page of the members (the reference filters by none of GroupBuyUserSearchRequest's fields, which it
 * has none of, and lists every store's: the demo has one).
 */
export const groupUserPage = (q: GetGroupBuyUserListParams) => pageOf(groupUsers(), q);

/** One member; the reference answers null data for an id no one has. */
export const groupUserInfo = (id: number) => groupUsers().find((u) => u.id === id) ?? null;

/** A group with its members, as GroupBuyRecordDetailResponse: the group's own fields, without its activity. */
export function recordInfo(id: number): GroupBuyRecordDetail | ErrorResult {
  const record = getDb().groupRecords.find((r) => r.id === id);
  if (!record) return fail(500, '拼团开团记录不存在');
  return { ...groupOf(record), memberDataList: record.members };
}
