import type { ErrorResult, GetVideoBrandPageParams, GetVideoDraftListParams, GetVideoProductListParams, VideoAccessRequest, VideoDraft, VideoDraftRequest, VideoDraftReviewRequest, VideoProduct } from '@/api/generated/model';
import { compareMoney, money } from '@/lib/format';
import { commit, getDb } from '../db';
import { fail, isError, pageOf } from '../lib';
import { videoCatLeaves } from '../seed/video';
import type { DemoVideoDraft, DemoVideoProduct } from '../types/video';
import { isDue, reviewDueAt, reviewsAreInstant } from './review';
import { PLATFORM_EXPRESSES } from './expresses';
import { formatDateTime } from './time';
import { pictureList } from '@/api/adapters/picture-list';

// 视频号: WeChat categories and brands, draft products and their review, approved products and the shelf, the access application.

const DRAFT_NOT_FOUND = '草稿商品不存在';
const PRODUCT_NOT_FOUND = '商品不存在';

const nowText = () => formatDateTime(new Date());
const nextId = (rows: ReadonlyArray<{ id: number }>) => rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;

/**
 * The demo platform, then WeChat, decide submitted drafts once their time has come: titles with 违规
 * are refused by the platform; the others pass both and land in 过审商品 (a new product starts at 0 初始值).
 */
export function settleVideoReviews(now = Date.now()) {
  const db = getDb();
  for (const d of db.videoDrafts) {
    if (d.isDel || d.platformEditStatus !== 2 || !isDue(d.reviewAt, now)) continue;
    delete d.reviewAt;
    d.updateTime = nowText();
    commit();
    if (d.title.includes('违规')) {
      d.platformEditStatus = 3;
      d.platformStatusReason = '商品信息含违规内容，请修改后重新提交';
      continue;
    }
    d.platformEditStatus = 4;
    d.editStatus = 4;
    delete d.platformStatusReason;
    delete d.rejectReason;
    const fields = {
      primaryProductId: d.primaryProductId,
      title: d.title,
      headImg: d.headImg,
      thirdCatId: d.thirdCatId,
      thirdCatName: d.thirdCatName,
      ...(d.brandId === undefined ? {} : { brandId: d.brandId }),
      editStatus: 4 as const,
      stock: d.stock,
      skus: d.skus,
      updateTime: d.updateTime,
    };
    const existing = db.videoProducts.find((p) => p.draftId === d.id);
    if (existing) {
      Object.assign(existing, fields);
      d.status = existing.status;
      continue;
    }
    const id = nextId(db.videoProducts);
    const product = db.products.find((p) => p.id === d.primaryProductId);
    db.videoProducts.push({ id, componentProductId: 30_000_000 + id, draftId: d.id, status: 0, giveIntegral: Math.floor(Number(product?.price ?? 0)), sales: 0, createTime: d.updateTime, ...fields });
    d.status = 0;
  }
}

/** The drafts' and products' filter (product id, title), newest first. */
function listOf<T extends { id: number; primaryProductId: number; title: string; createTime: string }>(rows: readonly T[], q: Pick<GetVideoDraftListParams, 'proId' | 'search'>): T[] {
  const search = (q.search ?? '').trim();
  return rows
    .filter((r) => (!q.proId || r.primaryProductId === q.proId) && (!search || r.title.includes(search)))
    .toSorted((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
}

const publicDraft = ({ reviewAt: _reviewAt, isDel: _isDel, ...draft }: DemoVideoDraft): VideoDraft => draft;
const publicProduct = ({ isDel: _isDel, ...product }: DemoVideoProduct): VideoProduct => product;
const live = <T extends { isDel?: boolean }>(rows: readonly T[]) => rows.filter((r) => !r.isDel);

/** The draft a request describes, or why it cannot be saved. */
function draftFrom(body: VideoDraftRequest, previous?: DemoVideoDraft): DemoVideoDraft | ErrorResult {
  const db = getDb();
  const product = db.products.find((p) => p.id === body.primaryProductId && !p.isRecycle);
  if (!product) return fail(500, PRODUCT_NOT_FOUND);
  const title = body.title.trim();
  if (!title || title.length > 60) return fail(400, '商品标题长度为1~60个字符');
  // Picture lists come as the JSON text of a list, as the reference backend stores them.
  const headImg = pictureList(body.headImg);
  if (!Array.isArray(headImg) || headImg.length < 1 || headImg.length > 9) return fail(400, '商品轮播图为1~9张');
  const leaf = videoCatLeaves(db.videoCats).find((c) => c.value === body.thirdCatId);
  if (!leaf) return fail(400, '请选择三级微信商品类目');
  const read = pictureList(body.qualificationPics ?? '');
  const pics = Array.isArray(read) ? read : [];
  if (leaf.productQualificationType === 1 && pics.length === 0) return fail(400, `该类目需上传商品资质图：${leaf.productQualification ?? ''}`);
  if (body.brandId !== undefined && !db.videoBrands.some((b) => b.brandId === body.brandId)) return fail(400, '品牌不存在');
  if (!db.shippingTemplates.some((t) => t.id === body.tempId)) return fail(400, '运费模板不存在');
  const unitName = body.unitName.trim();
  if (!unitName) return fail(400, '请填写单位');
  // As the reference backend: one spec takes the first SKU alone.
  const sent = body.specType ? body.attrValue : body.attrValue.slice(0, 1);
  if (sent.length === 0) return fail(400, '请设置商品规格');
  const skus = [];
  const seen = new Set<number>();
  for (const s of sent) {
    const value = product.attrValue.find((v) => v.id === s.id);
    if (s.id === undefined || !value || seen.has(s.id)) return fail(400, '规格不属于所选商品');
    seen.add(s.id);
    if (compareMoney(s.price, '0.01') < 0) return fail(400, '售价不能小于0.01');
    if (!Number.isInteger(s.stock) || s.stock < 0) return fail(400, '库存不能小于0');
    skus.push({ attrValueId: s.id, sku: value.sku ?? '默认', image: s.image, price: money(s.price), otPrice: money(s.otPrice), stock: s.stock });
  }
  const time = nowText();
  return {
    id: previous?.id ?? nextId(db.videoDrafts),
    primaryProductId: product.id,
    title,
    headImg,
    ...(pics.length > 0 ? { qualificationPics: pics } : {}),
    thirdCatId: leaf.value,
    thirdCatName: leaf.label,
    ...(body.brandId === undefined ? {} : { brandId: body.brandId }),
    ...(body.descInfo === undefined ? {} : { descInfo: body.descInfo }),
    tempId: body.tempId,
    unitName,
    stock: skus.reduce((n, s) => n + s.stock, 0),
    sales: previous?.sales ?? 0,
    status: previous?.status ?? 0,
    // A changed draft is reviewed again on both sides.
    editStatus: 1,
    platformEditStatus: 1,
    // What the reference keeps of the request: its specs and SKUs as JSON text.
    specType: body.specType,
    attr: JSON.stringify(body.attr),
    attrValue: JSON.stringify(body.attrValue),
    skus,
    createTime: previous?.createTime ?? time,
    updateTime: time,
  };
}

const findDraft = (id: number) => getDb().videoDrafts.find((d) => d.id === id && !d.isDel);
const findProduct = (id: number) => getDb().videoProducts.find((p) => p.id === id);

export const videoCats = () => getDb().videoCats;

export const videoBrands = () => getDb().videoBrands;

/** 品牌列表 (paged): the brands WeChat approved for the shop are all the demo has (status 1 审核成功). */
export const videoBrandPage = (q: GetVideoBrandPageParams) => pageOf(q.status === undefined || q.status === 1 ? getDb().videoBrands.map((b) => ({ ...b, status: 1 as const })) : [], q);

/** 组件快递: the carriers WeChat's shop ships with, named as the platform names them. */
export const videoDeliveryCompanies = () => PLATFORM_EXPRESSES.map(({ id, code, name }) => ({ id, deliveryId: code, deliveryName: name }));

export function draftPage(q: GetVideoDraftListParams) {
  settleVideoReviews();
  return pageOf(listOf(live(getDb().videoDrafts), q), q, publicDraft);
}

export function draftInfo(id: number) {
  settleVideoReviews();
  const draft = findDraft(id);
  return draft ? publicDraft(draft) : fail(500, DRAFT_NOT_FOUND);
}

/** Adds a draft; the reference refuses a title any draft has (deleted ones too, of any store). */
export function addDraft(body: VideoDraftRequest) {
  if (getDb().videoDrafts.some((d) => d.title === body.title)) return fail(500, '当前草稿商品的名称已存在');
  const draft = draftFrom(body);
  if (isError(draft)) return draft;
  getDb().videoDrafts.push(draft);
  commit();
  return null;
}

/**
 * Rewrites a draft in any state, as the reference does (one under review too): WeChat's review starts
 * over (未审核), the platform's state stays until the draft is submitted or withdrawn again.
 */
export function updateDraft(body: VideoDraftRequest) {
  settleVideoReviews();
  if (body.id === undefined) return fail(500, 'id不能为空');
  const previous = findDraft(body.id);
  if (!previous) return fail(500, DRAFT_NOT_FOUND);
  const draft = draftFrom(body, previous);
  if (isError(draft)) return draft;
  const drafts = getDb().videoDrafts;
  drafts[drafts.indexOf(previous)] = {
    ...draft,
    platformEditStatus: previous.platformEditStatus,
    ...(previous.reviewAt === undefined ? {} : { reviewAt: previous.reviewAt }),
    ...(previous.platformStatusReason === undefined ? {} : { platformStatusReason: previous.platformStatusReason }),
  };
  commit();
  return null;
}

/** The reference's delete of a draft that is not there removes nothing and says so. */
export function deleteDraft(id: number) {
  const db = getDb();
  const draft = findDraft(id);
  if (!draft) return fail(500, '删除草稿商品失败');
  db.videoDrafts = db.videoDrafts.filter((d) => d !== draft);
  commit();
  return null;
}

/**
 * Sets a draft's platform state as sent, from any state, as the reference does: 2 submits it (the demo
 * platform then decides), 1 withdraws it.
 */
export function reviewDraft(body: VideoDraftReviewRequest) {
  settleVideoReviews();
  const draft = findDraft(body.draftProductId);
  if (!draft) return fail(500, '商家操作草稿商品失败');
  draft.platformEditStatus = body.platformEditStatus;
  if (body.platformEditStatus === 2) {
    delete draft.platformStatusReason;
    draft.reviewAt = reviewDueAt();
  } else {
    delete draft.reviewAt;
  }
  draft.updateTime = nowText();
  commit();
  if (reviewsAreInstant()) settleVideoReviews();
  return null;
}

export function productPage(q: GetVideoProductListParams) {
  settleVideoReviews();
  return pageOf(listOf(live(getDb().videoProducts), q), q, publicProduct);
}

export function productInfo(id: number) {
  const product = findProduct(id);
  return product && !product.isDel ? publicProduct(product) : fail(500, PRODUCT_NOT_FOUND);
}

/** Moves a product between shelf states, when its current one allows it, in the reference's order of refusals. */
function shelve(id: number, from: ReadonlyArray<VideoProduct['status']>, refusal: string, to: 5 | 11) {
  const product = findProduct(id);
  if (!product) return fail(500, PRODUCT_NOT_FOUND);
  if (product.isDel) return fail(500, '商品已删除');
  if (!from.includes(product.status)) return fail(500, refusal);
  product.status = to;
  product.platformStatus = to;
  product.updateTime = nowText();
  const draft = getDb().videoDrafts.find((d) => d.id === product.draftId);
  if (draft) Object.assign(draft, { status: to, platformStatus: to });
  commit();
  return null;
}

/** 上架: only a product the store took off sale (自主下架); a new one or one WeChat took down stays off. */
export const putProductOn = (id: number) => shelve(id, [11], '商品只有在自主下架状态，才能上架', 5);

/** 下架: a new product or one on sale. */
export const takeProductDown = (id: number) => shelve(id, [0, 5], '商品只有在初始值/上架状态，才能下架', 11);

/** Marks the product and its draft deleted, as the reference does; a second delete says so. */
export function deleteProduct(id: number) {
  const product = findProduct(id);
  if (!product) return fail(500, PRODUCT_NOT_FOUND);
  if (product.isDel) return fail(500, '商品已删除');
  product.isDel = true;
  const draft = getDb().videoDrafts.find((d) => d.id === product.draftId);
  if (draft) draft.isDel = true;
  commit();
  return null;
}

export const videoAccess = () => getDb().videoAccess;

/** Applies for access to the video channel, unless an application waits or access is granted. */
export function applyAccess(body: VideoAccessRequest) {
  const db = getDb();
  if (db.videoAccess.status === 1) return fail(500, '申请审核中，请耐心等待');
  if (db.videoAccess.status === 2) return fail(500, '已接入视频号，无需重复申请');
  const contactName = body.contactName.trim();
  if (!contactName) return fail(400, '请填写联系人');
  if (!/^1\d{10}$/.test(body.contactPhone)) return fail(400, '请输入正确的手机号码');
  db.videoAccess = {
    status: 1,
    contactName,
    contactPhone: body.contactPhone,
    ...(body.wechatAppid ? { wechatAppid: body.wechatAppid.trim() } : {}),
    ...(body.remark ? { remark: body.remark } : {}),
    applyTime: nowText(),
  };
  commit();
  return null;
}
