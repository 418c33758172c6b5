import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useGetAdminInfo, useGetRoleList, useSaveAdmin, useUpdateAdmin } from '@/api/generated/endpoints/role/role';
import type { SystemAdmin } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { QueryState } from '@/components/query-state';
import { awaiting } from '@/components/list/use-list-page';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { StatusSwitch } from '@/components/ui/status-switch';
import { useFormPage } from '@/components/form/use-form-page';
import { RoleChoices } from '@/features/role/components/role-choices';
import { accountMax, addAdminSchema, ALL_ROLES, editAdminSchema, pwdMax, realNameMax, type AdminValues } from '@/features/role/model/admin-schema';

function AdminForm({ admin, onClose }: { admin?: SystemAdmin; onClose: () => void }) {
  const editing = admin !== undefined;
  const roles = useGetRoleList(ALL_ROLES);
  const form = useForm<AdminValues>({
    resolver: zodResolver(editing ? editAdminSchema : addAdminSchema),
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
  const save = useSaveAdmin();
  const update = useUpdateAdmin();

  const page = useFormPage({
    save: async (values: AdminValues) => {
      const data = { account: values.account, realName: values.realName, roles: values.roles.join(','), status: values.status, ...(values.phone ? { phone: values.phone } : {}) };
      if (admin) await update.mutateAsync({ data: { id: admin.id, ...data } });
      else await save.mutateAsync({ data: { ...data, pwd: values.pwd ?? '' } });
    },
    success: () => (editing ? '编辑成功' : '创建成功'),
    after: async () => {
      onClose();
    },
  });

  return (
    <FormDialog title={editing ? '编辑管理员' : '添加管理员'} width={560} dirty={isDirty} pending={save.isPending || update.isPending} onClose={onClose} onSubmit={form.handleSubmit(page.submit)}>
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
