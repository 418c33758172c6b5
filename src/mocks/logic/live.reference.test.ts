import { getDb } from '@/mocks/db';
import { formatDateTime } from '@/mocks/logic/time';
import type { DemoLiveRoom } from '@/mocks/types/live';
import type { JavaClient } from '@/test/java-client';
import { runJavaRow, type JavaRow } from '@/test/java-rows';

// The mini-program live broadcast as a client of the reference backend (CRMEB's Java) sees it: assistants,
// live goods and their review, rooms. Each write call's refusals in the Java's order, codes and words, and
// what it changes, read back through the store. The video channel: video.reference.test.ts.

const db = () => getDb();
const ok = { code: 200, message: null } as const;
/** Reviews wait: the platform and WeChat decide nothing while a row reads the state it set. */
const runRow = (row: JavaRow) =>
  runJavaRow(row, () => {
    db().productSettings.reviewDelayMs = 3_600_000;
  });

// ------------------------------------------------------------------------------------------------
// MerchantWechatLiveAssistantController

const assistants = () => db().liveAssistants;

const ASSISTANTS: JavaRow[] = [
  {
    what: 'save: a WeChat id an assistant has',
    call: (java) => java.post('/admin/merchant/mp/live/assistant/save', { wechat: assistants()[0].wechat, wechatNickname: '重复' }),
    code: 500,
    message: () => `微信直播小助手已经存在:${assistants()[0].wechat}`,
    effect: () => expect(assistants()).toHaveLength(4),
  },
  {
    what: 'save: an assistant, as sent',
    call: (java) => java.post('/admin/merchant/mp/live/assistant/save', { wechat: ' new_one ', wechatNickname: '新助手' }),
    ...ok,
    data: null,
    effect: () => expect(assistants().at(-1)).toMatchObject({ wechat: ' new_one ', wechatNickname: '新助手' }),
  },
  {
    what: "update: another assistant's WeChat id is not checked",
    call: (java) => java.post('/admin/merchant/mp/live/assistant/update', { id: assistants()[1].id, wechat: assistants()[0].wechat, wechatNickname: '改名' }),
    ...ok,
    effect: () => expect(assistants()[1]).toMatchObject({ wechat: assistants()[0].wechat, wechatNickname: '改名' }),
  },
  { what: 'update: no such assistant', call: (java) => java.post('/admin/merchant/mp/live/assistant/update', { id: 999, wechat: 'x', wechatNickname: 'x' }), code: 500, message: '直播助手不存在' },
  { what: 'delete: no such assistant', call: (java) => java.get('/admin/merchant/mp/live/assistant/delete/999'), code: 500, message: '直播助手不存在' },
];

describe('MerchantWechatLiveAssistantController as the reference backend', () => {
  it.each(ASSISTANTS)('$what', async (row) => {
    expect.hasAssertions();
    await runRow(row);
  });
});

// ------------------------------------------------------------------------------------------------
// MerchantWechatLiveGoodsController

const goodsIn = (status: number) => {
  const found = db().liveGoods.find((g) => g.reviewStatus === status);
  if (!found) throw new Error(`no live goods in state ${status}`);
  return found;
};
const goodsById = (id: number) => db().liveGoods.find((g) => g.id === id);
const NOT_WITH_WECHAT_RESET = { code: 500, message: '直播商品状态并非微信审核中 不能执行撤回操作' } as const;
const NOT_WITH_WECHAT_AUDIT = { code: 500, message: '直播商品并非微信审核中 不能执行重新提交审核操作' } as const;

let approvedId = 0;
let auditId: number | undefined;
const edit = (java: JavaClient, id: number) => {
  const g = goodsById(id)!;
  return java.post('/admin/merchant/mp/live/goods/update', { id, name: '改过的直播商品', coverImgUrlLocal: g.coverImgUrlLocal, priceType: 1, price: '9.90', url: g.url });
};

const GOODS: JavaRow[] = [
  {
    what: 'save: rows as sent, a product off sale too, each to the platform (1)',
    call: (java) => {
      const off = db().products.find((p) => !p.isShow)!;
      return java.post('/admin/merchant/mp/live/goods/save', [{ productId: off.id, name: '下架商品', coverImgUrl: 'any-media', coverImgUrlLocal: off.image, priceType: 2, price: '30.00', price2: '20.00', url: 'pages/x' }]);
    },
    ...ok,
    data: null,
    effect: () => expect(db().liveGoods.at(-1)).toMatchObject({ name: '下架商品', reviewStatus: 1, price: '30.00', price2: '20.00' }),
  },
  {
    what: 'update: goods WeChat approved go back to the platform',
    arrange: () => {
      approvedId = goodsIn(4).id;
    },
    call: (java) => edit(java, approvedId),
    ...ok,
    data: null,
    effect: () => expect(goodsById(approvedId)).toMatchObject({ name: '改过的直播商品', price: '9.90', reviewStatus: 1 }),
  },
  { what: 'update: no such goods', call: (java) => java.post('/admin/merchant/mp/live/goods/update', { id: 999, name: 'x', coverImgUrlLocal: '/x.png', priceType: 1, price: '1', url: 'x' }), code: 500, message: '直播商品不存在' },
  { what: 'audit/reset: goods the platform has not decided', call: (java) => java.get(`/admin/merchant/mp/live/goods/audit/reset/${goodsIn(1).id}`), ...NOT_WITH_WECHAT_RESET },
  { what: 'audit/reset: goods WeChat approved', call: (java) => java.get(`/admin/merchant/mp/live/goods/audit/reset/${goodsIn(4).id}`), ...NOT_WITH_WECHAT_RESET },
  {
    what: 'audit/reset: goods under WeChat review go back to the merchant (0), answered true',
    arrange: () => {
      approvedId = goodsIn(2).id;
    },
    call: (java) => java.get(`/admin/merchant/mp/live/goods/audit/reset/${approvedId}`),
    ...ok,
    data: true,
    effect: () => expect(goodsById(approvedId)?.reviewStatus).toBe(0),
  },
  { what: 'audit: goods WeChat refused are not sent again', call: (java) => java.get(`/admin/merchant/mp/live/goods/audit/${goodsIn(5).id}`), ...NOT_WITH_WECHAT_AUDIT },
  { what: 'audit: nor goods the merchant took back', call: (java) => java.get(`/admin/merchant/mp/live/goods/audit/${goodsIn(0).id}`), ...NOT_WITH_WECHAT_AUDIT },
  {
    what: 'audit: goods under WeChat review get a new audit id and stay there',
    arrange: () => {
      approvedId = goodsIn(2).id;
      auditId = goodsIn(2).auditId;
    },
    call: (java) => java.get(`/admin/merchant/mp/live/goods/audit/${approvedId}`),
    ...ok,
    data: null,
    effect: () => {
      expect(goodsById(approvedId)?.reviewStatus).toBe(2);
      expect(goodsById(approvedId)?.auditId).not.toBe(auditId);
    },
  },
  { what: 'audit: no such goods', call: (java) => java.get('/admin/merchant/mp/live/goods/audit/999'), code: 500, message: '直播商品不存在' },
  { what: 'delete: no such goods', call: (java) => java.get('/admin/merchant/mp/live/goods/delete/999'), code: 500, message: '直播商品不存在' },
];

describe('MerchantWechatLiveGoodsController as the reference backend', () => {
  it.each(GOODS)('$what', async (row) => {
    expect.hasAssertions();
    await runRow(row);
  });
});

// ------------------------------------------------------------------------------------------------
// MerchantWechatLiveRoomController

const HOUR = 3_600_000;
const rooms = () => db().liveRooms;
const roomWhere = (test: (r: DemoLiveRoom) => boolean) => {
  const found = rooms().find(test);
  if (!found) throw new Error('no such room in the seed');
  return found;
};
let roomId = 0;

/** A room as the reference console sends it, its pictures those of a seeded room (WeChat has them). */
function roomBody(change: Record<string, unknown> = {}) {
  const pictures = roomWhere((r) => r.reviewStatus === 3);
  const start = Date.now() + 2 * HOUR;
  return {
    roomName: '周末新品直播',
    anchorName: '主播小王',
    anchorWechat: 'wx_anchor_wang',
    coverImg: pictures.coverImg,
    coverImgLocal: pictures.coverImgLocal,
    shareImg: pictures.shareImg,
    shareImgLocal: pictures.shareImgLocal,
    feedsImg: pictures.feedsImg,
    feedsImgLocal: pictures.feedsImgLocal,
    startTime: formatDateTime(new Date(start)),
    endTime: formatDateTime(new Date(start + 2 * HOUR)),
    type: 0,
    closeLike: 0,
    closeGoods: 0,
    closeComment: 0,
    closeReplay: 1,
    closeShare: 0,
    closeKf: 1,
    isFeedsPublic: 1,
    ...change,
  };
}

const ROOMS: JavaRow[] = [
  {
    what: 'create: a start in the past is not refused here (WeChat decides at the review), answered true',
    call: (java) => java.post('/admin/merchant/mp/live/room/create', roomBody({ startTime: formatDateTime(new Date(Date.now() - HOUR)), endTime: formatDateTime(new Date(Date.now() + HOUR)) })),
    ...ok,
    data: true,
    effect: () => expect(rooms().at(-1)).toMatchObject({ roomName: '周末新品直播', reviewStatus: 0 }),
  },
  {
    what: 'edit: a room on air WeChat has is changed and stays approved',
    arrange: () => {
      roomId = roomWhere((r) => r.liveStatus === 101 && r.reviewStatus === 3).id;
    },
    call: (java) => java.post('/admin/merchant/mp/live/room/edit', roomBody({ id: roomId, roomName: '直播中改名' })),
    ...ok,
    effect: () => expect(rooms().find((r) => r.id === roomId)).toMatchObject({ roomName: '直播中改名', reviewStatus: 3 }),
  },
  {
    what: 'edit: a room the platform refused goes to its review again',
    arrange: () => {
      roomId = roomWhere((r) => r.reviewStatus === 1).id;
    },
    call: (java) => java.post('/admin/merchant/mp/live/room/edit', roomBody({ id: roomId })),
    ...ok,
    effect: () => expect(rooms().find((r) => r.id === roomId)?.reviewStatus).toBe(0),
  },
  { what: 'edit: no such room', call: (java) => java.post('/admin/merchant/mp/live/room/edit', roomBody({ id: 999 })), code: 500, message: '直播间不存在' },
  {
    what: 'delete: a room on air',
    arrange: () => {
      roomId = roomWhere((r) => r.liveStatus === 101).id;
    },
    call: (java) => java.get(`/admin/merchant/mp/live/room/delete/${roomId}`),
    ...ok,
    effect: () => expect(rooms().some((r) => r.id === roomId)).toBe(false),
  },
  { what: 'delete: no such room', call: (java) => java.get('/admin/merchant/mp/live/room/delete/999'), code: 500, message: '直播间不存在' },
];

describe('MerchantWechatLiveRoomController as the reference backend', () => {
  it.each(ROOMS)('$what', async (row) => {
    expect.hasAssertions();
    await runRow(row);
  });
});
