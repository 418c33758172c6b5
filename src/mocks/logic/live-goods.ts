import type { GetLiveAssistantListParams, GetLiveGoodsListParams, LiveAssistantRequest, LiveGoods, LiveGoodsAddRequest, LiveGoodsEditRequest } from '@/api/generated/model';
import { compareMoney, isValidMoney, money } from '@/lib/format';
import { commit, getDb } from '../db';
import { fail, pageOf } from '../lib';
import type { DemoLiveGoods } from '../seed/live-goods';
import { reviewDueAt } from './review';
import { formatDateTime } from './time';
import { pictureMediaProblem } from './wechat-media';

// 直播商品 and 直播助手: the store's live goods with their review by the platform and WeChat, and its room assistants.

const NAME_MAX = 14;
const GOODS_NOT_FOUND = '直播商品不存在';
const ASSISTANT_NOT_FOUND = '直播助手不存在';

/**
 * Decides reviews whose time has come: the demo platform approves (1 → 2) unless the name holds
 * 违规 (→ 3), then WeChat accepts (2 → 4) and gives the goods its id.
 */
export function settleLiveGoods(now = Date.now()) {
  let changed = false;
  for (const g of getDb().liveGoods) {
    // A zero delay decides both steps at once; otherwise WeChat takes its own delay after the platform.
    while (g.reviewAt !== undefined && g.reviewAt <= now && (g.reviewStatus === 1 || g.reviewStatus === 2)) {
      changed = true;
      if (g.reviewStatus === 1 && g.name.includes('违规')) {
        Object.assign(g, { reviewStatus: 3, reviewReason: '商品名称含违规内容，请修改后重新提交' });
        delete g.reviewAt;
      } else if (g.reviewStatus === 1) {
        Object.assign(g, { reviewStatus: 2, auditId: 525_100_000 + g.id, auditStatus: 1, reviewAt: reviewDueAt(g.reviewAt) });
      } else {
        Object.assign(g, { reviewStatus: 4, auditStatus: 2, goodsId: 31_100 + g.id });
        delete g.reviewAt;
      }
    }
  }
  if (changed) commit();
}

function submit(g: DemoLiveGoods) {
  g.reviewStatus = 1;
  delete g.reviewReason;
  delete g.auditStatus;
  g.reviewAt = reviewDueAt();
}

const toGoods = ({ reviewAt: _reviewAt, ...g }: DemoLiveGoods): LiveGoods => g;

const findGoods = (id: number) => getDb().liveGoods.find((g) => g.id === id);

const isOnSale = (productId: number) => getDb().products.some((p) => p.id === productId && p.auditStatus === 2 && p.isShow && !p.isRecycle);

/** Why a row's name, cover or prices cannot be used, or undefined. */
function priceProblem(body: Pick<LiveGoodsAddRequest, 'name' | 'coverImgUrlLocal' | 'priceType' | 'price' | 'price2'>): string | undefined {
  const name = body.name.trim();
  if (!name) return '请输入商品名称';
  if (name.length > NAME_MAX) return `商品名称最多${NAME_MAX}个字`;
  if (!body.coverImgUrlLocal.trim()) return '请选择商品图';
  if (!isValidMoney(body.price)) return '直播价必须是0.01~999999.99之间的金额，最多两位小数';
  if (body.priceType === 1) return undefined;
  if (body.price2 === undefined) return body.priceType === 2 ? '请输入价格区间的最高价' : '请输入折扣价的现价';
  if (!isValidMoney(body.price2)) return '价格必须是0.01~999999.99之间的金额，最多两位小数';
  if (body.priceType === 2 && compareMoney(body.price, body.price2) >= 0) return '价格区间的最高价必须大于最低价';
  if (body.priceType === 3 && compareMoney(body.price2, body.price) >= 0) return '折扣价的现价必须低于原价';
  return undefined;
}

/** The priced fields of a request, price2 only where the type uses it. */
const pricing = (body: LiveGoodsAddRequest | LiveGoodsEditRequest) => ({
  name: body.name.trim(),
  coverImgUrlLocal: body.coverImgUrlLocal,
  priceType: body.priceType,
  price: money(body.price),
  ...(body.priceType !== 1 && body.price2 !== undefined ? { price2: money(body.price2) } : {}),
  url: body.url,
});

const EDITABLE = new Set<LiveGoods['reviewStatus']>([0, 3, 5]);

/** The goods, by sort then newest; reviews whose time has come are decided first. */
export function liveGoodsPage(q: GetLiveGoodsListParams) {
  settleLiveGoods();
  const keywords = (q.keywords ?? '').trim();
  const rows = getDb()
    .liveGoods.filter((g) => (!keywords || String(g.id) === keywords || g.name.includes(keywords)) && (q.reviewStatus === undefined || g.reviewStatus === q.reviewStatus))
    .toSorted((a, b) => b.sort - a.sort || b.id - a.id);
  return pageOf(rows, q, toGoods);
}

export function liveGoodsInfo(id: number) {
  settleLiveGoods();
  const goods = findGoods(id);
  return goods ? toGoods(goods) : fail(500, GOODS_NOT_FOUND);
}

/** Adds rows of goods for review; a bad row is named by its number and nothing is added. */
export function addLiveGoods(rows: readonly LiveGoodsAddRequest[]) {
  for (const [i, row] of rows.entries()) {
    const problem = isOnSale(row.productId) ? (priceProblem(row) ?? pictureMediaProblem(row.coverImgUrl, row.coverImgUrlLocal, '商品图')) : '商品不存在或未上架';
    if (problem) return fail(400, `第${i + 1}行：${problem}`);
  }
  const db = getDb();
  let id = Math.max(0, ...db.liveGoods.map((g) => g.id));
  const createTime = formatDateTime(new Date());
  for (const row of rows) {
    const goods: DemoLiveGoods = { id: ++id, productId: row.productId, ...pricing(row), coverImgUrl: row.coverImgUrl, reviewStatus: 1, sort: 0, createTime };
    submit(goods);
    db.liveGoods.push(goods);
  }
  settleLiveGoods();
  commit();
  return null;
}

export function updateLiveGoods(body: LiveGoodsEditRequest) {
  const goods = findGoods(body.id);
  if (!goods) return fail(500, GOODS_NOT_FOUND);
  if (!EDITABLE.has(goods.reviewStatus)) return fail(500, '只有商户创建、平台审核失败或微信审核失败的直播商品可以编辑');
  // Without a media id the cover WeChat has stays, so the picture may not change.
  const coverImgUrl = body.coverImgUrl ?? (body.coverImgUrlLocal === goods.coverImgUrlLocal ? goods.coverImgUrl : undefined);
  const problem = priceProblem(body) ?? pictureMediaProblem(coverImgUrl, body.coverImgUrlLocal, '商品图');
  if (problem) return fail(400, problem);
  delete goods.price2;
  Object.assign(goods, pricing(body), { coverImgUrl });
  commit();
  return null;
}

export function deleteLiveGoods(id: number) {
  const db = getDb();
  const index = db.liveGoods.findIndex((g) => g.id === id);
  if (index < 0) return fail(500, GOODS_NOT_FOUND);
  db.liveGoods.splice(index, 1);
  commit();
  return null;
}

export function sortLiveGoods(id: number, sort: number) {
  const goods = findGoods(id);
  if (!goods) return fail(500, GOODS_NOT_FOUND);
  goods.sort = sort;
  commit();
  return null;
}

/** Takes goods back from the platform while it has not decided. */
export function withdrawLiveGoods(id: number) {
  settleLiveGoods();
  const goods = findGoods(id);
  if (!goods) return fail(500, GOODS_NOT_FOUND);
  if (goods.reviewStatus !== 1) return fail(500, '只有平台待审核的直播商品可以撤回');
  goods.reviewStatus = 0;
  delete goods.reviewAt;
  commit();
  return null;
}

export function resubmitLiveGoods(id: number) {
  const goods = findGoods(id);
  if (!goods) return fail(500, GOODS_NOT_FOUND);
  if (!EDITABLE.has(goods.reviewStatus)) return fail(500, '只有商户创建、平台审核失败或微信审核失败的直播商品可以重新提交');
  submit(goods);
  settleLiveGoods();
  commit();
  return null;
}

function assistantProblem(body: LiveAssistantRequest, selfId?: number): string | undefined {
  if (!body.wechat.trim()) return '请输入微信号';
  if (!body.wechatNickname.trim()) return '请输入微信昵称';
  const wechat = body.wechat.trim();
  if (getDb().liveAssistants.some((a) => a.wechat === wechat && a.id !== selfId)) return `微信号 ${wechat} 已添加为助手`;
  return undefined;
}

const findAssistant = (id: number) => getDb().liveAssistants.find((a) => a.id === id);

export function assistantPage(q: GetLiveAssistantListParams) {
  const keywords = (q.keywords ?? '').trim();
  const rows = getDb()
    .liveAssistants.filter((a) => !keywords || a.wechat.includes(keywords) || a.wechatNickname.includes(keywords))
    .toSorted((a, b) => b.id - a.id);
  return pageOf(rows, q);
}

export function assistantInfo(id: number) {
  return findAssistant(id) ?? fail(500, ASSISTANT_NOT_FOUND);
}

export function addAssistant(body: LiveAssistantRequest) {
  const problem = assistantProblem(body);
  if (problem) return fail(400, problem);
  const db = getDb();
  db.liveAssistants.push({
    id: Math.max(0, ...db.liveAssistants.map((a) => a.id)) + 1,
    wechat: body.wechat.trim(),
    wechatNickname: body.wechatNickname.trim(),
    assDesc: body.assDesc?.trim() ?? '',
    createTime: formatDateTime(new Date()),
  });
  commit();
  return null;
}

export function updateAssistant(body: LiveAssistantRequest) {
  const assistant = getDb().liveAssistants.find((a) => a.id === body.id);
  if (!assistant) return fail(500, ASSISTANT_NOT_FOUND);
  const problem = assistantProblem(body, assistant.id);
  if (problem) return fail(400, problem);
  Object.assign(assistant, { wechat: body.wechat.trim(), wechatNickname: body.wechatNickname.trim(), assDesc: body.assDesc?.trim() ?? '', updateTime: formatDateTime(new Date()) });
  commit();
  return null;
}

export function deleteAssistant(id: number) {
  const db = getDb();
  const index = db.liveAssistants.findIndex((a) => a.id === id);
  if (index < 0) return fail(500, ASSISTANT_NOT_FOUND);
  db.liveAssistants.splice(index, 1);
  commit();
  return null;
}
