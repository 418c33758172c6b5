import { setLiveRoomBanComment, setLiveRoomCloseKf, setLiveRoomCloseReplay, setLiveRoomFeedsPublic, setLiveRoomStoreShow } from '@/api/generated/endpoints/live-room/live-room';
import type { LiveRoom } from '@/api/generated/model';

/** The reference console's question before a product leaves a room or the goods to submit (取消 keeps it). */
export const REMOVE_LIVE_GOODS_QUESTION = '删除该直播商品吗？';

/** 成为主播: WeChat's own code for becoming an anchor of mini-program live, the fixed image the reference shows. */
export const ANCHOR_CODE_URL = 'https://res.wx.qq.com/op_res/9rSix1dhHfK4rR049JL0PHJ7TpOvkuZ3mE0z7Ou_Etvjf-w1J_jVX0rZqeStLfwh';

/** The permissions of the page's actions (the API's). */
export const ROOM_PERMISSIONS = {
  create: 'merchant:mp:live:room:create',
  edit: 'merchant:mp:live:room:edit',
  info: 'merchant:mp:live:room:info',
  delete: 'merchant:mp:live:room:delete',
  addGoods: 'merchant:mp:live:room:addgoods',
  goods: 'merchant:mp:live:room:goodslist',
  setAssistants: 'merchant:mp:live:room:mangerass',
  assistants: 'merchant:mp:live:room:getass',
  share: 'merchant:mp:live:room:getsharecode',
  comment: 'merchant:mp:live:room:updatecomment',
  feeds: 'merchant:mp:live:room:isfeedspublic',
  kf: 'merchant:mp:live:room:closekf',
  replay: 'merchant:mp:live:room:updatereplay',
  storeShow: 'merchant:mp:live:room:storeshow',
  goodsOnSale: 'merchant:mp:live:room:goodsonsale',
  deleteGoods: 'merchant:mp:live:room:deletegoods',
} as const;

export type SwitchKey = 'isFeedsPublic' | 'banComment' | 'closeKf' | 'closeReplay' | 'storeShow';

/** Each switch column: its header, whether the stored value means "on", and the call that sets it. */
export const ROOM_SWITCHES: ReadonlyArray<{
  key: SwitchKey;
  header: string;
  on: 0 | 1;
  perm: string;
  call: (id: number, value: 0 | 1) => Promise<unknown>;
}> = [
  {
    key: 'isFeedsPublic',
    header: '官方收录',
    on: 1,
    perm: ROOM_PERMISSIONS.feeds,
    call: (id, v) => setLiveRoomFeedsPublic(id, v),
  },
  {
    key: 'banComment',
    header: '禁言',
    on: 1,
    perm: ROOM_PERMISSIONS.comment,
    call: (id, v) => setLiveRoomBanComment(id, v),
  },
  {
    key: 'closeKf',
    header: '客服开关',
    on: 0,
    perm: ROOM_PERMISSIONS.kf,
    call: (id, v) => setLiveRoomCloseKf(id, v),
  },
  {
    key: 'closeReplay',
    header: '回放',
    on: 0,
    perm: ROOM_PERMISSIONS.replay,
    call: (id, v) => setLiveRoomCloseReplay(id, v),
  },
  // SPEC.md §4: 商城显示 0 is on.
  {
    key: 'storeShow',
    header: '商城显示',
    on: 0,
    perm: ROOM_PERMISSIONS.storeShow,
    call: (id, v) => setLiveRoomStoreShow(id, v),
  },
];

export const ROOM_TYPE_LABELS: Record<LiveRoom['type'], string> = {
  0: '手机直播',
  1: '推流',
};

// What a room's states allow, permissions aside: goods go into and shares come from rooms WeChat
// approved (微信审核成功); only a room not yet started (未开始) is edited.
export const canImportGoods = (room: Pick<LiveRoom, 'reviewStatus'>) => room.reviewStatus === 3;
export const canShareRoom = (room: Pick<LiveRoom, 'reviewStatus'>) => room.reviewStatus === 3;
export const canEditRoom = (room: Pick<LiveRoom, 'liveStatus'>) => room.liveStatus === 102;
