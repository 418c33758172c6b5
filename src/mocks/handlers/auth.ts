import { CAPTCHA_AFTER_FAILURES, CAPTCHA_MISSING_MESSAGE, CAPTCHA_WRONG_MESSAGE } from '@/api/errors';
import {
  getAcquireSecretMockHandler,
  getGetAdminInfoByTokenMockHandler,
  getGetConfigUniqMockHandler,
  getGetCopyrightInfoMockHandler,
  getGetLoginPicMockHandler,
  getGetLoginTicketMockHandler,
  getGetMenusMockHandler,
  getGetSystemLinkListMockHandler,
  getGetValidateCodeMockHandler,
  getJumpLoginMockHandler,
  getLogoutMockHandler,
  getMerchantLoginMockHandler,
  getUpdateLoginAdminMockHandler,
  getUpdateLoginAdminPasswordMockHandler,
} from '@/api/generated/endpoints/auth/auth.msw';
import type { JumpLoginRequest, LoginAdminUpdatePasswordRequest, LoginAdminUpdateRequest, LoginRequest, SystemLoginResponse } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { authorize, fail, isError, ok, tokenOf, persisted } from '../lib';
import type { DemoAccount } from '../seed/accounts';
import { formatDateTime } from '../seed/random';
import { loginBackground, loginLeft, logoLeftTop, logoSquare } from '../assets';
import { captchaImage, randomCode, randomHex } from '../captcha';

const WRONG_PASSWORD = '账号或者密码不正确';
const ACCOUNT_DISABLED = '账号已被禁用，请联系管理员';
/** The demo has no client address to record; a sign-in is from this machine. */
const LOCAL_IP = '127.0.0.1';

const LOGO_TOP = logoLeftTop;
const LOGO_SQUARE = logoSquare;

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
    leftTopLogo: LOGO_TOP,
    leftSquareLogo: LOGO_SQUARE,
    merSiteUrl: window.location.origin,
    merStarLevel: getDb().baseInfo.starLevel,
    merReceiptPrintingSwitch: getDb().configInfo.receiptPrintingSwitch,
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

export const authHandlers = [
  getMerchantLoginMockHandler(persisted(async ({ request }) => {
    const body = (await request.json()) as LoginRequest;
    const db = getDb();
    const account = db.accounts.find((a) => a.account === body.account);
    const failures = db.failures[body.account] ?? 0;
    if (failures >= CAPTCHA_AFTER_FAILURES) {
      if (!body.key || !body.captchaVO) return fail(400, CAPTCHA_MISSING_MESSAGE);
      if (!captchaPasses(body)) return fail(400, CAPTCHA_WRONG_MESSAGE);
    }
    if (!account || account.pwd !== body.pwd) {
      db.failures[body.account] = failures + 1;
      commit();
      return fail(500, WRONG_PASSWORD);
    }
    if (!account.status) return fail(500, ACCOUNT_DISABLED);
    return ok(signIn(account));
  })),
  getJumpLoginMockHandler(persisted(async ({ request }) => {
    const { ticket } = (await request.json()) as JumpLoginRequest;
    const db = getDb();
    const entry = db.tickets[ticket];
    delete db.tickets[ticket];
    commit();
    const account = entry && entry.expires > Date.now() ? db.accounts.find((a) => a.id === entry.accountId) : undefined;
    if (!account) return fail(500, '登录凭证无效或已过期');
    if (!account.status) return fail(500, ACCOUNT_DISABLED);
    return ok(signIn(account));
  })),
  getLogoutMockHandler(persisted(({ request }) => {
    const db = getDb();
    delete db.sessions[tokenOf(request)];
    commit();
    return ok('退出成功');
  })),
  getGetAdminInfoByTokenMockHandler(persisted(({ request }) => {
    const account = authorize(request);
    if (isError(account)) return account;
    return ok({
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
      merStarLevel: getDb().baseInfo.starLevel,
      merReceiptPrintingSwitch: getDb().configInfo.receiptPrintingSwitch,
    });
  })),
  getAcquireSecretMockHandler(persisted(() => {
    const db = getDb();
    const token = randomHex(32);
    const secretKey = randomHex(16);
    db.captchaSecrets[token] = secretKey;
    commit();
    return ok({ token, secretKey });
  })),
  getGetValidateCodeMockHandler(persisted(() => {
    const db = getDb();
    const key = randomHex(24);
    const code = randomCode(4);
    db.captchaCodes[key] = code;
    commit();
    return ok({ key, code: captchaImage(code) });
  })),
  getGetLoginPicMockHandler(persisted(() =>
    ok({
      backgroundImage: loginBackground,
      loginLogo: logoSquare,
      leftLogo: loginLeft,
      siteName: '云上好店商户管理系统',
    }),
  )),
  getGetSystemLinkListMockHandler(persisted(({ request }) => {
    const account = authorize(request);
    if (isError(account)) return account;
    return ok([
      { id: 1, name: '商户移动端', url: `${window.location.origin}/auth-redirect`, icon: 'mobile' },
      { id: 2, name: '平台管理后台', url: `${window.location.origin}/auth-redirect?system=platform`, icon: 'platform' },
    ]);
  })),
  getGetLoginTicketMockHandler(persisted(({ request }) => {
    const account = authorize(request);
    if (isError(account)) return account;
    const db = getDb();
    const ticket = randomHex(32);
    db.tickets[ticket] = { accountId: account.id, expires: Date.now() + 60_000 };
    commit();
    return ok({ ticket, expiresIn: 60 });
  })),
  getGetMenusMockHandler(persisted(({ request }) => {
    const account = authorize(request);
    if (isError(account)) return account;
    return ok(account.menus);
  })),
  getGetCopyrightInfoMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:copyright:get:company:info');
    if (isError(account)) return account;
    return ok({ companyName: '云上好店科技有限公司', companyImage: logoSquare });
  })),
  getGetConfigUniqMockHandler(persisted(({ request }) => {
    const account = authorize(request);
    if (isError(account)) return account;
    const key = new URL(request.url).searchParams.get('key') ?? '';
    const values: Record<string, string> = { mer_site_logo_lefttop: LOGO_TOP, mer_site_logo_square: LOGO_SQUARE };
    return ok(values[key] ?? '');
  })),
  getUpdateLoginAdminMockHandler(
    persisted(async ({ request }) => {
      const account = authorize(request, 'merchant:login:admin:update');
      if (isError(account)) return account;
      const { realName } = (await request.json()) as LoginAdminUpdateRequest;
      account.realName = realName.trim();
      commit();
      return ok(null);
    }),
  ),
  getUpdateLoginAdminPasswordMockHandler(
    persisted(async ({ request }) => {
      const account = authorize(request, 'merchant:login:admin:update:password');
      if (isError(account)) return account;
      const body = (await request.json()) as LoginAdminUpdatePasswordRequest;
      if (body.oldPassword !== account.pwd) return fail(500, '原密码不正确');
      if (body.password !== body.confirmPassword) return fail(400, '两次输入的密码不一致');
      account.pwd = body.password;
      // Every session of the account ends with the old password.
      const db = getDb();
      for (const [token, id] of Object.entries(db.sessions)) if (id === account.id) delete db.sessions[token];
      commit();
      return ok(null);
    }),
  ),
];
