import { handle } from '../kit/handle';
import { outsideDemo } from '../lib';
import {
  addAssistant,
  addLiveGoods,
  assistantInfo,
  assistantPage,
  deleteAssistant,
  deleteLiveGoods,
  liveGoodsInfo,
  liveGoodsPage,
  resubmitLiveGoods,
  sortLiveGoods,
  updateAssistant,
  updateLiveGoods,
  withdrawLiveGoods,
} from '../logic/live-goods';

/** 直播商品 and 直播助手: the store's live goods with their review by the platform and WeChat, and its room assistants. */
export const liveGoodsHandlers = [
  handle('getLiveGoodsList', { permission: 'merchant:mp:live:goods:list' }, ({ query }) => liveGoodsPage(query)),
  handle('getLiveGoodsInfo', { permission: 'merchant:mp:live:goods:info' }, ({ params }) => liveGoodsInfo(params.id)),
  handle('saveLiveGoods', { permission: 'merchant:mp:live:goods:save' }, ({ body }) => addLiveGoods(body)),
  handle('updateLiveGoods', { permission: 'merchant:mp:live:goods:edit' }, ({ body }) => updateLiveGoods(body)),
  handle('deleteLiveGoods', { permission: 'merchant:mp:live:goods:delete' }, ({ params }) => deleteLiveGoods(params.id)),
  handle('sortLiveGoods', { permission: 'merchant:mp:live:goods:sort' }, ({ params }) => sortLiveGoods(params.id, params.sort)),
  handle('withdrawLiveGoodsAudit', { permission: 'merchant:mp:live:goods:reset' }, ({ params }) => withdrawLiveGoods(params.id)),
  handle('resubmitLiveGoodsAudit', { permission: 'merchant:mp:live:goods:audit' }, ({ params }) => resubmitLiveGoods(params.id)),
  // The reference's test call (no permission there): it asks WeChat for the goods' review states. Guarded as 重新提交.
  handle('syncLiveGoodsAuditStatus', { permission: 'merchant:mp:live:goods:audit' }, () => outsideDemo('微信')),

  handle('getLiveAssistantList', { permission: 'merchant:mp:live:assistant:list' }, ({ query }) => assistantPage(query)),
  handle('getLiveAssistantInfo', { permission: 'merchant:mp:live:assistant:info' }, ({ params }) => assistantInfo(params.id)),
  handle('saveLiveAssistant', { permission: 'merchant:mp:live:assistant:save' }, ({ body }) => addAssistant(body)),
  handle('updateLiveAssistant', { permission: 'merchant:mp:live:assistant:edit' }, ({ body }) => updateAssistant(body)),
  handle('deleteLiveAssistant', { permission: 'merchant:mp:live:assistant:delete' }, ({ params }) => deleteAssistant(params.id)),
];
