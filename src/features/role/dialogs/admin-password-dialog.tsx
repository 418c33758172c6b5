import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdateAdminPassword } from '@/api/generated/endpoints/role/role';
import type { SystemAdmin } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFormPage } from '@/components/form/use-form-page';
import { adminPasswordSchema, pwdMax, type AdminPasswordValues } from '@/features/role/model/admin-schema';

/** 修改密码: a new password for the admin, typed twice. */
export function AdminPasswordDialog({ admin, onClose }: { admin: SystemAdmin; onClose: () => void }) {
  const form = useForm<AdminPasswordValues>({ resolver: zodResolver(adminPasswordSchema), defaultValues: { password: '', confirmPassword: '' }, mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  const change = useUpdateAdminPassword();
  const page = useFormPage({
    save: async (values: AdminPasswordValues) => {
      await change.mutateAsync({ data: { id: admin.id, ...values } });
    },
    success: '修改成功',
    after: async () => {
      onClose();
    },
  });
  return (
    <FormDialog title="修改密码" width={480} dirty={isDirty} pending={change.isPending} onClose={onClose} onSubmit={form.handleSubmit(page.submit)}>
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
