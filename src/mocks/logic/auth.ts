import { CAPTCHA_MISSING_MESSAGE, CAPTCHA_REQUIRED_ABOVE, CAPTCHA_WRONG_MESSAGE } from '@/api/errors';
import type { LoginAdminUpdatePasswordRequest, LoginRequest, SystemLoginResponse } from '@/api/generated/model';
import { loginBackground, loginLeft, logoLeftTop, logoSquare } from '../assets';
import { captchaImage, randomCode, randomHex } from '../captcha';
import { commit, getDb } from '../db';
import { fail, wireAnswer } from '../lib';
import type { DemoAccount } from '../types/accounts';
import { siteOrigin } from '../origin';
import { javaRules } from '../wire/mode';
import { spendTicket } from './safety';
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
    // The reference answers it for the platform's hand-off only; a merchant's own sign-in gets null.
    merSiteUrl: javaRules() ? undefined : siteOrigin(),
    merStarLevel: db.baseInfo.starLevel,
    merReceiptPrintingSwitch: db.configInfo.receiptPrintingSwitch,
  };
}

/** SPEC.md's image code: right when the code matches and the token was issued with that secret. Spent either way. */
function imageCodePasses(body: LoginRequest): boolean {
  const db = getDb();
  const expected = body.key ? db.captchaCodes[body.key] : undefined;
  const vo = body.captchaVO;
  const token = vo?.token;
  const secretOk = token !== undefined && db.captchaSecrets[token] === vo?.secretKey;
  if (body.key) delete db.captchaCodes[body.key];
  if (token !== undefined) delete db.captchaSecrets[token];
  commit();
  if (!expected || !secretOk || !body.code) return false;
  const typed = body.code.trim().toUpperCase();
  return typed === expected && vo?.captchaVerification === `${token}---${body.code.trim()}`;
}

/**
 * Failed sign-ins of an account since its last success; 0 for an account there is none of (the reference's
 * detection looks the admin up first: a name no one has never brings up the captcha).
 */
export const failedSignIns = (account: string) => (getDb().accounts.some((a) => a.account === account) ? (getDb().failures[account] ?? 0) : 0);

function countFailure(account: string) {
  const db = getDb();
  db.failures[account] = (db.failures[account] ?? 0) + 1;
  commit();
}

/**
 * Signs in, as the reference backend's AdminLoginServiceImpl: past CAPTCHA_REQUIRED_ABOVE failures the
 * captcha must come and be right (a wrong one counts as a failure), below it a captcha sent is not looked at;
 * then the account, its state and its password, each failure counted until a success clears the count. The
 * reference's captcha is its block puzzle's ticket (safety.ts); SPEC.md's is the image code. Its words for an
 * unknown and a disabled account name the account, and it says so before the password: in its own wire the
 * demo keeps SPEC.md's one answer for a wrong account or password, which tells no one which accounts exist.
 */
export function login(body: LoginRequest) {
  const db = getDb();
  const account = db.accounts.find((a) => a.account === body.account);
  const required = failedSignIns(body.account) > CAPTCHA_REQUIRED_ABOVE;
  // An image code is good for one attempt, looked at or not.
  if (!required && !javaRules()) imageCodePasses(body);
  if (required) {
    const sent = javaRules() ? body.captchaVO !== undefined : Boolean(body.key && body.captchaVO);
    if (!sent) return fail(400, CAPTCHA_MISSING_MESSAGE);
    const passes = javaRules() ? spendTicket(body.captchaVO).repCode === '0000' : imageCodePasses(body);
    if (!passes) {
      countFailure(body.account);
      return fail(400, CAPTCHA_WRONG_MESSAGE);
    }
  }
  if (javaRules()) {
    if (!account) {
      countFailure(body.account);
      return fail(500, `登录用户：${body.account} 不存在`);
    }
    if (!account.status) {
      countFailure(body.account);
      return fail(500, `对不起，您的账号：${body.account} 已停用`);
    }
  }
  if (!account || account.pwd !== body.pwd) {
    countFailure(body.account);
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
  { id: 1, name: '商户移动端', url: `${siteOrigin()}/auth-redirect`, icon: 'mobile' },
  { id: 2, name: '平台管理后台', url: `${siteOrigin()}/auth-redirect?system=platform`, icon: 'platform' },
];

/** A ticket the other consoles sign in with, valid for a minute. */
export function loginTicket(account: DemoAccount) {
  const ticket = randomHex(32);
  getDb().tickets[ticket] = { accountId: account.id, expires: Date.now() + 60_000 };
  commit();
  return { ticket, expiresIn: 60 };
}

const COMPANY = '云上好店科技有限公司';

/** The footer's copyright: SPEC.md's company and picture, or (the reference) the platform's setting as text. */
export const copyright = () => (javaRules() ? wireAnswer(COMPANY) : { companyName: COMPANY, companyImage: logoSquare });

/** The mobile shop's address and where uploads are served from: the demo's own site serves both. */
export const siteAddress = siteOrigin;

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
