import { CAPTCHA_MISSING_MESSAGE, CAPTCHA_REQUIRED_ABOVE, CAPTCHA_WRONG_MESSAGE } from '@/api/errors';
import type { LoginAdminUpdatePasswordRequest, LoginRequest, SystemLoginResponse } from '@/api/generated/model';
import { loginBackground, loginLeft, logoLeftTop, logoSquare } from '../assets';
import { captchaImage, randomCode, randomHex } from '../captcha';
import { commit, getDb } from '../db';
import { fail } from '../lib';
import type { DemoAccount } from '../seed/accounts';
import { formatDateTime } from './time';

// Signing in and out, the captcha, and what the signed-in admin reads about itself and the store.

const WRONG_PASSWORD = '账号或者密码不正确';
const ACCOUNT_DISABLED = '账号已被禁用，请联系管理员';
/** The demo has no client address to record; a sign-in is from this machine. */
const LOCAL_IP = '127.0.0.1';

function signIn(account: DemoAccount): SystemLoginResponse {
  const db = getDb();
  const token = `merchant${randomHex(32)}`;
  db.sessions[token] = account.id;
  db.failures[account.account] = 0;
  account.loginCount += 1;
  account.lastTime = formatDateTime(new Date());
  account.lastIp = LOCAL_IP;
  commit();
  return {
    account: account.account,
    realName: account.realName,
    token,
    isSms: account.isSms,
    leftTopLogo: logoLeftTop,
    leftSquareLogo: logoSquare,
    merSiteUrl: window.location.origin,
    merStarLevel: db.baseInfo.starLevel,
    merReceiptPrintingSwitch: db.configInfo.receiptPrintingSwitch,
  };
}

/** The captcha answer is right when the image code matches and the token was issued with that secret. */
function captchaPasses(body: LoginRequest): boolean {
  const db = getDb();
  const expected = body.key ? db.captchaCodes[body.key] : undefined;
  const vo = body.captchaVO;
  const secretOk = vo !== undefined && db.captchaSecrets[vo.token] === vo.secretKey;
  if (body.key) delete db.captchaCodes[body.key];
  if (vo) delete db.captchaSecrets[vo.token];
  commit();
  if (!expected || !secretOk || !body.code) return false;
  const typed = body.code.trim().toUpperCase();
  return typed === expected && vo.captchaVerification === `${vo.token}---${body.code.trim()}`;
}

/** Failed sign-ins with the account since its last success (the account need not exist). */
export const failedSignIns = (account: string) => getDb().failures[account] ?? 0;

/** After more than CAPTCHA_REQUIRED_ABOVE failed sign-ins an account must answer the captcha too. */
export function login(body: LoginRequest) {
  const db = getDb();
  const account = db.accounts.find((a) => a.account === body.account);
  const failures = failedSignIns(body.account);
  // Required once the account is over the limit (reference §2.4); one sent earlier is checked too, as the
  // reference's console has it checked (safety/check) before it signs in.
  const sent = Boolean(body.key && body.captchaVO);
  if (failures > CAPTCHA_REQUIRED_ABOVE && !sent) return fail(400, CAPTCHA_MISSING_MESSAGE);
  if (sent && !captchaPasses(body)) return fail(400, CAPTCHA_WRONG_MESSAGE);
  if (!account || account.pwd !== body.pwd) {
    db.failures[body.account] = failures + 1;
    commit();
    return fail(500, WRONG_PASSWORD);
  }
  if (!account.status) return fail(500, ACCOUNT_DISABLED);
  return signIn(account);
}

/** A one-time ticket from another console signs its admin in here. */
export function jumpLogin(ticket: string) {
  const db = getDb();
  const entry = db.tickets[ticket];
  delete db.tickets[ticket];
  commit();
  const account = entry && entry.expires > Date.now() ? db.accounts.find((a) => a.id === entry.accountId) : undefined;
  if (!account) return fail(500, '登录凭证无效或已过期');
  if (!account.status) return fail(500, ACCOUNT_DISABLED);
  return signIn(account);
}

/** Ends the session of a token, valid or not: signing out always succeeds. */
export function logout(token: string) {
  delete getDb().sessions[token];
  commit();
  return '退出成功';
}

export function adminInfo(account: DemoAccount) {
  const db = getDb();
  return {
    id: account.id,
    account: account.account,
    realName: account.realName,
    avatar: account.avatar,
    introduction: account.introduction,
    // The owner is role 'admin'; the others are their roles, whose menus and permissions they were given.
    roles: account.type === 2 ? account.roles : account.roleIds.map(String),
    roleNames: account.roleNames,
    phone: account.phone,
    isSms: account.isSms,
    status: account.status,
    lastIp: account.lastIp,
    lastTime: account.lastTime,
    loginCount: account.loginCount,
    permissionsList: account.permissions,
    merStarLevel: db.baseInfo.starLevel,
    merReceiptPrintingSwitch: db.configInfo.receiptPrintingSwitch,
  };
}

export function captchaSecret() {
  const token = randomHex(32);
  const secretKey = randomHex(16);
  getDb().captchaSecrets[token] = secretKey;
  commit();
  return { token, secretKey };
}

export function imageCode() {
  const key = randomHex(24);
  const code = randomCode(4);
  getDb().captchaCodes[key] = code;
  commit();
  return { key, code: captchaImage(code) };
}

export const loginPicture = () => ({ backgroundImage: loginBackground, loginLogo: logoSquare, leftLogo: loginLeft, siteName: '云上好店商户管理系统' });

export const systemLinks = () => [
  { id: 1, name: '商户移动端', url: `${window.location.origin}/auth-redirect`, icon: 'mobile' },
  { id: 2, name: '平台管理后台', url: `${window.location.origin}/auth-redirect?system=platform`, icon: 'platform' },
];

/** A ticket the other consoles sign in with, valid for a minute. */
export function loginTicket(account: DemoAccount) {
  const ticket = randomHex(32);
  getDb().tickets[ticket] = { accountId: account.id, expires: Date.now() + 60_000 };
  commit();
  return { ticket, expiresIn: 60 };
}

export const copyright = () => ({ companyName: '云上好店科技有限公司', companyImage: logoSquare });

const CONFIG_VALUES: Readonly<Record<string, string>> = { mer_site_logo_lefttop: logoLeftTop, mer_site_logo_square: logoSquare };

export const configValue = (key: string) => CONFIG_VALUES[key] ?? '';

export function renameSelf(account: DemoAccount, realName: string) {
  account.realName = realName.trim();
  commit();
  return null;
}

export function changeOwnPassword(account: DemoAccount, body: LoginAdminUpdatePasswordRequest) {
  if (body.oldPassword !== account.pwd) return fail(500, '原密码不正确');
  if (body.password !== body.confirmPassword) return fail(400, '两次输入的密码不一致');
  account.pwd = body.password;
  // Every session of the account ends with the old password.
  endSessions(account.id);
  commit();
  return null;
}

/** A disabled, deleted or re-keyed admin is signed out everywhere. */
export function endSessions(accountId: number) {
  const db = getDb();
  for (const [token, id] of Object.entries(db.sessions)) if (id === accountId) delete db.sessions[token];
}
