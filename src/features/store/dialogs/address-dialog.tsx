import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useSaveMerchantAddress, useUpdateMerchantAddress } from '@/api/generated/endpoints/address/address';
import type { MerchantAddress } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { StatusSwitch } from '@/components/ui/status-switch';
import { useFormPage } from '@/components/form/use-form-page';
import { PHONE_PATTERN } from '@/lib/domain/store-rules';

export const addressSchema = z
  .object({
    detail: z.string().trim().min(1, '请输入商家地址').max(255, '商家地址最多255个字符'),
    receiverName: z.string().trim().min(1, '请输入商家姓名').max(32, '商家姓名最多32个字符'),
    receiverPhone: z.string().trim().min(1, '请输入商家电话').regex(PHONE_PATTERN, '请输入正确的手机号或座机号'),
    isShow: z.boolean(),
    isDefault: z.boolean(),
  })
  .refine((v) => !v.isDefault || v.isShow, { path: ['isDefault'], message: '默认地址必须开启' });

type Values = z.infer<typeof addressSchema>;

/** 添加地址 / 编辑地址: one line of address, who receives there and their phone; the default one stays default and open. */
export function AddressDialog({ address, onClose }: { address?: MerchantAddress; onClose: () => void }) {
  const wasDefault = address?.isDefault ?? false;
  const form = useForm<Values>({
    resolver: zodResolver(addressSchema),
    defaultValues: {
      // The line itself: the region parts the platform may have set are not the store's to change.
      detail: address?.detail ?? '',
      receiverName: address?.receiverName ?? '',
      receiverPhone: address?.receiverPhone ?? '',
      isShow: address?.isShow ?? true,
      isDefault: wasDefault,
    },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const save = useSaveMerchantAddress();
  const update = useUpdateMerchantAddress();

  const page = useFormPage({
    save: async (values: Values) => {
      try {
        if (address) await update.mutateAsync({ data: { id: address.id, ...values } });
        else await save.mutateAsync({ data: values });
      } catch {
        // The HTTP client has shown why; what was typed stays.
        return false;
      }
    },
    success: () => (address ? '编辑成功' : '创建成功'),
    after: onClose,
  });

  return (
    <FormDialog title={address ? '编辑地址' : '添加地址'} width={560} dirty={isDirty} pending={save.isPending || update.isPending} onClose={onClose} onSubmit={form.handleSubmit(page.submit)}>
      <Field id="address-detail" label="商家地址" error={errors.detail?.message}>
        <Input id="address-detail" data-autofocus maxLength={255} placeholder="请输入商家地址" aria-required invalid={Boolean(errors.detail)} aria-describedby="address-detail-error" {...form.register('detail')} />
      </Field>
      <Field id="address-name" label="商家姓名" error={errors.receiverName?.message}>
        <Input id="address-name" maxLength={32} placeholder="请输入商家姓名" aria-required invalid={Boolean(errors.receiverName)} aria-describedby="address-name-error" {...form.register('receiverName')} />
      </Field>
      <Field id="address-phone" label="商家电话" error={errors.receiverPhone?.message}>
        <Input id="address-phone" maxLength={32} placeholder="手机号或座机号，如 0571-88886666" aria-required invalid={Boolean(errors.receiverPhone)} aria-describedby="address-phone-error" {...form.register('receiverPhone')} />
      </Field>
      <div className="flex items-center gap-3 pb-4">
        <span id="address-show-label" className="text-sm text-slate-600">
          开启状态
        </span>
        <Controller
          control={form.control}
          name="isShow"
          rules={{ deps: ['isDefault'] }}
          render={({ field }) => (
            <StatusSwitch label="开启状态" checked={field.value} disabled={wasDefault} onToggle={() => field.onChange(!field.value)} />
          )}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" disabled={wasDefault} aria-describedby="address-default-error" {...form.register('isDefault')} />
        设为默认发货地址
      </label>
      <p id="address-default-error" role={errors.isDefault ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
        {errors.isDefault?.message ?? (wasDefault ? '这是默认地址：请先将其他地址设为默认，才能关闭或取消默认' : '')}
      </p>
    </FormDialog>
  );
}
