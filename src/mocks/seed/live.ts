import type { LiveRoom } from '@/api/generated/model';
import type { SeedBase } from './base';
import { productImage } from '../assets';
import { seedLiveGoods } from './live-goods';
import { formatDateTime } from '../logic/time';
import type { DemoLiveData, DemoLiveRoom } from '../types/live';

const HOUR = 3_600_000;

type RoomSeed = [name: string, anchor: string, live: LiveRoom['liveStatus'], review: LiveRoom['reviewStatus'], startHours: number, reason?: string];

/** Every broadcast status among the approved rooms, and the three other review states among rooms not started. */
const ROOMS: RoomSeed[] = [
  ['新品茶叶直播专场', '茶小二', 101, 3, -1],
  ['周末数码好物推荐', '阿杰', 102, 3, 30],
  ['双十一预热直播', '小美', 103, 3, -72],
  ['家居收纳技巧分享', '居家达人', 104, 3, -48],
  ['时令水果产地直发', '果园老王', 105, 3, -0.5],
  ['秋冬女装上新', '衣衣', 106, 3, -2],
  ['年中大促回顾', '主播小周', 107, 3, -240],
  ['厨房好物开箱', '厨娘阿芳', 102, 0, 50],
  ['违规词测试直播', '小李', 102, 1, 26, '直播间名称含违规内容，请修改后重新提交'],
  ['坚果零食福利场', '零食君', 102, 2, 40, '主播微信号未完成实名认证'],
];

export function seedLive(now: number, base: SeedBase): DemoLiveData {
  // The goods and assistants are seeded (deterministically) by live-goods.ts; the rooms use the same ones.
  const { liveGoods, liveAssistants } = seedLiveGoods(now, base);
  const approved = liveGoods.filter((g) => g.reviewStatus === 4);
  const wholeHour = Math.floor(now / HOUR) * HOUR;
  const liveRooms = ROOMS.map(([roomName, anchorName, liveStatus, reviewStatus, startHours, reason], i): DemoLiveRoom => {
    const id = i + 1;
    const start = wholeHour + startHours * HOUR;
    const goods =
      reviewStatus === 3
        ? approved
            .filter((_, k) => (k + i) % 3 !== 0)
            .slice(0, 1 + (i % 4))
            .map((g, k) => ({
              id: g.id,
              onSale: k % 3 === 2 ? (0 as const) : (1 as const),
            }))
        : [];
    return {
      id,
      ...(reviewStatus === 3 ? { roomId: 1000 + id } : {}),
      roomName,
      anchorName,
      anchorWechat: `anchor_wx_${id}`,
      ...(i % 2 === 0 ? { subAnchorWechat: `sub_wx_${id}` } : {}),
      coverImg: `demo-media-${2000 + id * 3}`,
      coverImgLocal: productImage(id, '背景'),
      shareImg: `demo-media-${2001 + id * 3}`,
      shareImgLocal: productImage(id + 1, '分享'),
      feedsImg: `demo-media-${2002 + id * 3}`,
      feedsImgLocal: productImage(id + 2, '封面'),
      startTime: formatDateTime(new Date(start)),
      endTime: formatDateTime(new Date(start + (2 + (i % 3)) * HOUR)),
      type: (i % 2) as 0 | 1,
      closeLike: 0,
      closeGoods: 0,
      closeComment: 0,
      closeReplay: (i % 2) as 0 | 1,
      closeShare: 0,
      closeKf: ((i + 1) % 2) as 0 | 1,
      isFeedsPublic: i % 3 === 0 ? 0 : 1,
      banComment: i === 0 ? 1 : 0,
      liveStatus,
      reviewStatus,
      ...(reason ? { reviewReason: reason } : {}),
      storeShow: i % 4 === 3 ? 1 : 0,
      goods,
      assistantIds: liveAssistants.slice(0, i % 3).map((a) => a.id),
      createTime: formatDateTime(new Date(now - (20 - i) * 24 * HOUR)),
    };
  });
  // Every picture of the seeded goods and rooms went to WeChat when they were saved.
  const pictures = [
    ...liveGoods.map((g) => [g.coverImgUrl, g.coverImgUrlLocal] as const),
    ...liveRooms.flatMap((r) => [[r.coverImg, r.coverImgLocal], [r.shareImg, r.shareImgLocal], [r.feedsImg, r.feedsImgLocal]] as const),
  ];
  const wechatMedia = Object.fromEntries(pictures.flatMap(([mediaId, path]) => (mediaId ? [[mediaId, { path, type: 'image', createdAt: now }]] : [])));
  return { liveRooms, wechatMedia };
}
