import { handle } from '../kit/handle';
import { outsideDemo } from '../lib';
import {
  addRoomGoods,
  createLiveRoom,
  deleteLiveRoom,
  deleteRoomGoods,
  editLiveRoom,
  liveRoomGoods,
  liveRoomInfo,
  liveRoomPage,
  liveRoomShareCode,
  roomAssistants,
  setRoomAssistants,
  setRoomGoodsOnSale,
  setRoomSwitch,
  sortRoomGoods,
} from '../logic/live';
import { uploadLocalMedia } from '../logic/wechat-media';

/** The store's WeChat mini-program live rooms (reference §4.15, §6 /mp/live/room/*). */
export const liveHandlers = [
  handle('getLiveRoomList', { permission: 'merchant:mp:live:room:list' }, ({ body }) => liveRoomPage(body)),
  handle('createLiveRoom', { permission: 'merchant:mp:live:room:create' }, ({ body }) => createLiveRoom(body)),
  handle('editLiveRoom', { permission: 'merchant:mp:live:room:edit' }, ({ body }) => editLiveRoom(body)),
  handle('deleteLiveRoom', { permission: 'merchant:mp:live:room:delete' }, ({ params }) => deleteLiveRoom(params.id)),
  handle('getLiveRoomInfo', { permission: 'merchant:mp:live:room:info' }, ({ params }) => liveRoomInfo(params.id)),
  handle('addLiveRoomGoods', { permission: 'merchant:mp:live:room:addgoods' }, ({ body }) => addRoomGoods(body)),
  handle('getLiveRoomGoods', { permission: 'merchant:mp:live:room:goodslist' }, ({ params }) => liveRoomGoods(params.id)),
  handle('getLiveRoomShareCode', { permission: 'merchant:mp:live:room:getsharecode' }, ({ params }) => liveRoomShareCode(params.id)),
  handle('deleteLiveRoomGoods', { permission: 'merchant:mp:live:room:deletegoods' }, ({ params }) => deleteRoomGoods(params.id, params.goodsId)),
  handle('setLiveRoomGoodsOnSale', { permission: 'merchant:mp:live:room:goodsonsale' }, ({ body }) => setRoomGoodsOnSale(body)),
  handle('sortLiveRoomGoods', { permission: 'merchant:mp:live:room:goodssort' }, ({ body }) => sortRoomGoods(body)),
  // The console sends pictures of the library (uploadlocal); a file from the computer goes to WeChat only on the real backend.
  handle('uploadWechatMedia', { permission: 'merchant:mp:media:upload' }, () => outsideDemo('微信')),
  handle('getWechatMedia', { permission: 'merchant:mp:media:get' }, () => outsideDemo('微信')),
  handle('uploadPermanentWechatMedia', { permission: 'merchant:mp:media:preserveupload' }, () => outsideDemo('微信')),
  // The reference's test call (no permission there): it asks WeChat for the rooms' states. Guarded as the list.
  handle('syncLiveRoomStatus', { permission: 'merchant:mp:live:room:list' }, () => outsideDemo('微信')),
  handle('uploadLocalWechatMedia', { permission: 'merchant:mp:media:uploadlocal' }, ({ body }) => uploadLocalMedia(body)),
  handle('setLiveRoomAssistants', { permission: 'merchant:mp:live:room:mangerass' }, ({ body }) => setRoomAssistants(body)),
  handle('getLiveRoomAssistants', { permission: 'merchant:mp:live:room:getass' }, ({ params }) => roomAssistants(params.id)),
  handle('setLiveRoomBanComment', { permission: 'merchant:mp:live:room:updatecomment' }, ({ params }) => setRoomSwitch(params.id, 'banComment', params.banComment)),
  handle('setLiveRoomFeedsPublic', { permission: 'merchant:mp:live:room:isfeedspublic' }, ({ params }) => setRoomSwitch(params.id, 'isFeedsPublic', params.isFeedsPublic)),
  handle('setLiveRoomCloseKf', { permission: 'merchant:mp:live:room:closekf' }, ({ params }) => setRoomSwitch(params.id, 'closeKf', params.closeKf)),
  handle('setLiveRoomCloseReplay', { permission: 'merchant:mp:live:room:updatereplay' }, ({ params }) => setRoomSwitch(params.id, 'closeReplay', params.closeReplay)),
  handle('setLiveRoomStoreShow', { permission: 'merchant:mp:live:room:storeshow' }, ({ params }) => setRoomSwitch(params.id, 'storeShow', params.storeShow)),
];
