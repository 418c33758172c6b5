import { handle } from '../kit/handle';
import { userDetail, userPage } from '../logic/user';

export const userHandlers = [
  handle('getUserList', { permission: 'merchant:user:page:list' }, ({ query }) => userPage(query)),
  handle('getUserDetail', { permission: 'merchant:user:detail' }, ({ params }) => userDetail(params.id)),
];
