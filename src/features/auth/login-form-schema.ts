import { z } from 'zod';
import {
  merchantLoginBodyAccountMax as accountMax,
  merchantLoginBodyCodeMax as codeMax,
  merchantLoginBodyPwdMax as pwdMax,
  merchantLoginBodyPwdMin as pwdMin,
} from '@/api/generated-zod/auth/auth.zod';

/** The sign-in form: the contract's limits with the console's Chinese messages. */
export const loginFormSchema = z.object({
  account: z.string().trim().min(1, '请输入账号').max(accountMax, `账号最多${accountMax}个字符`),
  pwd: z
    .string()
    .min(1, '请输入密码')
    .min(pwdMin, `密码长度为${pwdMin}-${pwdMax}位`)
    .max(pwdMax, `密码长度为${pwdMin}-${pwdMax}位`),
  code: z.string().trim().max(codeMax, '验证码格式不正确'),
});

export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** Failed attempts with one account after which the form asks for the captcha (the backend's rule). */
export const CAPTCHA_AFTER_FAILURES = 3;
