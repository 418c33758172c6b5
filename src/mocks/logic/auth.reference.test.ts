import { decryptAesEcb, encryptAesEcb } from '@/lib/aes-ecb';
import { fromBase64 } from '@/lib/base64';
import { commit, getDb } from '@/mocks/db';
import { javaClient, type JavaAnswer } from '@/test/java-client';

// The sign-in of the reference backend, as a client written for it signs in (the reference wire): the
// failure count, its block puzzle (AJ-Captcha: safety/get, safety/check, the ticket the sign-in spends) and
// its refusals, in the order and words of its AdminLoginServiceImpl.

interface Safety {
  repCode: string;
  repMsg: string | null;
  success: boolean;
  repData: Record<string, unknown> | null;
}

const client = javaClient();
/** A sign-in as the reference console sends it (an empty captchaVO until a puzzle is solved); `null` sends none. */
const signIn = (account: string, pwd: string, captchaVO: Record<string, unknown> | null = {}) =>
  client.post<{ token: string } | null>('/admin/merchant/login', { account, pwd, ...(captchaVO ? { captchaVO } : {}) });
const failures = async (account: string) => (await client.post<number>('/admin/merchant/login/account/detection', { account })).data;
const getPuzzle = (captchaType = 'blockPuzzle') => client.post<Safety>('/publicly/safety/get', { captchaType, clientUid: 'test', ts: Date.now() });

async function failTimes(account: string, times: number) {
  for (let i = 0; i < times; i++) expect(await signIn(account, 'wrong-password')).toMatchObject({ code: 500, message: '账号或者密码不正确' });
}

/** A new puzzle, and where the backend keeps its piece. */
async function puzzle() {
  const answer = await getPuzzle();
  const { token, secretKey } = answer.data.repData as { token: string; secretKey: string };
  return { answer, token, secretKey, x: getDb().puzzles[token]!.x };
}

/** safety/check with a point as the AJ client sends it, and the ticket it would then work out. */
async function check(token: string, secretKey: string, x: number, y = 5) {
  const point = JSON.stringify({ x, y });
  const answer = await client.post<Safety>('/publicly/safety/check', { captchaType: 'blockPuzzle', token, pointJson: encryptAesEcb(point, secretKey) });
  return { answer, ticket: encryptAesEcb(`${token}---${point}`, secretKey) };
}

const pngSize = (base64: string) => {
  const bytes = fromBase64(base64);
  const view = new DataView(bytes.buffer);
  return { signature: [...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join(''), width: view.getUint32(16), height: view.getUint32(20) };
};

describe('signing in as a client of the reference backend', () => {
  it('takes a first sign-in with an empty captchaVO, and answers merSiteUrl null', async () => {
    const answer = await signIn('admin', 'admin123');
    expect(answer).toMatchObject({ code: 200, message: null, data: { account: 'admin', merSiteUrl: null } });
  });

  it('counts each failure and asks for the puzzle past three, without counting a sign-in that came without captchaVO', async () => {
    await failTimes('admin', 4);
    expect(await failures('admin')).toBe(4);
    expect(await signIn('admin', 'admin123', null)).toEqual({ code: 400, message: '验证码信息不存在', data: null } satisfies JavaAnswer);
    expect(await failures('admin')).toBe(4);
  });

  it.each([
    ['a made-up ticket', { captchaVerification: 'made-up' }],
    ['an empty captchaVO (the reference console’s, before a puzzle is solved)', {}],
  ])('refuses %s past three failures, and counts it', async (_, captchaVO) => {
    await failTimes('admin', 4);
    expect(await signIn('admin', 'admin123', captchaVO)).toMatchObject({ code: 400, message: '验证码校验失败' });
    expect(await failures('admin')).toBe(5);
  });

  it('signs in with the ticket of a puzzle solved within the tolerance, once, and clears the count', async () => {
    await failTimes('admin', 4);
    const { token, secretKey, x } = await puzzle();
    const { answer, ticket } = await check(token, secretKey, x + 5);
    expect(answer.data).toMatchObject({ repCode: '0000', success: true, repData: { token, result: true } });
    expect(await signIn('admin', 'admin123', { captchaVerification: ticket })).toMatchObject({ code: 200, data: { account: 'admin' } });
    expect(await failures('admin')).toBe(0);
    // The ticket is spent: the same answer again is refused (past three failures once more).
    await failTimes('admin', 4);
    expect(await signIn('admin', 'admin123', { captchaVerification: ticket })).toMatchObject({ code: 400, message: '验证码校验失败' });
  });

  it('looks at no captcha sent at three failures or fewer', async () => {
    await failTimes('admin', 3);
    expect(await signIn('admin', 'admin123', { captchaVerification: 'made-up' })).toMatchObject({ code: 200 });
  });

  it('names an unknown account and a disabled one before looking at the password, and counts both', async () => {
    expect(await signIn('nobody', 'whatever1')).toMatchObject({ code: 500, message: '登录用户：nobody 不存在' });
    // A name no one has never brings up the captcha: its count is not told.
    expect(await failures('nobody')).toBe(0);
    getDb().accounts.find((a) => a.account === 'staff')!.status = false;
    commit();
    expect(await signIn('staff', 'wrong-password')).toMatchObject({ code: 500, message: '对不起，您的账号：staff 已停用' });
    expect(getDb().failures.staff).toBe(1);
  });
});

describe('the block puzzle (publicly/safety)', () => {
  it('draws a background of 310×155 and a piece of 47×155 as PNG, with a token and a 16-character secret key, and keeps where the piece fits', async () => {
    const { answer, token, secretKey, x } = await puzzle();
    expect(answer).toMatchObject({ code: 200, message: null, data: { repCode: '0000', repMsg: null, success: true, repData: { result: false, point: null, captchaType: null } } });
    const data = answer.data.repData as { originalImageBase64: string; jigsawImageBase64: string };
    expect(pngSize(data.originalImageBase64)).toEqual({ signature: 'PNG', width: 310, height: 155 });
    expect(pngSize(data.jigsawImageBase64)).toEqual({ signature: 'PNG', width: 47, height: 155 });
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(x).toBeGreaterThanOrEqual(100);
    expect(x).toBeLessThanOrEqual(262);
    expect(Object.keys(answer.data.repData ?? {})).toHaveLength(19);
  });

  it.each([
    ['six pixels off', 6, 5, { repCode: '6111', repMsg: '验证失败' }],
    ['off the row', 0, 6, { repCode: '6111', repMsg: '验证失败' }],
  ])('fails a point %s, and spends the puzzle', async (_, dx, y, expected) => {
    const { token, secretKey, x } = await puzzle();
    expect((await check(token, secretKey, x - dx, y)).answer.data).toMatchObject({ ...expected, success: false });
    expect((await check(token, secretKey, x)).answer.data).toMatchObject({ repCode: '6110', repMsg: '验证码已失效，请重新获取' });
  });

  it('refuses a point under another key with the cipher’s words, an expired puzzle, and a request without its type or token', async () => {
    const first = await puzzle();
    expect((await check(first.token, 'AAAAAAAAAAAAAAAA', first.x)).answer.data).toMatchObject({ repCode: '0001', success: false });
    const second = await puzzle();
    getDb().puzzles[second.token]!.expires = Date.now() - 1;
    commit();
    expect((await check(second.token, second.secretKey, second.x)).answer.data).toMatchObject({ repCode: '6110' });
    expect((await client.post<Safety>('/publicly/safety/check', { token: second.token })).data).toMatchObject({ repCode: '0011', repMsg: '类型不能为空' });
    expect((await client.post<Safety>('/publicly/safety/check', { captchaType: 'blockPuzzle' })).data).toMatchObject({ repCode: '0011', repMsg: 'token不能为空' });
    expect((await getPuzzle('')).data).toMatchObject({ repCode: '0011', repMsg: '类型不能为空' });
  });

  it('makes the ticket of the very text the client sent, which safety/verify spends once', async () => {
    const { token, secretKey, x } = await puzzle();
    const { ticket } = await check(token, secretKey, x);
    expect(decryptAesEcb(ticket, secretKey)).toBe(`${token}---{"x":${x},"y":5}`);
    expect((await client.post<Safety>('/publicly/safety/verify', { captchaVerification: ticket })).data).toMatchObject({ repCode: '0000', repMsg: '成功' });
    expect((await client.post<Safety>('/publicly/safety/verify', { captchaVerification: ticket })).data).toMatchObject({ repCode: '6110' });
  });
});
