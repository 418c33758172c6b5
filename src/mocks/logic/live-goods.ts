import type { GetLiveAssistantListParams, GetLiveGoodsListParams, LiveAssistantRequest, LiveGoods, LiveGoodsAddRequest, LiveGoodsEditRequest } from '@/api/generated/model';
import { compareMoney, isValidMoney, money } from '@/lib/format';
import { commit, getDb } from '../db';
import { fail, pageOf } from '../lib';
import type { DemoLiveGoods } from '../types/live-goods';
import { reviewDueAt } from './review';
import { formatDateTime } from './time';
import { pictureMediaProblem } from './wechat-media';

// 直播商品 and 直播助手: the store's live goods with their review by the platform and WeChat, and its room assistants.

const NAME_MAX = 14;
const GOODS_NOT_FOUND = '直播商品不存在';
const ASSISTANT_NOT_FOUND = '直播助手不存在';

/** WeChat's review of live goods (微信审核中): the only state that may be withdrawn or sent to WeChat again. */
const WITH_WECHAT = 2;

const isOnSale = (productId: number) => getDb().products.some((p) => p.id === productId && p.auditStatus === 2 && p.isShow && !p.isRecycle);

/** Why the demo platform refuses goods: a product not on sale, a name, cover or prices it cannot use; or undefined. */
function platformProblem(g: DemoLiveGoods): string | undefined {
  if (g.name.includes('违规')) return '商品名称含违规内容，请修改后重新提交';
  if (!isOnSale(g.productId)) return '商品不存在或未上架';
  return priceProblem(g);
}

/**
 * Decides reviews whose time has come: the demo platform approves (1 → 2) unless it finds a problem
 * (→ 3), then WeChat accepts (2 → 4) and gives the goods its id, unless it does not know the cover
 * (→ 5). The reference saves goods unchecked and leaves these checks to its platform and to WeChat.
 */
export function settleLiveGoods(now = Date.now()) {
  let changed = false;
  for (const g of getDb().liveGoods) {
    // A zero delay decides both steps at once; otherwise WeChat takes its own delay after the platform.
    while (g.reviewAt !== undefined && g.reviewAt <= now && (g.reviewStatus === 1 || g.reviewStatus === WITH_WECHAT)) {
      changed = true;
      const problem = g.reviewStatus === 1 ? platformProblem(g) : (pictureMediaProblem(g.coverImgUrl, g.coverImgUrlLocal, '商品图') ?? undefined);
      if (problem) {
        Object.assign(g, { reviewStatus: g.reviewStatus === 1 ? 3 : 5, reviewReason: problem }, g.reviewStatus === 1 ? {} : { auditStatus: 3 });
        delete g.reviewAt;
      } else if (g.reviewStatus === 1) {
        Object.assign(g, { reviewStatus: WITH_WECHAT, auditId: 525_100_000 + g.id, auditStatus: 1, reviewAt: reviewDueAt(g.reviewAt) });
      } else {
        Object.assign(g, { reviewStatus: 4, auditStatus: 2, goodsId: 31_100 + g.id });
        delete g.reviewAt;
      }
    }
  }
  if (changed) commit();
}

/** Sends goods to the platform's review (平台待审核). */
function submit(g: DemoLiveGoods) {
  g.reviewStatus = 1;
  delete g.reviewReason;
  delete g.auditStatus;
  g.reviewAt = reviewDueAt();
}

const toGoods = ({ reviewAt: _reviewAt, ...g }: DemoLiveGoods): LiveGoods => g;

const findGoods = (id: number) => getDb().liveGoods.find((g) => g.id === id);

/** Why the demo platform cannot take a row's name, cover or prices, or undefined. */
function priceProblem(body: Pick<LiveGoods, 'name' | 'coverImgUrlLocal' | 'priceType' | 'price' | 'price2'>): string | undefined {
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

/** A money text kept as the demo stores amounts, or as sent when it is none. */
const amount = (text: string) => (isValidMoney(text) ? money(text) : text);

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

/** Adds rows of goods as sent, each for the platform's review (the reference checks none of them here). */
export function addLiveGoods(rows: readonly LiveGoodsAddRequest[]) {
  const db = getDb();
  let id = Math.max(0, ...db.liveGoods.map((g) => g.id));
  const createTime = formatDateTime(new Date());
  for (const row of rows) {
    const goods: DemoLiveGoods = {
      id: ++id,
      productId: row.productId,
      name: row.name,
      coverImgUrlLocal: row.coverImgUrlLocal,
      priceType: row.priceType,
      price: amount(row.price),
      ...(row.price2 === undefined ? {} : { price2: amount(row.price2) }),
      url: row.url,
      coverImgUrl: row.coverImgUrl,
      reviewStatus: 1,
      sort: 0,
      createTime,
    };
    submit(goods);
    db.liveGoods.push(goods);
  }
  settleLiveGoods();
  commit();
  return null;
}

/**
 * Changes goods in any state and sends them to the platform's review again, as the reference does (even
 * goods WeChat approved). Fields left out keep their values.
 */
export function updateLiveGoods(body: LiveGoodsEditRequest) {
  const goods = findGoods(body.id);
  if (!goods) return fail(500, GOODS_NOT_FOUND);
  Object.assign(goods, {
    name: body.name,
    coverImgUrlLocal: body.coverImgUrlLocal,
    priceType: body.priceType,
    price: amount(body.price),
    ...(body.price2 === undefined ? {} : { price2: amount(body.price2) }),
    url: body.url,
    ...(body.coverImgUrl === undefined ? {} : { coverImgUrl: body.coverImgUrl }),
  });
  submit(goods);
  settleLiveGoods();
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

/** 撤回: takes goods back from WeChat's review (微信审核中) to 商户创建/撤回. */
export function withdrawLiveGoods(id: number) {
  settleLiveGoods();
  const goods = findGoods(id);
  if (!goods) return fail(500, GOODS_NOT_FOUND);
  if (goods.reviewStatus !== WITH_WECHAT) return fail(500, '直播商品状态并非微信审核中 不能执行撤回操作');
  goods.reviewStatus = 0;
  delete goods.reviewAt;
  commit();
  return true;
}

/** 重新提交审核: sends goods under WeChat's review to WeChat again, which gives a new audit id; the state stays. */
export function resubmitLiveGoods(id: number) {
  settleLiveGoods();
  const goods = findGoods(id);
  if (!goods) return fail(500, GOODS_NOT_FOUND);
  if (goods.reviewStatus !== WITH_WECHAT) return fail(500, '直播商品并非微信审核中 不能执行重新提交审核操作');
  goods.auditId = (goods.auditId ?? 525_100_000 + goods.id) + 1_000;
  commit();
  return null;
}

/** The reference refuses a WeChat id some assistant already has (in any store), on adding only. */
const assistantTaken = (wechat: string) => getDb().liveAssistants.some((a) => a.wechat === wechat);

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

/** Adds an assistant as sent (the reference checks none of its fields); nothing goes to WeChat yet. */
export function addAssistant(body: LiveAssistantRequest) {
  if (assistantTaken(body.wechat)) return fail(500, `微信直播小助手已经存在:${body.wechat}`);
  const db = getDb();
  db.liveAssistants.push({
    id: Math.max(0, ...db.liveAssistants.map((a) => a.id)) + 1,
    wechat: body.wechat,
    wechatNickname: body.wechatNickname,
    assDesc: body.assDesc ?? '',
    createTime: formatDateTime(new Date()),
  });
  commit();
  return null;
}

/** Writes what is sent; the reference checks no WeChat id here, not even one another assistant has. */
export function updateAssistant(body: LiveAssistantRequest) {
  const assistant = body.id === undefined ? undefined : findAssistant(body.id);
  if (!assistant) return fail(500, ASSISTANT_NOT_FOUND);
  Object.assign(assistant, { wechat: body.wechat, wechatNickname: body.wechatNickname, ...(body.assDesc === undefined ? {} : { assDesc: body.assDesc }), updateTime: formatDateTime(new Date()) });
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
