import { z } from 'zod';
import { saveAdminBodyAccountMax as accountMax, saveAdminBodyPwdMax as pwdMax, saveAdminBodyPwdMin as pwdMin, saveAdminBodyRealNameMax as realNameMax } from '@/api/generated-zod/role/role.zod';

export { accountMax, pwdMax, realNameMax };

const PHONE = /^1\d{10}$/;
const PWD_LENGTH = `密码长度为${pwdMin}-${pwdMax}位`;
const MISMATCH = '两次输入的密码不一致';

/** Every role for the choices; a store has a handful. */
export const ALL_ROLES = { page: 1, limit: 100 } as const;

const password = (empty: string) => z.string().min(1, empty).min(pwdMin, PWD_LENGTH).max(pwdMax, PWD_LENGTH);

const profile = {
  account: z.string().trim().min(1, '请输入管理员账号').max(accountMax, `管理员账号最多${accountMax}个字符`),
  realName: z.string().trim().min(1, '请输入管理员姓名').max(realNameMax, `管理员姓名最多${realNameMax}个字符`),
  roles: z.array(z.number()).min(1, '请选择管理员身份'),
  phone: z.string().trim().refine((v) => v === '' || PHONE.test(v), '请输入正确的手机号'),
  status: z.boolean(),
};

/** 编辑管理员: the profile without a password. */
export const editAdminSchema = z.object(profile);

/** 添加管理员: the profile and the password typed twice. */
export const addAdminSchema = z
  .object({ ...profile, pwd: password('请输入管理员密码'), confirmPwd: z.string().min(1, '请再次输入密码') })
  .refine((v) => v.pwd === v.confirmPwd, { message: MISMATCH, path: ['confirmPwd'] });

type AddValues = z.infer<typeof addAdminSchema>;
export type AdminValues = z.infer<typeof editAdminSchema> & Partial<Pick<AddValues, 'pwd' | 'confirmPwd'>>;

/** 修改密码: a new password typed twice. */
export const adminPasswordSchema = z
  .object({ password: password('请输入新密码'), confirmPassword: z.string().min(1, '请再次输入密码') })
  .refine((v) => v.password === v.confirmPassword, { message: MISMATCH, path: ['confirmPassword'] });

export type AdminPasswordValues = z.infer<typeof adminPasswordSchema>;
