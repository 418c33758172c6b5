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

  it('adds rows as sent for review; the demo platform refuses what it cannot use, then WeChat takes 2 → 4 after the delay', async () => {
    const [a, b] = onSale();
    const off = getDb().products.find((p) => !p.isShow)!;
    const before = getDb().liveGoods.length;
    // The reference checks no row when saving: each goes to the platform's review.
    await saveLiveGoods([row(a.id, { priceType: 3, price: '30', price2: '25.5' }), row(b.id, { priceType: 2, price: '30.00', price2: '20.00' }), row(off.id)]);
    expect(getDb().liveGoods).toHaveLength(before + 3);
    const added = getDb().liveGoods.slice(-3);
    expect(added.map((g) => [g.productId, g.reviewStatus, g.price, g.price2])).toEqual([[a.id, 1, '30.00', '25.50'], [b.id, 1, '30.00', '20.00'], [off.id, 1, '19.90', undefined]]);

    getDb().productSettings.reviewDelayMs = 0;
    for (const g of added) g.reviewAt = Date.now();
    const info = await getLiveGoodsInfo(added[0].id);
    expect(info).toMatchObject({ reviewStatus: 4, auditStatus: 2 });
    expect(info.goodsId).toBeGreaterThan(0);
    expect(info).not.toHaveProperty('reviewAt');
    expect(await getLiveGoodsInfo(added[1].id)).toMatchObject({ reviewStatus: 3, reviewReason: '价格区间的最高价必须大于最低价' });
    expect(await getLiveGoodsInfo(added[2].id)).toMatchObject({ reviewStatus: 3, reviewReason: '商品不存在或未上架' });
  });

  it('has WeChat refuse a cover it was not given (微信审核失败)', async () => {
    const [a] = onSale();
    await saveLiveGoods([row(a.id, { coverImgUrl: 'media-from-elsewhere' }), row(a.id)]);
    const [bad, ok] = getDb().liveGoods.slice(-2);
    getDb().productSettings.reviewDelayMs = 0;
    for (const g of [bad, ok]) g.reviewAt = Date.now();
    expect(await getLiveGoodsInfo(bad.id)).toMatchObject({ reviewStatus: 5, reviewReason: '商品图的微信素材无效，请重新选择商品图' });
    expect(await getLiveGoodsInfo(ok.id)).toMatchObject({ reviewStatus: 4, coverImgUrl: cover.mediaId, coverImgUrlLocal: cover.path });
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

  it('edits goods in any state back to the platform; withdraws and resubmits only under WeChat review', async () => {
    const approved = goodsOf(4);
    const edit = { id: approved.id, name: '新名字', coverImgUrlLocal: approved.coverImgUrlLocal, priceType: 1 as const, price: '9.90', url: approved.url ?? '' };
    const seededCover = approved.coverImgUrl;
    const seededPrice2 = approved.price2;
    await updateLiveGoods(edit);
    // Even goods WeChat approved go back to the platform's review; what is not sent stays.
    expect(approved).toMatchObject({ name: '新名字', priceType: 1, price: '9.90', reviewStatus: 1, coverImgUrl: seededCover });
    expect(approved.price2).toBe(seededPrice2);
    await expect(updateLiveGoods({ ...edit, id: 9999 })).rejects.toMatchObject({ code: 500, message: '直播商品不存在' });

    for (const status of [0, 1, 3, 4, 5]) {
      await expect(withdrawLiveGoodsAudit(goodsOf(status).id)).rejects.toMatchObject({ code: 500, message: '直播商品状态并非微信审核中 不能执行撤回操作' });
      await expect(resubmitLiveGoodsAudit(goodsOf(status).id)).rejects.toMatchObject({ code: 500, message: '直播商品并非微信审核中 不能执行重新提交审核操作' });
    }
    const withWechat = goodsOf(2);
    const auditId = withWechat.auditId;
    await resubmitLiveGoodsAudit(withWechat.id);
    expect(withWechat.reviewStatus).toBe(2);
    expect(withWechat.auditId).not.toBe(auditId);
    await withdrawLiveGoodsAudit(withWechat.id);
    expect(withWechat.reviewStatus).toBe(0);
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

  it('searches WeChat id or nickname, adds with a WeChat id no assistant has, edits and deletes', async () => {
    const [first] = getDb().liveAssistants;
    expect((await getLiveAssistantList({ keywords: first.wechatNickname })).list.map((a) => a.id)).toEqual([first.id]);
    expect((await getLiveAssistantList({ keywords: first.wechat })).list.map((a) => a.id)).toEqual([first.id]);
    await expect(saveLiveAssistant({ wechat: first.wechat, wechatNickname: '重复' })).rejects.toMatchObject({ code: 500, message: `微信直播小助手已经存在:${first.wechat}` });
    await saveLiveAssistant({ wechat: 'new_one', wechatNickname: '新助手', assDesc: '备注' });
    const added = getDb().liveAssistants.at(-1)!;
    expect(added).toMatchObject({ wechat: 'new_one', wechatNickname: '新助手', assDesc: '备注' });
    // The reference checks the WeChat id on adding only.
    await updateLiveAssistant({ id: added.id, wechat: first.wechat, wechatNickname: '新助手' });
    expect(added.wechat).toBe(first.wechat);
    await updateLiveAssistant({ id: added.id, wechat: 'new_one', wechatNickname: '改名' });
    expect(added).toMatchObject({ wechatNickname: '改名', assDesc: '备注' });
    await expect(updateLiveAssistant({ id: 9999, wechat: 'x', wechatNickname: 'x' })).rejects.toMatchObject({ code: 500, message: '直播助手不存在' });
    await deleteLiveAssistant(added.id);
    expect(getDb().liveAssistants.some((a) => a.id === added.id)).toBe(false);
  });
});
