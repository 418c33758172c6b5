/**
 * The sign-in form's rules. They are plain code rather than a schema library because the sign-in
 * page is the console's first page and carries a tight JavaScript budget (issue 4); the limits
 * are the contract's, which login-form-schema.test.ts keeps equal to the generated ones.
 */
export const ACCOUNT_MAX = 32;
export const PWD_MIN = 6;
export const PWD_MAX = 30;
export const CODE_MAX = 8;

export interface LoginFormValues {
  account: string;
  pwd: string;
  code: string;
}

export type LoginField = keyof LoginFormValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

export function validateLoginField(field: LoginField, values: LoginFormValues, needsCaptcha: boolean): string | undefined {
  switch (field) {
    case 'account': {
      const account = values.account.trim();
      if (!account) return '请输入账号';
      if (account.length > ACCOUNT_MAX) return `账号最多${ACCOUNT_MAX}个字符`;
      return undefined;
    }
    case 'pwd':
      if (!values.pwd) return '请输入密码';
      if (values.pwd.length < PWD_MIN || values.pwd.length > PWD_MAX) return `密码长度为${PWD_MIN}-${PWD_MAX}位`;
      return undefined;
    case 'code': {
      const code = values.code.trim();
      if (needsCaptcha && !code) return '请输入验证码';
      if (code.length > CODE_MAX) return '验证码格式不正确';
      return undefined;
    }
  }
}

export function validateLoginForm(values: LoginFormValues, needsCaptcha: boolean): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of ['account', 'pwd', 'code'] as const) {
    const error = validateLoginField(field, values, needsCaptcha);
    if (error) errors[field] = error;
  }
  return errors;
}
