import { deleteLiveAssistant, getLiveAssistantList, saveLiveAssistant, updateLiveAssistant } from '@/api/generated/endpoints/live-assistant/live-assistant';
import {
  deleteLiveGoods,
  getLiveGoodsInfo,
  getLiveGoodsList,
  resubmitLiveGoodsAudit,
  saveLiveGoods,
  sortLiveGoods,
  updateLiveGoods,
  withdrawLiveGoodsAudit,
} from '@/api/generated/endpoints/live-goods/live-goods';
import { uploadLocalWechatMedia } from '@/api/generated/endpoints/live-room/live-room';
import type { LiveGoodsAddRequest } from '@/api/generated/model';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';
import { liveGoodsUrl } from '@/mocks/seed/live-goods';

const onSale = () => getDb().products.filter((p) => p.auditStatus === 2 && p.isShow && !p.isRecycle);
/** A picture of the library and the media id the demo's WeChat gave for it. */
let cover = { path: '', mediaId: '' };
const row = (productId: number, change: Partial<LiveGoodsAddRequest> = {}): LiveGoodsAddRequest => ({
  productId,
  name: '直播测试商品',
  coverImgUrl: cover.mediaId,
  coverImgUrlLocal: cover.path,
  priceType: 1,
  price: '19.90',
  url: liveGoodsUrl(productId),
  ...change,
});
const goodsOf = (status: number) => getDb().liveGoods.find((g) => g.reviewStatus === status)!;

/** The demo backend of live goods and assistants, called as the console calls it. */
describe('the demo backend of live goods', () => {
  beforeEach(async () => {
    switchRole('admin');
    getDb().productSettings.reviewDelayMs = 60_000;
    const path = getDb().attachments[0].sattDir;
    cover = { path, mediaId: (await uploadLocalWechatMedia({ type: 'image', imagePath: path })).mediaId };
  });

  it('seeds goods in every review state and lists them by sort then newest, filtered by state and id or name', async () => {
    expect(new Set(getDb().liveGoods.map((g) => g.reviewStatus))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(getDb().liveGoods.filter((g) => g.reviewStatus === 3 || g.reviewStatus === 5).every((g) => g.reviewReason)).toBe(true);
    expect(getDb().liveGoods.filter((g) => g.reviewStatus === 4).every((g) => g.goodsId && g.auditId)).toBe(true);
    const all = await getLiveGoodsList({ page: 1, limit: 50 });
    const expected = getDb().liveGoods.toSorted((a, b) => b.sort - a.sort || b.id - a.id).map((g) => g.id);
    expect(all.list.map((g) => g.id)).toEqual(expected);
    expect((await getLiveGoodsList({ reviewStatus: 4, limit: 50 })).list.every((g) => g.reviewStatus === 4)).toBe(true);
    const some = getDb().liveGoods[3];
    expect((await getLiveGoodsList({ keywords: String(some.id) })).list.map((g) => g.id)).toEqual([some.id]);
    expect((await getLiveGoodsList({ keywords: some.name, limit: 50 })).list.every((g) => g.name.includes(some.name))).toBe(true);
  });

  it('adds several rows for review, names the bad row, and lets the review run 1 → 2 → 4 after the delay', async () => {
    const [a, b] = onSale();
    await expect(saveLiveGoods([row(a.id), row(b.id, { priceType: 2, price: '30', price2: '20.00' })])).rejects.toThrow('第2行：价格区间的最高价必须大于最低价');
    await expect(saveLiveGoods([row(a.id, { priceType: 3, price: '30', price2: '30.00' })])).rejects.toThrow('第1行：折扣价的现价必须低于原价');
    await expect(saveLiveGoods([row(a.id, { priceType: 2 })])).rejects.toThrow('第1行：请输入价格区间的最高价');
    await expect(saveLiveGoods([row(a.id, { name: '   ' })])).rejects.toThrow('第1行：请输入商品名称');
    await expect(saveLiveGoods([row(a.id), row(a.id, { coverImgUrlLocal: ' ' })])).rejects.toThrow('第2行：请选择商品图');
    const off = getDb().products.find((p) => !p.isShow)!;
    await expect(saveLiveGoods([row(off.id)])).rejects.toThrow('第1行：商品不存在或未上架');
    const before = getDb().liveGoods.length;
    await saveLiveGoods([row(a.id, { priceType: 3, price: '30', price2: '25.5' }), row(b.id, { priceType: 2, price: '10.00', price2: '20.00' })]);
    expect(getDb().liveGoods).toHaveLength(before + 2);
    const added = getDb().liveGoods.slice(-2);
    expect(added.map((g) => [g.productId, g.reviewStatus, g.price, g.price2])).toEqual([[a.id, 1, '30.00', '25.50'], [b.id, 1, '10.00', '20.00']]);

    getDb().productSettings.reviewDelayMs = 0;
    for (const g of added) g.reviewAt = Date.now();
    const info = await getLiveGoodsInfo(added[0].id);
    expect(info).toMatchObject({ reviewStatus: 4, auditStatus: 2 });
    expect(info.goodsId).toBeGreaterThan(0);
    expect(info).not.toHaveProperty('reviewAt');
  });

  it('takes a cover by the media id WeChat gave for that picture only', async () => {
    const [a] = onSale();
    const before = getDb().liveGoods.length;
    await expect(saveLiveGoods([row(a.id, { coverImgUrl: 'media-from-elsewhere' })])).rejects.toThrow('第1行：商品图的微信素材无效，请重新选择商品图');
    const other = getDb().attachments[1].sattDir;
    await expect(saveLiveGoods([row(a.id, { coverImgUrlLocal: other })])).rejects.toThrow('第1行：商品图与其微信素材不是同一张图片，请重新选择商品图');
    expect(getDb().liveGoods).toHaveLength(before);
    await saveLiveGoods([row(a.id)]);
    expect(getDb().liveGoods.at(-1)).toMatchObject({ coverImgUrl: cover.mediaId, coverImgUrlLocal: cover.path });
  });

  it('waits the delay between the platform and WeChat, and refuses names with 违规', async () => {
    const [a, b] = onSale();
    await saveLiveGoods([row(a.id), row(b.id, { name: '违规商品' })]);
    const [ok, bad] = getDb().liveGoods.slice(-2);
    expect((await getLiveGoodsInfo(ok.id)).reviewStatus).toBe(1);
    ok.reviewAt = Date.now() - 1;
    bad.reviewAt = Date.now() - 1;
    expect((await getLiveGoodsInfo(ok.id)).reviewStatus).toBe(2);
    expect(await getLiveGoodsInfo(bad.id)).toMatchObject({ reviewStatus: 3, reviewReason: expect.stringContaining('违规') });
  });

  it('edits only goods not with the platform or WeChat, withdraws pending ones and submits them again', async () => {
    const pending = goodsOf(1);
    const edit = { id: pending.id, name: '新名字', coverImgUrlLocal: pending.coverImgUrlLocal, priceType: 1 as const, price: '9.90', url: pending.url ?? '' };
    const seededCover = pending.coverImgUrl;
    await expect(updateLiveGoods(edit)).rejects.toThrow('只有商户创建、平台审核失败或微信审核失败的直播商品可以编辑');
    await withdrawLiveGoodsAudit(pending.id);
    expect(pending.reviewStatus).toBe(0);
    await expect(withdrawLiveGoodsAudit(pending.id)).rejects.toThrow('只有平台待审核的直播商品可以撤回');
    await expect(updateLiveGoods({ ...edit, priceType: 2, price: '10.00', price2: '5.00' })).rejects.toThrow('价格区间的最高价必须大于最低价');
    await updateLiveGoods({ ...edit, priceType: 2, price: '10.00', price2: '15.00' });
    expect(pending).toMatchObject({ name: '新名字', priceType: 2, price: '10.00', price2: '15.00' });
    await updateLiveGoods(edit);
    expect(pending).not.toHaveProperty('price2');
    // Without a media id the cover stays the one WeChat has; a new picture needs its own.
    expect(pending.coverImgUrl).toBe(seededCover);
    await expect(updateLiveGoods({ ...edit, coverImgUrlLocal: cover.path })).rejects.toThrow('商品图的微信素材无效');
    await expect(updateLiveGoods({ ...edit, coverImgUrlLocal: cover.path, coverImgUrl: seededCover })).rejects.toThrow('商品图与其微信素材不是同一张图片');
    await updateLiveGoods({ ...edit, coverImgUrlLocal: cover.path, coverImgUrl: cover.mediaId });
    expect(pending).toMatchObject({ coverImgUrl: cover.mediaId, coverImgUrlLocal: cover.path });
    await resubmitLiveGoodsAudit(pending.id);
    expect(pending.reviewStatus).toBe(1);
    const refused = goodsOf(5);
    await resubmitLiveGoodsAudit(refused.id);
    expect(refused.reviewStatus).toBe(1);
    expect(refused).not.toHaveProperty('reviewReason');
    await expect(resubmitLiveGoodsAudit(goodsOf(4).id)).rejects.toThrow('可以重新提交');
  });

  it('sorts and deletes', async () => {
    const g = getDb().liveGoods[5];
    await sortLiveGoods(g.id, 99);
    expect((await getLiveGoodsList({ page: 1, limit: 1 })).list[0].id).toBe(g.id);
    await deleteLiveGoods(g.id);
    expect(getDb().liveGoods.some((x) => x.id === g.id)).toBe(false);
    await expect(deleteLiveGoods(g.id)).rejects.toThrow('直播商品不存在');
  });
});

describe('the demo backend of live assistants', () => {
  beforeEach(() => switchRole('admin'));

  it('searches WeChat id or nickname, adds with a unique WeChat id, edits and deletes', async () => {
    const [first] = getDb().liveAssistants;
    expect((await getLiveAssistantList({ keywords: first.wechatNickname })).list.map((a) => a.id)).toEqual([first.id]);
    expect((await getLiveAssistantList({ keywords: first.wechat })).list.map((a) => a.id)).toEqual([first.id]);
    await expect(saveLiveAssistant({ wechat: first.wechat, wechatNickname: '重复' })).rejects.toThrow('已添加为助手');
    await expect(saveLiveAssistant({ wechat: 'new_one', wechatNickname: '  ' })).rejects.toThrow('请输入微信昵称');
    await saveLiveAssistant({ wechat: 'new_one', wechatNickname: '新助手', assDesc: '备注' });
    const added = getDb().liveAssistants.at(-1)!;
    expect(added).toMatchObject({ wechat: 'new_one', wechatNickname: '新助手', assDesc: '备注' });
    await expect(updateLiveAssistant({ id: added.id, wechat: first.wechat, wechatNickname: '新助手' })).rejects.toThrow('已添加为助手');
    await updateLiveAssistant({ id: added.id, wechat: 'new_one', wechatNickname: '改名' });
    expect(added.wechatNickname).toBe('改名');
    await deleteLiveAssistant(added.id);
    expect(getDb().liveAssistants.some((a) => a.id === added.id)).toBe(false);
  });
});
