import * as fc from 'fast-check';
import {
  merchantLoginBodyAccountMax,
  merchantLoginBodyCodeMax,
  merchantLoginBodyPwdMax,
  merchantLoginBodyPwdMin,
} from '@/api/generated-zod/auth/auth.zod';
import { ACCOUNT_MAX, CODE_MAX, PWD_MAX, PWD_MIN, validateLoginForm } from './login-form-schema';

describe('the sign-in form rules', () => {
  it('use the limits of the contract', () => {
    expect([ACCOUNT_MAX, PWD_MIN, PWD_MAX, CODE_MAX]).toEqual([merchantLoginBodyAccountMax, merchantLoginBodyPwdMin, merchantLoginBodyPwdMax, merchantLoginBodyCodeMax]);
  });

  it('ask for account and password in Chinese', () => {
    expect(validateLoginForm({ account: '  ', pwd: '', code: '' }, false)).toEqual({ account: '请输入账号', pwd: '请输入密码' });
  });

  it('check the lengths', () => {
    expect(validateLoginForm({ account: 'a'.repeat(33), pwd: '12345', code: '' }, false)).toEqual({ account: '账号最多32个字符', pwd: '密码长度为6-30位' });
    expect(validateLoginForm({ account: 'admin', pwd: 'x'.repeat(31), code: '' }, false)).toEqual({ pwd: '密码长度为6-30位' });
    expect(validateLoginForm({ account: 'admin', pwd: '123456', code: '' }, false)).toEqual({});
  });

  it('need the code only while the captcha is shown', () => {
    expect(validateLoginForm({ account: 'admin', pwd: '123456', code: ' ' }, true)).toEqual({ code: '请输入验证码' });
    expect(validateLoginForm({ account: 'admin', pwd: '123456', code: 'ABCDEFGHI' }, true)).toEqual({ code: '验证码格式不正确' });
  });
});

describe('form rules (property)', () => {
  it('accept any account of 1-32 characters with a 6-30 character password', () => {
    const account = fc.string({ minLength: 1, maxLength: 32 }).filter((s) => s.trim().length > 0 && s.trim().length === s.length);
    fc.assert(
      fc.property(account, fc.string({ minLength: 6, maxLength: 30 }), (a, pwd) => {
        expect(validateLoginForm({ account: a, pwd, code: '' }, false)).toEqual({});
      }),
    );
  });

  it('refuse any password shorter than 6 or longer than 30', () => {
    const bad = fc.oneof(fc.string({ minLength: 1, maxLength: 5 }), fc.string({ minLength: 31, maxLength: 60 }));
    fc.assert(
      fc.property(bad, (pwd) => {
        expect(validateLoginForm({ account: 'admin', pwd, code: '' }, false).pwd).toBe('密码长度为6-30位');
      }),
    );
  });
});
