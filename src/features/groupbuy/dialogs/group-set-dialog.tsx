import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { restrictNumberInput } from '@/lib/format';
import { priceError, productQuotaError, type GroupProduct } from '@/features/groupbuy/model/groupbuy-form-model';

export type SetKind = 'price' | 'quota';

const TEXTS = {
  price: { title: '设置拼团价', label: '拼团价（元）', hint: '该商品所有规格设为此拼团价' },
  quota: { title: '设置拼团限量', label: '拼团限量', hint: '超过库存的规格按库存设置' },
} as const;

const setSchema = (kind: SetKind) =>
  z.object({ value: z.string() }).superRefine(({ value }, ctx) => {
    const message = kind === 'price' ? priceError(value) : productQuotaError(value);
    if (message) ctx.addIssue({ code: 'custom', path: ['value'], message });
  });

/**
 * 设置拼团价 / 设置拼团限量 of one product: one value for all its SKUs. Opened by mounting it.
 */
export function GroupSetDialog({ kind, product, onClose, onApply }: { kind: SetKind; product: GroupProduct; onClose: () => void; onApply: (value: string) => void }) {
  const id = useId();
  const form = useForm<{ value: string }>({ resolver: zodResolver(setSchema(kind)), defaultValues: { value: '' } });
  const value = useWatch({ control: form.control, name: 'value' });
  const error = form.formState.errors.value?.message;
  const texts = TEXTS[kind];

  const submit = form.handleSubmit((values) => {
    onApply(values.value.trim());
    onClose();
  });

  return (
    <FormDialog title={`${texts.title}：${product.name}`} width={440} dirty={form.formState.isDirty} pending={false} onClose={onClose} onSubmit={submit}>
      <label htmlFor={id} className="text-sm text-slate-600">
        {texts.label}
      </label>
      <Input
        id={id}
        autoFocus
        inputMode={kind === 'price' ? 'decimal' : 'numeric'}
        maxLength={kind === 'price' ? 9 : 8}
        value={value}
        invalid={Boolean(error)}
        aria-describedby={`${id}-error`}
        onChange={(e) => form.setValue('value', restrictNumberInput(e.target.value, kind === 'price' ? 2 : 0), { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
      />
      <p id={`${id}-error`} role={error ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
        {error ?? <span className="text-slate-500">{texts.hint}</span>}
      </p>
    </FormDialog>
  );
}
