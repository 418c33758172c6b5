import {
  addLiveRoomGoods,
  createLiveRoom,
  deleteLiveRoom,
  deleteLiveRoomGoods,
  editLiveRoom,
  getLiveRoomAssistants,
  getLiveRoomGoods,
  getLiveRoomInfo,
  getLiveRoomList,
  getLiveRoomShareCode,
  setLiveRoomAssistants,
  setLiveRoomBanComment,
  setLiveRoomCloseKf,
  setLiveRoomCloseReplay,
  setLiveRoomFeedsPublic,
  setLiveRoomGoodsOnSale,
  setLiveRoomStoreShow,
  uploadLocalWechatMedia,
} from '@/api/generated/endpoints/live-room/live-room';
import type { LiveRoomRequest } from '@/api/generated/model';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';
import { formatDateTime } from '@/mocks/logic/time';
import type { DemoLiveRoom } from '@/mocks/types/live';

const HOUR = 3_600_000;
const at = (ms: number) => formatDateTime(new Date(ms));

function room(test: (r: DemoLiveRoom) => boolean): DemoLiveRoom {
  const found = getDb().liveRooms.find(test);
  if (!found) throw new Error('no such room in the seed');
  return found;
}
const roomById = (id: number) => room((r) => r.id === id);
const approvedGoods = () => getDb().liveGoods.filter((g) => g.reviewStatus === 4);
const otherGoods = () => getDb().liveGoods.filter((g) => g.reviewStatus !== 4);

const PICTURES = { coverImgLocal: '/demo-files/picture/1/背景.svg', shareImgLocal: '/demo-files/picture/2/分享.svg', feedsImgLocal: '/demo-files/picture/3/封面.svg' };
/** The media ids the demo's WeChat gave for PICTURES. */
let media = { coverImg: '', shareImg: '', feedsImg: '' };
const mediaIdOf = async (imagePath: string) => (await uploadLocalWechatMedia({ type: 'image', imagePath })).mediaId;

function request(change: Partial<LiveRoomRequest> = {}): LiveRoomRequest {
  const start = Date.now() + 2 * HOUR;
  return {
    roomName: '周末新品直播',
    anchorName: '主播小王',
    anchorWechat: 'wx_anchor_wang',
    ...PICTURES,
    ...media,
    startTime: at(start),
    endTime: at(start + 2 * HOUR),
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

/** The other value of a switch. */
const flipped = (v: 0 | 1): 0 | 1 => (v === 1 ? 0 : 1);
const newest = () => getDb().liveRooms.reduce((a, b) => (b.id > a.id ? b : a));

/** The demo backend of live rooms, called as the console calls it. */
describe('the demo backend of live rooms', () => {
  beforeEach(async () => {
    switchRole('admin');
    getDb().productSettings.reviewDelayMs = 0;
    media = { coverImg: await mediaIdOf(PICTURES.coverImgLocal), shareImg: await mediaIdOf(PICTURES.shareImgLocal), feedsImg: await mediaIdOf(PICTURES.feedsImgLocal) };
  });

  it('gives a picture of the store a media id of its own, under WeChat’s rules for pictures', async () => {
    const [picture] = getDb().attachments;
    const answer = await uploadLocalWechatMedia({ type: 'image', imagePath: picture.sattDir });
    expect(answer).toMatchObject({ type: 'image', mediaId: expect.stringMatching(/^demo-media-\d+$/) });
    expect(Math.abs(answer.createdAt - Date.now() / 1000)).toBeLessThan(5);
    expect(getDb().wechatMedia[answer.mediaId]).toMatchObject({ path: picture.sattDir, type: 'image' });
    // Every upload is new media, as at WeChat.
    expect(await mediaIdOf(picture.sattDir)).not.toBe(answer.mediaId);

    await expect(uploadLocalWechatMedia({ type: 'image', imagePath: '/nowhere/picture.png' })).rejects.toThrow('上传微信素材出错：读取不到这张图片');
    Object.assign(picture, { attSize: String(2 * 1024 * 1024 + 1) });
    await expect(uploadLocalWechatMedia({ type: 'image', imagePath: picture.sattDir })).rejects.toThrow('上传微信素材出错：微信图片素材大小不能超过2M');
    Object.assign(picture, { attSize: '2048', name: '扫描件.bmp' });
    await expect(uploadLocalWechatMedia({ type: 'image', imagePath: picture.sattDir })).rejects.toThrow('上传微信素材出错：微信图片素材仅支持PNG、JPEG、JPG、GIF格式');
    await expect(uploadLocalWechatMedia({ type: 'thumb', imagePath: PICTURES.coverImgLocal })).rejects.toThrow('微信缩略图素材仅支持JPG格式');
  });

  it('saves a room as sent; WeChat refuses pictures not named by the media ids it gave for them (平台审核成功但提交微信失败)', async () => {
    const count = getDb().liveRooms.length;
    await createLiveRoom(request({ coverImg: 'media-from-elsewhere' }));
    expect(await getLiveRoomInfo(newest().id)).toMatchObject({ reviewStatus: 2, reviewReason: '背景图的微信素材无效，请重新选择背景图' });
    await createLiveRoom(request({ shareImg: media.feedsImg }));
    expect(await getLiveRoomInfo(newest().id)).toMatchObject({ reviewStatus: 2, reviewReason: '分享图与其微信素材不是同一张图片，请重新选择分享图' });
    expect(getDb().liveRooms).toHaveLength(count + 2);
    await createLiveRoom(request());
    expect(newest()).toMatchObject({ ...PICTURES, ...media, reviewStatus: 3 });
  });

  it('seeds rooms in every broadcast and review state and filters them on the server', async () => {
    const rooms = getDb().liveRooms;
    expect(new Set(rooms.map((r) => r.liveStatus))).toEqual(new Set([101, 102, 103, 104, 105, 106, 107]));
    expect(new Set(rooms.map((r) => r.reviewStatus))).toEqual(new Set([0, 1, 2, 3]));
    expect(rooms.some((r) => r.goods.length > 0 && r.assistantIds.length > 0)).toBe(true);

    const all = await getLiveRoomList({ searchRequest: {}, pageParamRequest: { page: 1, limit: 100 } });
    expect(all.total).toBe(rooms.length);
    expect(all.list.map((r) => r.id)).toEqual(rooms.map((r) => r.id).toSorted((a, b) => b - a));

    const failed = await getLiveRoomList({ searchRequest: { reviewStatus: 2 }, pageParamRequest: { page: 1, limit: 100 } });
    expect(failed.list.map((r) => r.id)).toEqual(rooms.filter((r) => r.reviewStatus === 2).map((r) => r.id));
    expect(failed.list[0].reviewReason).toBeTruthy();

    const hidden = await getLiveRoomList({ searchRequest: { storeShow: 1, liveStatus: 102 }, pageParamRequest: { page: 1, limit: 100 } });
    expect(hidden.list.every((r) => r.storeShow === 1 && r.liveStatus === 102)).toBe(true);
    expect(hidden.total).toBe(rooms.filter((r) => r.storeShow === 1 && r.liveStatus === 102).length);

    const target = rooms[3];
    expect((await getLiveRoomList({ searchRequest: { keywords: target.anchorWechat }, pageParamRequest: { page: 1, limit: 100 } })).list.map((r) => r.id)).toEqual([target.id]);
    expect((await getLiveRoomList({ searchRequest: { keywords: String(target.id) }, pageParamRequest: { page: 1, limit: 100 } })).list.map((r) => r.id)).toContain(target.id);

    const paged = await getLiveRoomList({ searchRequest: {}, pageParamRequest: { page: 2, limit: 3 } });
    expect(paged.list).toHaveLength(3);
    expect(paged.totalPage).toBe(Math.ceil(rooms.length / 3));
  });

  it('leaves the start and the span to WeChat, and refuses at once only goods WeChat has not approved', async () => {
    const count = getDb().liveRooms.length;
    const past = Date.now() - HOUR;
    const start = Date.now() + HOUR;
    for (const [change, reason] of [
      [{ startTime: at(past), endTime: at(past + 2 * HOUR) }, '开播时间需要在当前时间的10分钟后'],
      [{ startTime: at(Date.now() + 5 * 60_000), endTime: at(Date.now() + HOUR) }, '开播时间需要在当前时间的10分钟后'],
      [{ startTime: at(Date.now() + 190 * 24 * HOUR), endTime: at(Date.now() + 190 * 24 * HOUR + HOUR) }, '开始时间不能在6个月之后'],
      [{ startTime: at(start), endTime: at(start + 20 * 60_000) }, '开播时间和结束时间间隔不得短于30分钟，不得超过24小时'],
      [{ startTime: at(start), endTime: at(start + 25 * HOUR) }, '开播时间和结束时间间隔不得短于30分钟，不得超过24小时'],
      [{ roomName: '   ab   ' }, '直播间名字长度为3~17个字符'],
    ] as const) {
      await createLiveRoom(request(change));
      expect(await getLiveRoomInfo(newest().id)).toMatchObject({ reviewStatus: 2, reviewReason: reason });
    }
    expect(getDb().liveRooms).toHaveLength(count + 6);
    await expect(createLiveRoom(request({ goodsIds: [otherGoods()[0].id] }))).rejects.toThrow('未通过微信审核');
    expect(getDb().liveRooms).toHaveLength(count + 6);
  });

  it('creates a room waiting for the platform, which approves it after the review delay', async () => {
    getDb().productSettings.reviewDelayMs = 60_000;
    const goods = approvedGoods().slice(0, 2);
    await createLiveRoom(request({ goodsIds: goods.map((g) => g.id) }));
    const created = newest();
    expect(created).toMatchObject({ roomName: '周末新品直播', reviewStatus: 0, liveStatus: 102, storeShow: 0, banComment: 0 });
    expect(created.roomId).toBeUndefined();
    expect((await getLiveRoomList({ searchRequest: { reviewStatus: 0 }, pageParamRequest: { page: 1, limit: 100 } })).list.map((r) => r.id)).toContain(created.id);
    expect((await getLiveRoomGoods(created.id)).map((g) => [g.id, g.onSale])).toEqual(goods.map((g) => [g.id, 1]));

    // The review's time comes.
    created.reviewAt = Date.now() - 1;
    const info = await getLiveRoomInfo(created.id);
    expect(info.reviewStatus).toBe(3);
    expect(info.roomId).toBeGreaterThan(0);
    expect(info.goodsCount).toBe(2);
  });

  it('refuses a room named against the rules at the platform review', async () => {
    await createLiveRoom(request({ roomName: '违规直播间' }));
    const info = await getLiveRoomInfo(newest().id);
    expect(info.reviewStatus).toBe(1);
    expect(info.reviewReason).toContain('违规');
  });

  it('edits a room in any broadcast state: one WeChat has stays approved, any other goes to the review again', async () => {
    getDb().productSettings.reviewDelayMs = 60_000;
    const live = room((r) => r.liveStatus === 101 && r.reviewStatus === 3);
    await editLiveRoom(request({ id: live.id, roomName: '直播中改了名字' }));
    expect(roomById(live.id)).toMatchObject({ roomName: '直播中改了名字', reviewStatus: 3 });
    const refused = room((r) => r.reviewStatus === 1);
    await editLiveRoom(request({ id: refused.id, roomName: '改过名字的直播间' }));
    expect(roomById(refused.id)).toMatchObject({ roomName: '改过名字的直播间', reviewStatus: 0 });
    expect(roomById(refused.id).reviewReason).toBeUndefined();
    await expect(editLiveRoom(request({ id: 9999 }))).rejects.toMatchObject({ code: 500, message: '直播间不存在' });
  });

  it('imports only approved goods into an approved room, puts them off sale and takes them out', async () => {
    const target = room((r) => r.reviewStatus === 3 && r.liveStatus === 102);
    const pending = room((r) => r.reviewStatus === 0);
    const fresh = approvedGoods().find((g) => !target.goods.some((x) => x.id === g.id));
    if (!fresh) throw new Error('every approved goods item is in the room');
    await expect(addLiveRoomGoods({ id: target.id, ids: [otherGoods()[0].id] })).rejects.toThrow('未通过微信审核');
    await expect(addLiveRoomGoods({ id: pending.id, ids: [fresh.id] })).rejects.toThrow('直播间未通过微信审核');

    await addLiveRoomGoods({ id: target.id, ids: [fresh.id] });
    let goods = await getLiveRoomGoods(target.id);
    expect(goods.find((g) => g.id === fresh.id)).toMatchObject({ name: fresh.name, onSale: 1, productId: fresh.productId });

    await setLiveRoomGoodsOnSale({ roomId: target.id, goodsId: fresh.id, onSale: 0 });
    goods = await getLiveRoomGoods(target.id);
    expect(goods.find((g) => g.id === fresh.id)?.onSale).toBe(0);

    await deleteLiveRoomGoods(target.id, fresh.id);
    expect((await getLiveRoomGoods(target.id)).some((g) => g.id === fresh.id)).toBe(false);
    await expect(deleteLiveRoomGoods(target.id, fresh.id)).rejects.toThrow('不在直播间');
  });

  it('sets each switch to the value asked, and the assistants', async () => {
    const target = room((r) => r.reviewStatus === 3 && r.banComment === 0);
    const expected = { banComment: 1 as const, isFeedsPublic: flipped(target.isFeedsPublic), closeKf: flipped(target.closeKf), closeReplay: flipped(target.closeReplay), storeShow: flipped(target.storeShow) };
    await setLiveRoomBanComment(target.id, 1);
    await setLiveRoomFeedsPublic(target.id, expected.isFeedsPublic);
    await setLiveRoomCloseKf(target.id, expected.closeKf);
    await setLiveRoomCloseReplay(target.id, expected.closeReplay);
    await setLiveRoomStoreShow(target.id, expected.storeShow);
    expect(await getLiveRoomInfo(target.id)).toMatchObject(expected);

    const ids = getDb()
      .liveAssistants.slice(0, 2)
      .map((a) => a.id);
    await setLiveRoomAssistants({ id: target.id, assid: ids });
    expect((await getLiveRoomAssistants(target.id)).map((a) => a.id)).toEqual(ids);
    await expect(setLiveRoomAssistants({ id: target.id, assid: [9999] })).rejects.toThrow('直播助手不存在');
  });

  it('answers the share code of an approved room only, and deletes rooms in any state', async () => {
    const approved = room((r) => r.reviewStatus === 3);
    const share = await getLiveRoomShareCode(approved.id);
    expect(share.cdnUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(share.posterUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(share.pagePath).toContain(`room_id=${approved.roomId}`);
    await expect(getLiveRoomShareCode(room((r) => r.reviewStatus === 1).id)).rejects.toThrow('暂无分享码');

    // A room on air is deleted too, as the reference does.
    const onAir = room((r) => r.liveStatus === 101);
    await deleteLiveRoom(onAir.id);
    expect(getDb().liveRooms.some((r) => r.id === onAir.id)).toBe(false);
    await expect(deleteLiveRoom(onAir.id)).rejects.toMatchObject({ code: 500, message: '直播间不存在' });
    const ended = room((r) => r.liveStatus === 103);
    await deleteLiveRoom(ended.id);
    expect(getDb().liveRooms.some((r) => r.id === ended.id)).toBe(false);
  });
});

describe('WeChat’s anchor code (成为主播)', () => {
  it('is drawn by the demo at WeChat’s address', async () => {
    const answer = await fetch('https://res.wx.qq.com/op_res/9rSix1dhHfK4rR049JL0PHJ7TpOvkuZ3mE0z7Ou_Etvjf-w1J_jVX0rZqeStLfwh');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await answer.text()).toMatch(/^<svg /);
  });
});
