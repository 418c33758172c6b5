import { acquireSecret, detectLoginAccount, getValidateCode, merchantLogin } from '@/api/generated/functions/auth/auth';
import { CAPTCHA_MISSING_MESSAGE, CAPTCHA_WRONG_MESSAGE } from '@/api/errors';
import { getDb } from '@/mocks/db';

const wrong = () => expect(merchantLogin({ account: 'staff', pwd: 'wrong-pass' }, { silent: true })).rejects.toThrow('账号或者密码不正确');

/** A captcha answered as a person reading the picture would. */
async function answered(code?: string) {
  const [secret, image] = await Promise.all([acquireSecret(), getValidateCode()]);
  const typed = code ?? getDb().captchaCodes[image.key];
  return { key: image.key, code: typed, captchaVO: { token: secret.token, secretKey: secret.secretKey, captchaVerification: `${secret.token}---${typed}` } };
}

describe('the demo backend of signing in', () => {
  it('answers the failed sign-ins of an account, 0 for a name no one has (as the reference), and forgets them on success', async () => {
    expect(await detectLoginAccount({ account: 'staff' })).toBe(0);
    await wrong();
    await wrong();
    expect(await detectLoginAccount({ account: 'staff' })).toBe(2);
    expect(await detectLoginAccount({ account: 'nobody' })).toBe(0);
    // One answer for a wrong account or password: the demo's own wire tells no one which accounts exist.
    await expect(merchantLogin({ account: 'nobody', pwd: 'whatever1' }, { silent: true })).rejects.toThrow('账号或者密码不正确');
    expect(await detectLoginAccount({ account: 'nobody' })).toBe(0);
    await merchantLogin({ account: 'staff', pwd: 'staff123' });
    expect(await detectLoginAccount({ account: 'staff' })).toBe(0);
  });

  it('wants the captcha once an account has failed more than three times, as the reference backend', async () => {
    for (let i = 0; i < 3; i++) await wrong();
    // Three: not yet required (the console shows it already, above two).
    await wrong();
    expect(await detectLoginAccount({ account: 'staff' })).toBe(4);
    await expect(merchantLogin({ account: 'staff', pwd: 'staff123' }, { silent: true })).rejects.toThrow(CAPTCHA_MISSING_MESSAGE);
    await expect(merchantLogin({ account: 'staff', pwd: 'staff123', ...(await answered('ZZZZ')) }, { silent: true })).rejects.toThrow(CAPTCHA_WRONG_MESSAGE);
    const login = await merchantLogin({ account: 'staff', pwd: 'staff123', ...(await answered()) });
    expect(login.account).toBe('staff');
  });

  it('signs in at three failures without looking at a captcha sent, as the reference backend', async () => {
    for (let i = 0; i < 3; i++) await wrong();
    expect((await merchantLogin({ account: 'staff', pwd: 'staff123', ...(await answered('ZZZZ')) })).account).toBe('staff');
  });

  it('counts a wrong captcha as a failure', async () => {
    for (let i = 0; i < 4; i++) await wrong();
    await expect(merchantLogin({ account: 'staff', pwd: 'staff123', ...(await answered('ZZZZ')) }, { silent: true })).rejects.toThrow(CAPTCHA_WRONG_MESSAGE);
    expect(await detectLoginAccount({ account: 'staff' })).toBe(5);
  });
});
