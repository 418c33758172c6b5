import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getGetAdminListQueryKey, useGetAdminInfo, useGetRoleList, useSaveAdmin, useUpdateAdmin, useUpdateAdminPassword } from '@/api/generated/endpoints/role/role';
import {
  saveAdminBodyAccountMax as accountMax,
  saveAdminBodyPwdMax as pwdMax,
  saveAdminBodyPwdMin as pwdMin,
  saveAdminBodyRealNameMax as realNameMax,
} from '@/api/generated-zod/role/role.zod';
import type { SystemAdmin, SystemRole } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { QueryState } from '@/components/query-state';
import { awaiting } from '@/components/list-page/use-list-page';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { StatusSwitch } from '@/components/ui/status-switch';
import { useSubmitOnce } from '@/components/use-submit-once';
import { message } from '@/lib/message';

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

const editSchema = z.object(profile);
const addSchema = z
  .object({ ...profile, pwd: password('请输入管理员密码'), confirmPwd: z.string().min(1, '请再次输入密码') })
  .refine((v) => v.pwd === v.confirmPwd, { message: MISMATCH, path: ['confirmPwd'] });

type AddValues = z.infer<typeof addSchema>;
type Values = z.infer<typeof editSchema> & Partial<Pick<AddValues, 'pwd' | 'confirmPwd'>>;

/** 管理员身份: boxes of the enabled roles, and any disabled one the admin still holds. */
function RoleChoices({ roles, value, onChange, invalid }: { roles: readonly SystemRole[]; value: readonly number[]; onChange: (ids: number[]) => void; invalid: boolean }) {
  const choices = roles.filter((r) => r.status || value.includes(r.id));
  return (
    <div id="admin-roles" role="group" aria-labelledby="admin-roles-label" aria-describedby="admin-roles-error" aria-invalid={invalid || undefined} className="flex min-h-8 flex-wrap items-center gap-x-5 gap-y-1">
      {choices.length === 0 && <span className="text-sm text-slate-500">暂无可用身份，请先在身份管理中添加</span>}
      {choices.map((role) => (
        <label key={role.id} className="inline-flex items-center gap-1.5 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-3.5 accent-primary"
            checked={value.includes(role.id)}
            onChange={() => onChange(value.includes(role.id) ? value.filter((id) => id !== role.id) : [...value, role.id])}
          />
          {role.status ? role.roleName : `${role.roleName}（已停用）`}
        </label>
      ))}
    </div>
  );
}

function AdminForm({ admin, onClose }: { admin?: SystemAdmin; onClose: () => void }) {
  const editing = admin !== undefined;
  const roles = useGetRoleList(ALL_ROLES);
  const form = useForm<Values>({
    resolver: zodResolver(editing ? editSchema : addSchema),
    defaultValues: {
      account: admin?.account ?? '',
      realName: admin?.realName ?? '',
      roles: admin ? admin.roles.split(',').filter(Boolean).map(Number) : [],
      phone: admin?.phone ?? '',
      status: admin?.status ?? true,
      ...(editing ? {} : { pwd: '', confirmPwd: '' }),
    },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const queryClient = useQueryClient();
  const save = useSaveAdmin();
  const update = useUpdateAdmin();

  const submit = useSubmitOnce(async (values: Values) => {
    const data = { account: values.account, realName: values.realName, roles: values.roles.join(','), status: values.status, ...(values.phone ? { phone: values.phone } : {}) };
    if (admin) await update.mutateAsync({ data: { id: admin.id, ...data } });
    else await save.mutateAsync({ data: { ...data, pwd: values.pwd ?? '' } });
    await queryClient.invalidateQueries({ queryKey: getGetAdminListQueryKey() });
    message.success(editing ? '编辑成功' : '创建成功');
    onClose();
  });

  return (
    <FormDialog title={editing ? '编辑管理员' : '添加管理员'} width={560} dirty={isDirty} pending={save.isPending || update.isPending} onClose={onClose} onSubmit={form.handleSubmit(submit)}>
      <Field id="admin-account" label="管理员账号" error={errors.account?.message}>
        <Input id="admin-account" data-autofocus maxLength={accountMax} placeholder="管理员账号" autoComplete="off" invalid={Boolean(errors.account)} aria-required aria-describedby="admin-account-error" {...form.register('account')} />
      </Field>
      {!editing && (
        <>
          <Field id="admin-pwd" label="管理员密码" error={errors.pwd?.message}>
            <Input id="admin-pwd" type="password" maxLength={pwdMax} placeholder="管理员密码" autoComplete="new-password" invalid={Boolean(errors.pwd)} aria-required aria-describedby="admin-pwd-error" {...form.register('pwd')} />
          </Field>
          <Field id="admin-confirm-pwd" label="确认密码" error={errors.confirmPwd?.message}>
            <Input id="admin-confirm-pwd" type="password" maxLength={pwdMax} placeholder="确认密码" autoComplete="new-password" invalid={Boolean(errors.confirmPwd)} aria-required aria-describedby="admin-confirm-pwd-error" {...form.register('confirmPwd')} />
          </Field>
        </>
      )}
      <Field id="admin-real-name" label="管理员姓名" error={errors.realName?.message}>
        <Input id="admin-real-name" maxLength={realNameMax} placeholder="管理员姓名" invalid={Boolean(errors.realName)} aria-required aria-describedby="admin-real-name-error" {...form.register('realName')} />
      </Field>
      <div className="flex flex-col gap-1">
        <span id="admin-roles-label" className="text-sm text-slate-600">
          管理员身份
        </span>
        <QueryState query={roles} rows={1}>
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => <RoleChoices roles={roles.data?.list ?? []} value={field.value} onChange={field.onChange} invalid={Boolean(errors.roles)} />}
          />
        </QueryState>
        <p id="admin-roles-error" role={errors.roles ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
          {errors.roles?.message}
        </p>
      </div>
      <Field id="admin-phone" label="手机号" error={errors.phone?.message}>
        <Input id="admin-phone" inputMode="numeric" maxLength={11} placeholder="请输入手机号" invalid={Boolean(errors.phone)} aria-describedby="admin-phone-error" {...form.register('phone')} />
      </Field>
      <Field id="admin-status" label="状态">
        <Controller control={form.control} name="status" render={({ field }) => <StatusSwitch id="admin-status" label="状态" checked={field.value} onToggle={() => field.onChange(!field.value)} />} />
      </Field>
    </FormDialog>
  );
}

/** 添加管理员: account, password twice, name, roles, phone and status. */
export function AddAdminDialog({ onClose }: { onClose: () => void }) {
  return <AdminForm onClose={onClose} />;
}

/** 编辑管理员: the admin as the server has it now, without the password. */
export function EditAdminDialog({ id, onClose }: { id: number; onClose: () => void }) {
  // Kept nowhere once closed: each opening reads the admin as they are now.
  const info = useGetAdminInfo({ id }, { query: { gcTime: 0 } });
  if (!info.data) {
    return (
      <Dialog open title="编辑管理员" width={560} onOpenChange={(open) => !open && onClose()}>
        <QueryState query={awaiting(info)}>
          {null}
        </QueryState>
      </Dialog>
    );
  }
  return <AdminForm admin={info.data} onClose={onClose} />;
}

const passwordSchema = z
  .object({ password: password('请输入新密码'), confirmPassword: z.string().min(1, '请再次输入密码') })
  .refine((v) => v.password === v.confirmPassword, { message: MISMATCH, path: ['confirmPassword'] });

type PasswordValues = z.infer<typeof passwordSchema>;

/** 修改密码: a new password for the admin, typed twice. */
export function AdminPasswordDialog({ admin, onClose }: { admin: SystemAdmin; onClose: () => void }) {
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: { password: '', confirmPassword: '' }, mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  const change = useUpdateAdminPassword();
  const submit = useSubmitOnce(async (values: PasswordValues) => {
    await change.mutateAsync({ data: { id: admin.id, ...values } });
    message.success('修改成功');
    onClose();
  });
  return (
    <FormDialog title="修改密码" width={480} dirty={isDirty} pending={change.isPending} onClose={onClose} onSubmit={form.handleSubmit(submit)}>
      <p className="mb-2 text-sm text-slate-600">
        管理员：{admin.realName}（{admin.account}）
      </p>
      <Field id="admin-new-pwd" label="新密码" error={errors.password?.message}>
        <Input id="admin-new-pwd" data-autofocus type="password" maxLength={pwdMax} placeholder="请输入新密码" autoComplete="new-password" invalid={Boolean(errors.password)} aria-required aria-describedby="admin-new-pwd-error" {...form.register('password')} />
      </Field>
      <Field id="admin-new-pwd-confirm" label="确认密码" error={errors.confirmPassword?.message}>
        <Input id="admin-new-pwd-confirm" type="password" maxLength={pwdMax} placeholder="请再次输入新密码" autoComplete="new-password" invalid={Boolean(errors.confirmPassword)} aria-required aria-describedby="admin-new-pwd-confirm-error" {...form.register('confirmPassword')} />
      </Field>
    </FormDialog>
  );
}
