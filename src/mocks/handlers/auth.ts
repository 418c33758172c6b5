import { handle, handlePublic, SIGNED_IN } from '../kit/handle';
import { tokenOf } from '../lib';
import {
  adminInfo,
  captchaSecret,
  changeOwnPassword,
  configValue,
  copyright,
  failedSignIns,
  imageCode,
  jumpLogin,
  login,
  loginPicture,
  loginTicket,
  logout,
  renameSelf,
  siteAddress,
  systemLinks,
} from '../logic/auth';
import { checkPuzzle, getPuzzle, spendTicket } from '../logic/safety';

export const authHandlers = [
  handlePublic('merchantLogin', ({ body }) => login(body)),
  handlePublic('detectLoginAccount', ({ body }) => failedSignIns(body.account)),
  handlePublic('jumpLogin', ({ body }) => jumpLogin(body.ticket)),
  handlePublic('logout', ({ request }) => logout(tokenOf(request))),
  handle('getAdminInfoByToken', { permission: SIGNED_IN }, ({ account }) => adminInfo(account)),
  handlePublic('acquireSecret', captchaSecret),
  handlePublic('getValidateCode', imageCode),
  handlePublic('getLoginPic', loginPicture),
  handlePublic('getSafetyCaptcha', ({ body }) => getPuzzle(body)),
  handlePublic('checkSafetyCaptcha', ({ body }) => checkPuzzle(body)),
  handlePublic('verifySafetyCaptcha', ({ body }) => spendTicket(body)),
  handlePublic('getFrontDomain', siteAddress),
  handlePublic('getMediaDomain', siteAddress),
  handle('getSystemLinkList', { permission: SIGNED_IN }, systemLinks),
  handle('getLoginTicket', { permission: SIGNED_IN }, ({ account }) => loginTicket(account)),
  handle('getMenus', { permission: SIGNED_IN }, ({ account }) => account.menus),
  handle('getCopyrightInfo', { permission: 'merchant:copyright:get:company:info' }, copyright),
  handle('getConfigUniq', { permission: SIGNED_IN }, ({ query }) => configValue(query.key)),
  handle('updateLoginAdmin', { permission: 'merchant:login:admin:update' }, ({ account, body }) => renameSelf(account, body.realName)),
  handle('updateLoginAdminPassword', { permission: 'merchant:login:admin:update:password' }, ({ account, body }) => changeOwnPassword(account, body)),
];
