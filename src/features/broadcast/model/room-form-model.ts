import dayjs from 'dayjs';
import { z } from 'zod';
import { formatMoment, msOfDateTime, toWholeMinute } from '@/lib/date-time';
import type { RoomTableGoods } from './live-goods-price';
import type { KnownMedia } from './wechat-media';
import type { LiveRoom, LiveRoomGoods, LiveRoomRequest } from '@/api/generated/model';
import {
  createLiveRoomBodyAnchorNameMax as ANCHOR_MAX,
  createLiveRoomBodyAnchorNameMin as ANCHOR_MIN,
  createLiveRoomBodyAnchorWechatMax as WECHAT_MAX,
  createLiveRoomBodyRoomNameMax as NAME_MAX,
  createLiveRoomBodyRoomNameMin as NAME_MIN,
} from '@/api/generated-zod/live-room/live-room.zod';

// The contract's bounds of a room's name, its anchor's name and WeChat id.
export { ANCHOR_MAX, ANCHOR_MIN, NAME_MAX, NAME_MIN, WECHAT_MAX };
const MINUTE = 60_000;
const SPAN_MIN = 30 * MINUTE;
const SPAN_MAX = 24 * 60 * MINUTE;

/** WeChat's rule for a room's time, in the reference form's words: the field's hint, and each part the message refusing it. */
export const START_SOON_MESSAGE = '开播时间需要在当前时间的10分钟后';
export const START_FAR_MESSAGE = '开始时间不能在6个月之后';
export const TIME_SPAN_MESSAGE = '开播时间和结束时间间隔不得短于30分钟，不得超过24小时';
export const ROOM_TIME_HINT = `${START_SOON_MESSAGE}，并且${START_FAR_MESSAGE}。${TIME_SPAN_MESSAGE}`;
/** How soon a room may start: 10 minutes from now. */
const START_LEAD = 10 * MINUTE;
const START_AHEAD_MONTHS = 6;

/** The earliest start WeChat takes at `now`. */
export const earliestStart = (now: number) => now + START_LEAD;
/** The latest start WeChat takes at `now`: 6 months ahead. */
export const latestStart = (now: number) => dayjs(now).add(START_AHEAD_MONTHS, 'month').valueOf();
/** The start's window at `now` as the calendar offers it: from the first whole minute WeChat takes. */
export const startWindow = (now: number) => ({
  earliest: formatMoment(dayjs(earliestStart(now)).add(1, 'minute').startOf('minute')),
  latest: formatMoment(dayjs(latestStart(now))),
});

type Flag = 0 | 1;
/** A goods item as the form's table shows it. */
export type RoomFormGoods = RoomTableGoods;

const flag = z.union([z.literal(0), z.literal(1)]);
const lengthBetween = (min: number, max: number, empty: string, wrong: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .refine((s) => s.length >= min && s.length <= max, wrong);

/** A time as WeChat takes it: to the whole minute, seconds zero. */
export const apiTimeOf = toWholeMinute;

export type RoomImageKey = 'coverImgLocal' | 'shareImgLocal' | 'feedsImgLocal';
/** Where the request names a picture by its WeChat media id. */
export type RoomMediaKey = 'coverImg' | 'shareImg' | 'feedsImg';
export interface RoomImage {
  key: RoomImageKey;
  mediaKey: RoomMediaKey;
  label: string;
  /** The suggested pixels (WeChat's 建议像素). */
  width: number;
  height: number;
  /** The largest file WeChat takes, in bytes, and as the hint says it. */
  maxBytes: number;
  maxText: string;
}
const KB = 1024;
/** The three pictures of a room and WeChat's rules for them (reference §4.15). */
export const ROOM_IMAGES: readonly RoomImage[] = [
  { key: 'coverImgLocal', mediaKey: 'coverImg', label: '背景图', width: 1080, height: 1920, maxBytes: 2 * KB * KB, maxText: '2M' },
  { key: 'shareImgLocal', mediaKey: 'shareImg', label: '分享图', width: 800, height: 640, maxBytes: KB * KB, maxText: '1M' },
  { key: 'feedsImgLocal', mediaKey: 'feedsImg', label: '直播频道封面图', width: 800, height: 800, maxBytes: 100 * KB, maxText: '100K' },
];
export const roomImageHint = (image: RoomImage) => `建议像素${image.width}*${image.height}，大小不超过${image.maxText}`;

/**
 * Why a picture from the library cannot be a room's picture, or null when it can: WeChat refuses files
 * over the size limit; the pixels are only a suggestion. `attSize` is the library's size in bytes.
 */
export function roomImageRefusal(image: RoomImage, attSize: string): string | null {
  const bytes = Number(attSize);
  return Number.isFinite(bytes) && bytes > image.maxBytes ? `${image.label}大小不能超过${image.maxText}，请重新选择` : null;
}

/** A note when a picture's pixels differ from the suggestion, or null. */
export function roomImagePixelsNote(image: RoomImage, width: number, height: number): string | null {
  return width === image.width && height === image.height ? null : `当前图片${width}*${height}像素，与建议像素不同，可能显示不全`;
}

/** The form's schema; `now` is read when validating, so a page left open still refuses a start gone by. */
export function roomFormSchema(now: () => number = Date.now) {
  return z
    .object({
      roomName: lengthBetween(NAME_MIN, NAME_MAX, '请输入直播间名字', `直播间名字长度为${NAME_MIN}~${NAME_MAX}个字符`),
      anchorName: lengthBetween(ANCHOR_MIN, ANCHOR_MAX, '请输入主播昵称', `主播昵称长度为${ANCHOR_MIN}~${ANCHOR_MAX}个字符`),
      anchorWechat: z.string().trim().min(1, '请输入主播微信号').max(WECHAT_MAX, `主播微信号最多${WECHAT_MAX}个字符`),
      subAnchorWechat: z.string().trim().max(WECHAT_MAX, `主播副号微信号最多${WECHAT_MAX}个字符`),
      createrWechat: z.string().trim().max(WECHAT_MAX, `创建者微信号最多${WECHAT_MAX}个字符`),
      coverImgLocal: z.string().min(1, '请选择背景图'),
      shareImgLocal: z.string().min(1, '请选择分享图'),
      feedsImgLocal: z.string().min(1, '请选择直播频道封面图'),
      startTime: z.string().min(1, '请选择开始时间'),
      endTime: z.string().min(1, '请选择结束时间'),
      type: flag,
      closeLike: flag,
      closeGoods: flag,
      closeComment: flag,
      isFeedsPublic: flag,
      closeReplay: flag,
      closeShare: flag,
      closeKf: flag,
      goods: z.array(z.custom<RoomFormGoods>()),
    })
    .superRefine((v, ctx) => {
      // The start as it is sent: to the whole minute.
      const start = msOfDateTime(apiTimeOf(v.startTime));
      const at = now();
      if (v.startTime && start < earliestStart(at)) ctx.addIssue({ code: 'custom', path: ['startTime'], message: START_SOON_MESSAGE });
      else if (v.startTime && start > latestStart(at)) ctx.addIssue({ code: 'custom', path: ['startTime'], message: START_FAR_MESSAGE });
      if (v.startTime && v.endTime) {
        const span = msOfDateTime(v.endTime) - msOfDateTime(v.startTime);
        if (!(span >= SPAN_MIN && span <= SPAN_MAX))
          ctx.addIssue({
            code: 'custom',
            path: ['endTime'],
            message: TIME_SPAN_MESSAGE,
          });
      }
    });
}

export type RoomFormValues = z.input<ReturnType<typeof roomFormSchema>>;

/** A new room: the reference's defaults (收录 on, 回放 and 客服 off, the rest on), no times, 手机直播. */
export function emptyRoomValues(): RoomFormValues {
  return {
    roomName: '',
    anchorName: '',
    anchorWechat: '',
    subAnchorWechat: '',
    createrWechat: '',
    coverImgLocal: '',
    shareImgLocal: '',
    feedsImgLocal: '',
    startTime: '',
    endTime: '',
    type: 0,
    closeLike: 0,
    closeGoods: 0,
    closeComment: 0,
    isFeedsPublic: 1,
    closeReplay: 1,
    closeShare: 0,
    closeKf: 1,
    goods: [],
  };
}

export function valuesFromRoom(room: LiveRoom, goods: readonly LiveRoomGoods[]): RoomFormValues {
  return {
    roomName: room.roomName,
    anchorName: room.anchorName,
    anchorWechat: room.anchorWechat,
    subAnchorWechat: room.subAnchorWechat ?? '',
    createrWechat: room.createrWechat ?? '',
    coverImgLocal: room.coverImgLocal,
    shareImgLocal: room.shareImgLocal,
    feedsImgLocal: room.feedsImgLocal,
    startTime: apiTimeOf(room.startTime),
    endTime: apiTimeOf(room.endTime),
    type: room.type,
    closeLike: room.closeLike,
    closeGoods: room.closeGoods,
    closeComment: room.closeComment,
    isFeedsPublic: room.isFeedsPublic,
    closeReplay: room.closeReplay,
    closeShare: room.closeShare,
    closeKf: room.closeKf,
    goods: goods.map(({ id, name, coverImgUrlLocal, priceType, price, price2 }) => ({
      id,
      name,
      coverImgUrlLocal,
      priceType,
      price,
      ...(price2 === undefined ? {} : { price2 }),
    })),
  };
}

/** The media ids a saved room has for its pictures, by their addresses. */
export const roomMedia = (room: LiveRoom): KnownMedia[] => ROOM_IMAGES.map((image) => [room[image.key], room[image.mediaKey]]);

/** The request of valid values, the pictures named by their WeChat media ids too. */
export function toRoomRequest(v: RoomFormValues, media: Record<RoomMediaKey, string>, id?: number): LiveRoomRequest {
  const optional = (key: 'subAnchorWechat' | 'createrWechat') => (v[key].trim() ? { [key]: v[key].trim() } : {});
  return {
    ...(id === undefined ? {} : { id }),
    roomName: v.roomName.trim(),
    anchorName: v.anchorName.trim(),
    anchorWechat: v.anchorWechat.trim(),
    ...optional('subAnchorWechat'),
    ...optional('createrWechat'),
    coverImg: media.coverImg,
    coverImgLocal: v.coverImgLocal,
    shareImg: media.shareImg,
    shareImgLocal: v.shareImgLocal,
    feedsImg: media.feedsImg,
    feedsImgLocal: v.feedsImgLocal,
    startTime: apiTimeOf(v.startTime),
    endTime: apiTimeOf(v.endTime),
    type: v.type,
    closeLike: v.closeLike,
    closeGoods: v.closeGoods,
    closeComment: v.closeComment,
    closeReplay: v.closeReplay,
    closeShare: v.closeShare,
    closeKf: v.closeKf,
    isFeedsPublic: v.isFeedsPublic,
    goodsIds: v.goods.map((g) => g.id),
  };
}

/** The switches of the form: which field, its label, and the stored value meaning 开启. */
export const ROOM_FLAGS: ReadonlyArray<{
  key: 'closeLike' | 'closeGoods' | 'closeComment' | 'isFeedsPublic' | 'closeReplay' | 'closeShare' | 'closeKf';
  label: string;
  on: Flag;
}> = [
  { key: 'closeLike', label: '点赞', on: 0 },
  { key: 'closeGoods', label: '货架', on: 0 },
  { key: 'closeComment', label: '评论', on: 0 },
  { key: 'isFeedsPublic', label: '官方收录', on: 1 },
  { key: 'closeReplay', label: '回放', on: 0 },
  { key: 'closeShare', label: '分享', on: 0 },
  { key: 'closeKf', label: '客服', on: 0 },
];
