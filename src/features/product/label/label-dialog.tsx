import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useSaveProductLabel, useUpdateProductLabel } from '@/api/generated/endpoints/product-label/product-label';
import {
  saveProductLabelBodyNameMax as nameMax,
  saveProductLabelBodySortMax as sortMax,
  saveProductLabelBodySortMin as sortMin,
} from '@/api/generated-zod/product-label/product-label.zod';
import type { ProductLabel } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFormPage } from '@/components/form/use-form-page';

const SORT_RANGE = `排序范围为${sortMin}-${sortMax}`;

export const labelSchema = z.object({
  name: z.string().trim().min(1, '请输入标签名称').max(nameMax, `标签名称最多${nameMax}个字符`),
  sort: z
    .string()
    .trim()
    .min(1, '请输入排序')
    .refine((v) => /^\d+$/.test(v) && Number(v) >= sortMin && Number(v) <= sortMax, SORT_RANGE),
});

type Values = z.infer<typeof labelSchema>;

/** 添加标签 / 编辑标签: a name unique in the store and a sort weight (larger first). */
export function LabelDialog({ label, onClose }: { label?: ProductLabel; onClose: () => void }) {
  const editing = label !== undefined;
  const form = useForm<Values>({
    resolver: zodResolver(labelSchema),
    defaultValues: { name: label?.name ?? '', sort: String(label?.sort ?? 0) },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const save = useSaveProductLabel();
  const update = useUpdateProductLabel();

  const page = useFormPage({
    save: async ({ name, sort }: Values) => {
      const data = { name, sort: Number(sort) };
      if (label) await update.mutateAsync({ data: { id: label.id, ...data } });
      else await save.mutateAsync({ data });
    },
    success: () => (editing ? '编辑成功' : '创建成功'),
    after: async () => {
      onClose();
    },
  });

  return (
    <FormDialog
      title={editing ? '编辑标签' : '添加标签'}
      width={480}
      dirty={isDirty}
      pending={save.isPending || update.isPending}
      onClose={onClose}
      onSubmit={form.handleSubmit(page.submit)}
    >
        <Field id="label-name" label="标签名称" error={errors.name?.message}>
          <Input
            id="label-name"
            data-autofocus
            maxLength={nameMax}
            placeholder="请输入标签名称"
            invalid={Boolean(errors.name)}
            aria-required
            aria-describedby="label-name-error"
            {...form.register('name')}
          />
        </Field>
        <Field id="label-sort" label="排序" error={errors.sort?.message}>
          <Input id="label-sort" inputMode="numeric" maxLength={4} placeholder={`${sortMin}-${sortMax}`} invalid={Boolean(errors.sort)} aria-describedby="label-sort-hint label-sort-error" {...form.register('sort')} />
        </Field>
        <p id="label-sort-hint" className="-mt-1 text-xs text-slate-500">
          数值越大越靠前
        </p>
    </FormDialog>
  );
}
