import { handle } from '../kit/handle';
import { bargainCount, bargainInfo, bargainPage } from '../logic/bargain';

export const bargainHandlers = [
  handle('getBargainRecordList', { permission: 'merchant:bargain:record:list' }, ({ query }) => bargainPage(query)),
  handle('getBargainRecordCount', { permission: 'merchant:bargain:record:list' }, ({ query }) => bargainCount(query)),
  handle('getBargainRecordInfo', { permission: 'merchant:bargain:record:info' }, ({ params }) => bargainInfo(params.id)),
];
