import { handle } from '../kit/handle';
import { okSaying } from '../lib';
import {
  activityCounts,
  activityInfo,
  activityPage,
  addActivity,
  deleteActivity,
  recordCounts,
  recordInfo,
  recordPage,
  rollbackActivity,
  setActivityStatus,
  updateActivity,
  groupUserInfo,
  groupUserPage,
} from '../logic/groupbuy';

/** 拼团: the store's group-buy activities with the platform's review, and the groups users open in them. */
export const groupBuyHandlers = [
  handle('getGroupBuyActivityList', { permission: 'merchant:groupbuy:activity:list' }, ({ query }) => activityPage(query)),
  handle('getGroupBuyActivityCount', { permission: 'merchant:groupbuy:activity:list:count' }, ({ query }) => activityCounts(query)),
  handle('saveGroupBuyActivity', { permission: 'merchant:groupbuy:activity:add' }, ({ body }) => addActivity(body)),
  handle('updateGroupBuyActivity', { permission: 'merchant:groupbuy:activity:update' }, ({ body }) => updateActivity(body)),
  handle('deleteGroupBuyActivity', { permission: 'merchant:groupbuy:activity:delete' }, ({ query }) => deleteActivity(query.id) ?? okSaying('删除成功')),
  handle('getGroupBuyActivityInfo', { permission: 'merchant:groupbuy:activity:info' }, ({ query }) => activityInfo(query.id)),
  handle('setGroupBuyActivityStatus', { permission: 'merchant:groupbuy:activity:change:status' }, ({ body }) => setActivityStatus(body)),
  handle('rollbackGroupBuyActivity', { permission: 'merchant:groupbuy:activity:rollback' }, ({ query }) => rollbackActivity(query.id) ?? okSaying('撤回成功')),
  handle('getGroupBuyRecordList', { permission: 'merchant:groupbuy:record:list' }, ({ query }) => recordPage(query)),
  handle('getGroupBuyRecordCount', { permission: 'merchant:groupbuy:record:list:count' }, ({ query }) => recordCounts(query)),
  handle('getGroupBuyRecordInfo', { permission: 'merchant:groupbuy:record:info' }, ({ params }) => recordInfo(params.id)),
  // The reference checks no permission on these two: the demo asks for the one that shows a group's members.
  handle('getGroupBuyUserList', { permission: 'merchant:groupbuy:record:info' }, ({ query }) => groupUserPage(query)),
  handle('getGroupBuyUserInfo', { permission: 'merchant:groupbuy:record:info' }, ({ query }) => groupUserInfo(query.id)),
];
