import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useGetEmployeeInfo, useSaveEmployee, useUpdateEmployee } from '@/api/generated/endpoints/employee/employee';
import { useGetUserDetail } from '@/api/generated/endpoints/user/user';
import { saveEmployeeBodyNameMax as nameMax, saveEmployeeBodyPhoneRegExp as phonePattern } from '@/api/generated-zod/employee/employee.zod';
import type { MerchantEmployee } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { awaiting } from '@/components/list/use-list-page';
import { ImageField } from '@/components/material/image-field';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormRow } from '@/components/ui/form-row';
import { Input } from '@/components/ui/input';
import { StatusSwitch } from '@/components/ui/status-switch';
import { usePermission } from '@/components/authorized';
import { USER_DETAIL_PERMISSION } from '@/components/user-detail-drawer';
import { USER_LIST_PERMISSION, UserPickerDialog, type PickedUser } from '@/components/user-picker/user-picker-dialog';
import { useFormPage } from '@/components/form/use-form-page';
import { employeeRoleCodes, employeeRoleText } from '@/lib/domain/employee-roles';
import { employeeRoleLabel, GRANTED_EMPLOYEE_ROLES } from '@/lib/enums';

export const staffSchema = z.object({
  uid: z.number().int().min(1, '请选择关联用户'),
  avatar: z.string(),
  name: z.string().trim().min(1, '请输入姓名').max(nameMax, `姓名最多${nameMax}个字符`),
  phone: z.string().trim().min(1, '请输入手机号').regex(phonePattern, '请输入正确的手机号'),
  roles: z.array(z.number()).min(1, '请选择管理权限'),
  status: z.boolean(),
});

type StaffValues = z.infer<typeof staffSchema>;

const WIDTH = 600;

/** What the 关联用户 box shows of the linked user. */
type UserCard = Pick<PickedUser, 'id' | 'nickname' | 'avatar' | 'phone'>;

/** 关联用户: the user picked in this dialog, or the one already linked (read from the user's details). */
function LinkedUser({ uid, picked }: { uid: number; picked: UserCard | undefined }) {
  // A user the console cannot read (gone, or no permission) still shows by uid.
  const detail = useGetUserDetail(uid, undefined, { query: { enabled: usePermission(USER_DETAIL_PERMISSION) && !picked && uid > 0 }, request: { silent: true } });
  const user: UserCard | undefined = picked ?? detail.data;
  if (uid === 0) return <span className="text-sm text-slate-500">未选择</span>;
  return (
    <span className="flex min-w-0 items-center gap-2" data-testid="linked-user">
      {user?.avatar && <img src={user.avatar} alt="" className="size-9 rounded-full object-cover" />}
      <span className="flex min-w-0 flex-col text-sm leading-5">
        <span className="truncate text-slate-800">{user?.nickname ?? (detail.isLoading ? '加载中…' : `UID ${uid}`)}</span>
        <span className="text-xs text-slate-500">
          UID {uid}
          {user?.phone ? ` · ${user.phone}` : ''}
        </span>
      </span>
    </span>
  );
}

/** 管理权限: a box per permission the console grants, in the reference's order; codes it does not offer are kept as they are. */
function RoleChoices({ id, value, onChange, invalid }: { id: string; value: readonly number[]; onChange: (codes: number[]) => void; invalid: boolean }) {
  return (
    <div id={id} role="group" aria-label="管理权限" aria-describedby={`${id}-error`} aria-invalid={invalid || undefined} className="flex min-h-8 flex-wrap items-center gap-x-5 gap-y-1">
      {GRANTED_EMPLOYEE_ROLES.map((code) => (
        <label key={code} className="inline-flex items-center gap-1.5 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-3.5 accent-primary"
            checked={value.includes(code)}
            onChange={() => onChange(value.includes(code) ? value.filter((c) => c !== code) : [...value, code])}
          />
          {employeeRoleLabel(code)}
        </label>
      ))}
    </div>
  );
}

/**
 * 添加员工 / 编辑员工: the mall user the employee signs in as (picked from the store's users), a picture from
 * the library, name, mobile number, the permissions granted and whether they are on. Picking a user fills
 * the name, number and picture left empty from that user.
 */
function StaffForm({ employee, onClose }: { employee?: MerchantEmployee; onClose: () => void }) {
  const editing = employee !== undefined;
  const ids = { user: useId(), avatar: useId(), name: useId(), phone: useId(), roles: useId(), status: useId() };
  const form = useForm<StaffValues>({
    resolver: zodResolver(staffSchema),
    defaultValues: {
      uid: employee?.uid ?? 0,
      avatar: employee?.avatar ?? '',
      name: employee?.name ?? '',
      phone: employee?.phone ?? '',
      roles: employeeRoleCodes(employee?.role),
      status: employee ? employee.status === 1 : true,
    },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const [uid, avatar] = useWatch({ control: form.control, name: ['uid', 'avatar'] });
  const [picking, setPicking] = useState<'user' | 'avatar' | null>(null);
  const [picked, setPicked] = useState<PickedUser | undefined>();
  // Picking reads the store's users: an account without that list keeps the user already linked.
  const canPickUser = usePermission(USER_LIST_PERMISSION);
  const save = useSaveEmployee();
  const update = useUpdateEmployee();

  const pickUser = (user: PickedUser) => {
    setPicked(user);
    const { setValue, getValues } = form;
    setValue('uid', user.id, { shouldDirty: true, shouldValidate: true });
    const values = getValues();
    if (!values.name.trim()) setValue('name', (user.realName || user.nickname).slice(0, nameMax), { shouldDirty: true, shouldValidate: true });
    if (!values.phone.trim() && phonePattern.test(user.phone)) setValue('phone', user.phone, { shouldDirty: true, shouldValidate: true });
    if (!values.avatar && user.avatar) setValue('avatar', user.avatar, { shouldDirty: true });
  };

  const page = useFormPage({
    save: async (values: StaffValues) => {
      const data = {
        uid: values.uid,
        name: values.name,
        phone: values.phone,
        role: employeeRoleText(values.roles),
        status: values.status ? 1 : 0,
        ...(values.avatar ? { avatar: values.avatar } : {}),
      } as const;
      if (employee) await update.mutateAsync({ data: { id: employee.id, ...data } });
      else await save.mutateAsync({ data });
    },
    success: () => (editing ? '编辑成功' : '创建成功'),
    after: async () => {
      onClose();
    },
  });

  return (
    <FormDialog
      title={editing ? '编辑员工' : '添加员工'}
      width={WIDTH}
      dirty={isDirty}
      pending={save.isPending || update.isPending}
      onClose={onClose}
      onSubmit={form.handleSubmit(page.submit)}
      className="flex flex-col gap-1"
      // Outside the form: the pickers are portals, and React would bubble their events into this form.
      after={
        <>
          <UserPickerDialog open={picking === 'user'} onClose={() => setPicking(null)} onPick={pickUser} initialSelected={picked} />
          <ImagePickerDialog
            open={picking === 'avatar'}
            onClose={() => setPicking(null)}
            onPick={([picture]) => {
              if (picture) form.setValue('avatar', picture.sattDir, { shouldDirty: true });
            }}
          />
        </>
      }
    >
      <FormRow label="关联用户" required group error={errors.uid?.message} errorId={`${ids.user}-error`} labelWidth={7}>
        <div id={ids.user} role="group" aria-label="关联用户" aria-describedby={`${ids.user}-error`} aria-invalid={Boolean(errors.uid) || undefined} className="flex min-h-9 items-center gap-3">
          <LinkedUser uid={uid} picked={picked} />
          <Button size="sm" className="shrink-0" disabled={!canPickUser} onClick={() => setPicking('user')}>
            {uid ? '更换用户' : '选择用户'}
          </Button>
          {!canPickUser && <span className="text-xs text-slate-500">无用户列表权限，不能选择用户</span>}
        </div>
      </FormRow>
      <FormRow label="头像" group errorId={`${ids.avatar}-error`} labelWidth={7}>
        <ImageField id={ids.avatar} label="员工头像" value={avatar} size="size-16" onPick={() => setPicking('avatar')} onRemove={() => form.setValue('avatar', '', { shouldDirty: true })} />
      </FormRow>
      <FormRow id={ids.name} label="姓名" required error={errors.name?.message} labelWidth={7}>
        <Input id={ids.name} data-autofocus maxLength={nameMax} placeholder="请输入姓名" invalid={Boolean(errors.name)} aria-required aria-describedby={`${ids.name}-error`} {...form.register('name')} />
      </FormRow>
      <FormRow id={ids.phone} label="手机号" required error={errors.phone?.message} labelWidth={7}>
        <Input id={ids.phone} inputMode="numeric" maxLength={11} placeholder="请输入手机号" autoComplete="off" invalid={Boolean(errors.phone)} aria-required aria-describedby={`${ids.phone}-error`} {...form.register('phone')} />
      </FormRow>
      <FormRow label="管理权限" required group error={errors.roles?.message} errorId={`${ids.roles}-error`} labelWidth={7}>
        <Controller control={form.control} name="roles" render={({ field }) => <RoleChoices id={ids.roles} value={field.value} onChange={field.onChange} invalid={Boolean(errors.roles)} />} />
      </FormRow>
      <FormRow id={ids.status} label="状态" labelWidth={7}>
        <Controller control={form.control} name="status" render={({ field }) => <StatusSwitch id={ids.status} label="状态" checked={field.value} onToggle={() => field.onChange(!field.value)} />} />
      </FormRow>
    </FormDialog>
  );
}

/** 添加员工. */
export function AddStaffDialog({ onClose }: { target: true | null; onClose: () => void }) {
  return <StaffForm onClose={onClose} />;
}

/** 编辑员工: the employee as the server has them now. */
export function EditStaffDialog({ target, onClose }: { target: number | null; onClose: () => void }) {
  // Kept nowhere once closed: each opening reads the employee as they are now.
  const info = useGetEmployeeInfo({ id: target ?? 0 }, { query: { enabled: target !== null, gcTime: 0 } });
  if (!info.data) {
    return (
      <Dialog open title="编辑员工" width={WIDTH} onOpenChange={(open) => !open && onClose()}>
        <QueryState query={awaiting(info)}>{null}</QueryState>
      </Dialog>
    );
  }
  return <StaffForm employee={info.data} onClose={onClose} />;
}
