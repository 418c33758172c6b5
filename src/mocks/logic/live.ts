import type { ErrorResult, LiveRoom, LiveRoomAddGoodsRequest, LiveRoomAssistantsRequest, LiveRoomGoods, LiveRoomGoodsOnSaleRequest, LiveRoomGoodsSortRequest, LiveRoomRequest, LiveRoomSearchRequest } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { fail, pageOf } from '../lib';
import type { DemoLiveRoom } from '../types/live';
import { settleLiveGoods } from './live-goods';
import { isDue, reviewDueAt, reviewsAreInstant } from './review';
import { formatDateTime } from './time';
import { pictureMediaProblem } from './wechat-media';

// The store's WeChat mini-program live rooms (reference §4.15, §6 /mp/live/room/*): the platform's
// review, then WeChat's, the goods a room shows, its assistants, switches and share code.

const MINUTE = 60_000;
/** WeChat's reviewed goods state (微信审核成功), the only goods a room may show. */
const GOODS_APPROVED = 4;
const NOT_STARTED = 102;
const ROOM_NOT_FOUND = '直播间不存在';

const timeOf = (text: string) => new Date(text.replace(' ', 'T')).getTime();

/**
 * Decides the pending reviews whose time has come: the platform refuses a name with 违规 (1 平台审核失败);
 * otherwise it submits the room to WeChat, which refuses what breaks its rules (2 平台审核成功但提交微信
 *失败, with WeChat's reason) or accepts it and gives the room its id (3). The reference saves a room
 * unchecked and leaves these checks to its platform and to WeChat.
 */
export function settleRoomReviews(now = Date.now()) {
  let changed = false;
  for (const room of getDb().liveRooms) {
    if (room.reviewStatus !== 0 || !isDue(room.reviewAt, now)) continue;
    delete room.reviewAt;
    const wechatRefusal = invalid(room, now);
    if (room.roomName.includes('违规')) {
      room.reviewStatus = 1;
      room.reviewReason = '直播间名称含违规内容，请修改后重新提交';
    } else if (wechatRefusal) {
      room.reviewStatus = 2;
      room.reviewReason = wechatRefusal;
    } else {
      room.reviewStatus = 3;
      room.roomId ??= 1000 + room.id;
      delete room.reviewReason;
    }
    changed = true;
  }
  if (changed) commit();
}

function toRoom({ goods, reviewAt: _at, ...room }: DemoLiveRoom): LiveRoom {
  return { ...room, goodsCount: goods.length };
}

const findRoom = (id: number) => getDb().liveRooms.find((r) => r.id === id);

/** What WeChat refuses in a room's fields (its rules for names, pictures and times), in the demo's words. */
type RoomChecked = Pick<DemoLiveRoom, 'roomName' | 'anchorName' | 'anchorWechat' | 'coverImg' | 'coverImgLocal' | 'shareImg' | 'shareImgLocal' | 'feedsImg' | 'feedsImgLocal' | 'startTime' | 'endTime'>;

function invalid(body: RoomChecked, now = Date.now()): string | null {
  const name = body.roomName.trim();
  if (name.length < 3 || name.length > 17) return '直播间名字长度为3~17个字符';
  const anchor = body.anchorName.trim();
  if (anchor.length < 2 || anchor.length > 15) return '主播昵称长度为2~15个字符';
  if (!body.anchorWechat.trim()) return '请输入主播微信号';
  if (!body.coverImgLocal) return '请选择背景图';
  if (!body.shareImgLocal) return '请选择分享图';
  if (!body.feedsImgLocal) return '请选择直播频道封面图';
  const pictures = [
    [body.coverImg, body.coverImgLocal, '背景图'],
    [body.shareImg, body.shareImgLocal, '分享图'],
    [body.feedsImg, body.feedsImgLocal, '直播频道封面图'],
  ] as const;
  for (const [mediaId, path, label] of pictures) {
    const problem = pictureMediaProblem(mediaId, path, label);
    if (problem) return problem;
  }
  const start = timeOf(body.startTime);
  const end = timeOf(body.endTime);
  if (Number.isNaN(start) || Number.isNaN(end)) return '请选择直播时间';
  // WeChat's window for the start: at least 10 minutes from now, at most 6 months ahead.
  if (start < now + 10 * MINUTE) return '开播时间需要在当前时间的10分钟后';
  const latest = new Date(now);
  latest.setMonth(latest.getMonth() + 6);
  if (start > latest.getTime()) return '开始时间不能在6个月之后';
  const span = end - start;
  if (span < 30 * MINUTE || span > 24 * 60 * MINUTE) return '开播时间和结束时间间隔不得短于30分钟，不得超过24小时';
  return null;
}

/** Refuses goods WeChat has not approved (or that do not exist). */
function unapprovedGoods(ids: readonly number[]): ErrorResult | null {
  // Goods whose review time has passed count as reviewed, however the room calls are reached.
  settleLiveGoods();
  const goods = getDb().liveGoods;
  for (const id of ids) {
    const item = goods.find((g) => g.id === id);
    if (!item) return fail(500, '直播商品不存在');
    if (item.reviewStatus !== GOODS_APPROVED) return fail(500, `商品「${item.name}」未通过微信审核，不能导入直播间`);
  }
  return null;
}

/** The fields a request sets on a room. */
function fieldsOf(body: LiveRoomRequest) {
  return {
    roomName: body.roomName.trim(),
    anchorName: body.anchorName.trim(),
    anchorWechat: body.anchorWechat.trim(),
    subAnchorWechat: body.subAnchorWechat?.trim() ?? '',
    createrWechat: body.createrWechat?.trim() ?? '',
    coverImg: body.coverImg,
    coverImgLocal: body.coverImgLocal,
    shareImg: body.shareImg,
    shareImgLocal: body.shareImgLocal,
    feedsImg: body.feedsImg,
    feedsImgLocal: body.feedsImgLocal,
    startTime: body.startTime,
    endTime: body.endTime,
    type: body.type,
    closeLike: body.closeLike,
    closeGoods: body.closeGoods,
    closeComment: body.closeComment,
    closeReplay: body.closeReplay,
    closeShare: body.closeShare,
    closeKf: body.closeKf,
    isFeedsPublic: body.isFeedsPublic,
  };
}

/** The goods a request puts in a room: ones already there keep their sale state, new ones go on sale. */
const goodsOf = (ids: readonly number[], current: DemoLiveRoom['goods'] = []) => [...new Set(ids)].map((id) => current.find((g) => g.id === id) ?? { id, onSale: 1 as const });

function roomGoods(room: DemoLiveRoom): LiveRoomGoods[] {
  const all = getDb().liveGoods;
  return room.goods.flatMap(({ id, onSale }) => {
    const g = all.find((x) => x.id === id);
    if (!g) return [];
    return [
      {
        id: g.id,
        ...(g.goodsId === undefined ? {} : { goodsId: g.goodsId }),
        productId: g.productId,
        name: g.name,
        coverImgUrlLocal: g.coverImgUrlLocal,
        priceType: g.priceType,
        price: g.price,
        ...(g.price2 === undefined ? {} : { price2: g.price2 }),
        onSale,
        sort: g.sort,
      },
    ];
  });
}

const toDataUri = (svg: string) => `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A QR-like square pattern drawn from the room id (the demo has no WeChat to ask for a real code). */
function qrSvg(seed: number) {
  const cells: string[] = [];
  for (let y = 0; y < 21; y++) {
    for (let x = 0; x < 21; x++) {
      const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
      const on = finder ? x % 6 === 0 || y % 6 === 0 || (x % 14 >= 2 && x % 14 <= 4 && y % 14 >= 2 && y % 14 <= 4) || x === 20 || y === 20 : ((x * 31 + y * 17 + seed * 7) ^ (x * y + seed)) % 3 === 0;
      if (on) cells.push(`<rect x="${x * 10 + 10}" y="${y * 10 + 10}" width="10" height="10"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="230" height="230" viewBox="0 0 230 230"><rect width="230" height="230" fill="#fff"/><g fill="#111">${cells.join('')}</g></svg>`;
}

/**
 * The stand-in for WeChat's anchor code (成为主播, an image on WeChat's own server): the demo's worker fetches
 * nothing beyond the console's origin, so the demo draws one.
 */
export const anchorCodeSvg = () => qrSvg(2023);

function posterSvg(room: DemoLiveRoom) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="640" viewBox="0 0 400 640"><rect width="400" height="640" fill="#1f3a8a"/><text x="200" y="80" text-anchor="middle" font-size="28" font-family="sans-serif" fill="#fff">${escapeXml(room.roomName)}</text><text x="200" y="120" text-anchor="middle" font-size="18" font-family="sans-serif" fill="#c6e2ff">主播：${escapeXml(room.anchorName)}</text><text x="200" y="160" text-anchor="middle" font-size="16" font-family="sans-serif" fill="#c6e2ff">${room.startTime} 开播</text><g transform="translate(85 220)">${qrSvg(room.id).replace(/^<svg[^>]*>|<\/svg>$/g, '')}</g><text x="200" y="500" text-anchor="middle" font-size="16" font-family="sans-serif" fill="#fff">微信扫码观看直播</text></svg>`;
}

/** The rooms, newest first, filtered on the server; reviews whose time has come are decided first. */
export function liveRoomPage({ searchRequest: q, pageParamRequest }: LiveRoomSearchRequest) {
  settleRoomReviews();
  const keywords = q.keywords?.trim() ?? '';
  const rows = getDb()
    .liveRooms.filter(
      (r) =>
        (!keywords || String(r.id) === keywords || r.roomName.includes(keywords) || r.anchorName.includes(keywords) || r.anchorWechat.includes(keywords)) &&
        (q.reviewStatus === undefined || r.reviewStatus === q.reviewStatus) &&
        (q.liveStatus === undefined || r.liveStatus === q.liveStatus) &&
        (q.storeShow === undefined || r.storeShow === q.storeShow),
    )
    .toSorted((a, b) => b.id - a.id);
  return pageOf(rows, pageParamRequest, toRoom);
}

/** A new room as sent, waiting for the platform's review (the reference checks its fields there, not here). */
export function createLiveRoom(body: LiveRoomRequest) {
  const refused = unapprovedGoods(body.goodsIds ?? []);
  if (refused) return refused;
  const db = getDb();
  const room: DemoLiveRoom = {
    id: Math.max(0, ...db.liveRooms.map((r) => r.id)) + 1,
    ...fieldsOf(body),
    liveStatus: NOT_STARTED,
    reviewStatus: 0,
    storeShow: 0,
    banComment: 0,
    goods: goodsOf(body.goodsIds ?? []),
    assistantIds: [],
    createTime: formatDateTime(new Date()),
    reviewAt: reviewDueAt(),
  };
  db.liveRooms.push(room);
  if (reviewsAreInstant()) settleRoomReviews();
  commit();
  return null;
}

/**
 * Changes a room in any broadcast state, as the reference does. A room WeChat has (3) is changed there and
 * stays approved; any other goes through the platform's review again.
 */
export function editLiveRoom(body: LiveRoomRequest) {
  const room = body.id === undefined ? undefined : findRoom(body.id);
  if (!room) return fail(500, ROOM_NOT_FOUND);
  const refused = unapprovedGoods(body.goodsIds ?? []);
  if (refused) return refused;
  Object.assign(room, fieldsOf(body), { goods: goodsOf(body.goodsIds ?? room.goods.map((g) => g.id), room.goods) });
  if (room.reviewStatus !== 3) {
    Object.assign(room, { reviewStatus: 0, reviewAt: reviewDueAt() });
    delete room.reviewReason;
    if (reviewsAreInstant()) settleRoomReviews();
  }
  commit();
  return null;
}

/** Deletes a room, one on air too (the reference deletes it at WeChat as well). */
export function deleteLiveRoom(id: number) {
  const db = getDb();
  const room = findRoom(id);
  if (!room) return fail(500, ROOM_NOT_FOUND);
  db.liveRooms = db.liveRooms.filter((r) => r !== room);
  commit();
  return null;
}

export function liveRoomInfo(id: number) {
  settleRoomReviews();
  const room = findRoom(id);
  return room ? toRoom(room) : fail(500, ROOM_NOT_FOUND);
}

/** Imports goods WeChat approved into a room WeChat approved and not over. */
export function addRoomGoods(body: LiveRoomAddGoodsRequest) {
  const room = findRoom(body.id);
  if (!room) return fail(500, ROOM_NOT_FOUND);
  if (room.reviewStatus !== 3) return fail(500, '直播间未通过微信审核，不能导入商品');
  if (room.liveStatus === 103 || room.liveStatus === 107) return fail(500, '直播已结束，不能导入商品');
  const refused = unapprovedGoods(body.ids);
  if (refused) return refused;
  room.goods = goodsOf([...room.goods.map((g) => g.id), ...body.ids], room.goods);
  commit();
  return null;
}

export function liveRoomGoods(id: number) {
  const room = findRoom(id);
  return room ? roomGoods(room) : fail(500, ROOM_NOT_FOUND);
}

/** The room's mini-program code, poster and page, once WeChat has the room. */
export function liveRoomShareCode(id: number) {
  settleRoomReviews();
  const room = findRoom(id);
  if (!room) return fail(500, ROOM_NOT_FOUND);
  if (room.reviewStatus !== 3 || room.roomId === undefined) return fail(500, '直播间未通过微信审核，暂无分享码');
  return {
    cdnUrl: toDataUri(qrSvg(room.id)),
    pagePath: `plugin-private://wx2b03c6e691cd7370/pages/live-player-plugin?room_id=${room.roomId}`,
    posterUrl: toDataUri(posterSvg(room)),
  };
}

export function deleteRoomGoods(id: number, goodsId: number) {
  const room = findRoom(id);
  if (!room) return fail(500, ROOM_NOT_FOUND);
  if (!room.goods.some((g) => g.id === goodsId)) return fail(500, '该商品不在直播间中');
  room.goods = room.goods.filter((g) => g.id !== goodsId);
  commit();
  return null;
}

export function setRoomGoodsOnSale(body: LiveRoomGoodsOnSaleRequest) {
  const item = findRoom(body.roomId)?.goods.find((g) => g.id === body.goodsId);
  if (!item) return fail(500, '该商品不在直播间中');
  item.onSale = body.onSale;
  commit();
  return null;
}

/** The room's goods in the order given (each as WeChat names it, {"goodsId": "12"}); every goods item of the room, once. */
export function sortRoomGoods(body: LiveRoomGoodsSortRequest) {
  const room = body.roomId === undefined ? undefined : findRoom(body.roomId);
  if (!room) return fail(500, ROOM_NOT_FOUND);
  const order = (body.goods ?? []).map((g) => Number(g.goodsId));
  const current = room.goods.map((g) => g.id);
  if (order.length !== current.length || new Set(order).size !== order.length || order.some((id) => !current.includes(id))) return fail(500, '排序的商品与直播间的商品不一致');
  room.goods = order.flatMap((id) => room.goods.filter((g) => g.id === id));
  commit();
  return null;
}

export function setRoomAssistants(body: LiveRoomAssistantsRequest) {
  const room = findRoom(body.id);
  if (!room) return fail(500, ROOM_NOT_FOUND);
  const known = new Set(getDb().liveAssistants.map((a) => a.id));
  if (body.assid.some((id) => !known.has(id))) return fail(500, '直播助手不存在');
  room.assistantIds = [...new Set(body.assid)];
  commit();
  return null;
}

export function roomAssistants(id: number) {
  const room = findRoom(id);
  if (!room) return fail(500, ROOM_NOT_FOUND);
  return getDb().liveAssistants.filter((a) => room.assistantIds.includes(a.id));
}

/** A room's on/off settings, each set from the path. */
export type RoomSwitch = 'banComment' | 'isFeedsPublic' | 'closeKf' | 'closeReplay' | 'storeShow';

export function setRoomSwitch(id: number, key: RoomSwitch, value: 0 | 1) {
  const room = findRoom(id);
  if (!room) return fail(500, ROOM_NOT_FOUND);
  room[key] = value;
  commit();
  return null;
}
