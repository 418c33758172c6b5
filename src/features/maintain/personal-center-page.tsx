import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { useUpdateLoginAdmin, useUpdateLoginAdminPassword } from '@/api/generated/endpoints/auth/auth';
import {
  updateLoginAdminBodyRealNameMax as nameMax,
  updateLoginAdminPasswordBodyPasswordMax as pwdMax,
  updateLoginAdminPasswordBodyPasswordMin as pwdMin,
} from '@/api/generated-zod/auth/auth.zod';
import { Button } from '@/components/ui/button';
import { useFormPage } from '@/components/form/use-form-page';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { renameSession, useSession } from '@/lib/session';
import { logout } from '@/lib/sign-out';

const nameSchema = z.object({
  realName: z.string().trim().min(1, '请输入姓名').max(nameMax, `姓名最多${nameMax}个字符`),
});

const passwordRule = z.string().min(1, '请输入密码').min(pwdMin, `密码长度为${pwdMin}-${pwdMax}位`).max(pwdMax, `密码长度为${pwdMin}-${pwdMax}位`);

const passwordSchema = z
  .object({ oldPassword: passwordRule, password: passwordRule, confirmPassword: z.string().min(1, '请再次输入新密码') })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: '两次输入的密码不一致' })
  .refine((v) => v.password !== v.oldPassword, { path: ['password'], message: '新密码不能与原密码相同' });

type NameValues = z.infer<typeof nameSchema>;
type PasswordValues = z.infer<typeof passwordSchema>;

function NameForm({ account, name }: { account: string; name: string }) {
  const form = useForm<NameValues>({ resolver: zodResolver(nameSchema), defaultValues: { realName: name }, mode: 'onTouched' });
  const update = useUpdateLoginAdmin();
  const { errors, isDirty } = form.formState;
  const page = useFormPage({
    dirty: isDirty,
    save: async ({ realName }: NameValues) => {
      await update.mutateAsync({ data: { realName } });
      renameSession(realName);
    },
    success: '编辑成功',
    // The saved name is the form's new start.
    after: ({ realName }) => form.reset({ realName }),
  });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(page.submit)(e)} className="flex max-w-md flex-col gap-1" aria-labelledby="profile-title">
      <h2 id="profile-title" className="mb-3 text-base font-semibold">
        基本信息
      </h2>
      <Field id="profile-account" label="账号">
        <Input id="profile-account" value={account} disabled readOnly />
      </Field>
      <Field id="profile-name" label="姓名" error={errors.realName?.message}>
        <Input id="profile-name" maxLength={nameMax} invalid={Boolean(errors.realName)} aria-describedby="profile-name-error" {...form.register('realName')} />
      </Field>
      <div>
        <Button type="submit" variant="primary" loading={page.pending} disabled={!isDirty}>
          保存
        </Button>
      </div>
    </form>
  );
}

function PasswordForm() {
  const navigate = useNavigate();
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema), defaultValues: { oldPassword: '', password: '', confirmPassword: '' }, mode: 'onTouched' });
  const update = useUpdateLoginAdminPassword();
  const { errors, isDirty } = form.formState;
  const page = useFormPage({
    dirty: isDirty && !update.isSuccess,
    save: (values: PasswordValues) => update.mutateAsync({ data: values }),
    success: '修改成功，请重新登录',
    // A changed password signs out: the form is left on purpose then, not lost.
    after: async () => {
      page.release();
      await logout();
      await navigate({ to: '/login', replace: true });
    },
  });
  const field = (name: keyof PasswordValues, label: string, autoComplete: string) => (
    <Field id={`pwd-${name}`} label={label} error={errors[name]?.message}>
      <Input id={`pwd-${name}`} type="password" autoComplete={autoComplete} maxLength={pwdMax} invalid={Boolean(errors[name])} aria-describedby={`pwd-${name}-error`} {...form.register(name)} />
    </Field>
  );
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(page.submit)(e)} className="flex max-w-md flex-col gap-1" aria-labelledby="password-title">
      <h2 id="password-title" className="mb-3 text-base font-semibold">
        修改密码
      </h2>
      {field('oldPassword', '原密码', 'current-password')}
      {field('password', '新密码', 'new-password')}
      {field('confirmPassword', '确认新密码', 'new-password')}
      <div>
        <Button type="submit" variant="primary" loading={page.pending}>
          修改密码
        </Button>
      </div>
    </form>
  );
}

/** 个人中心: the signed-in staff member's name and password. */
export function PersonalCenterPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <section className="rounded bg-white p-6 shadow-sm">
        <NameForm account={session.account} name={session.name} />
      </section>
      <section className="rounded bg-white p-6 shadow-sm">
        <PasswordForm />
      </section>
    </div>
  );
}
