import { useId, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { restrictNumberInput } from '@/lib/format';
import { batchSchema, emptyBatch, type BatchMode, type BatchValues } from '@/features/seckill/model/seckill-join-model';
import { ChoiceField } from '@/components/form/choice-field';
import { errorMessages, fieldsResolver, useCheckAll } from '@/components/form/form-checks';

/**
 * 批量设置: one 限量 and one 活动价 (or 活动折扣 of each SKU's price) for every SKU of every product.
 * Opened by mounting it; a blank field changes nothing.
 */
export function SeckillBatchDialog({ onClose, onApply }: { onClose: () => void; onApply: (values: BatchValues) => void }) {
  const ids = { quota: useId(), price: useId(), discount: useId(), mode: useId() };
  const form = useForm<BatchValues>({ resolver: fieldsResolver(batchSchema), defaultValues: emptyBatch() });
  const values = useWatch({ control: form.control }) as BatchValues;
  const { check } = useCheckAll(form);
  const errors = errorMessages(form.formState.errors);
  const set = (change: Partial<BatchValues>) => {
    for (const [key, value] of Object.entries(change) as Array<[keyof BatchValues, string]>) form.setValue(key, value, { shouldDirty: true });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await check())) return;
    onApply(form.getValues());
    onClose();
  };

  const modes: ReadonlyArray<{ value: BatchMode; label: string }> = [
    { value: 'price', label: '活动价' },
    { value: 'discount', label: '活动折扣' },
  ];

  return (
    <FormDialog title="批量设置" dirty={form.formState.isDirty} pending={false} onClose={onClose} onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.quota} className="text-sm text-slate-600">
          限量
        </label>
        <Input
          id={ids.quota}
          inputMode="numeric"
          maxLength={8}
          placeholder="不填则不修改"
          value={values.quota}
          invalid={Boolean(errors.quota)}
          aria-describedby={`${ids.quota}-error`}
          onChange={(e) => set({ quota: restrictNumberInput(e.target.value, 0) })}
        />
        <p id={`${ids.quota}-error`} role={errors.quota ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
          {errors.quota ?? <span className="text-slate-500">超过库存的规格按库存设置</span>}
        </p>
      </div>
      <ChoiceField label="设置方式" legend="hidden" className="flex items-center" itemsClassName="flex items-center gap-4" name={ids.mode} value={values.mode} options={modes} onChange={(mode) => set({ mode })} />
      {values.mode === 'price' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.price} className="text-sm text-slate-600">
            活动价（元）
          </label>
          <Input
            id={ids.price}
            inputMode="decimal"
            maxLength={9}
            placeholder="不填则不修改"
            value={values.price}
            invalid={Boolean(errors.price)}
            aria-describedby={`${ids.price}-error`}
            onChange={(e) => set({ price: restrictNumberInput(e.target.value, 2) })}
          />
          <p id={`${ids.price}-error`} role={errors.price ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
            {errors.price}
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.discount} className="text-sm text-slate-600">
            活动折扣（%）
          </label>
          <Input
            id={ids.discount}
            inputMode="numeric"
            maxLength={3}
            placeholder="1~100"
            value={values.discount}
            invalid={Boolean(errors.discount)}
            aria-describedby={`${ids.discount}-error`}
            onChange={(e) => set({ discount: restrictNumberInput(e.target.value, 0) })}
          />
          <p id={`${ids.discount}-error`} role={errors.discount ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
            {errors.discount ?? <span className="text-slate-500">活动价 = 售价 × 折扣 ÷ 100，四舍五入到分</span>}
          </p>
        </div>
      )}
      <p role={errors.form ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
        {errors.form}
      </p>
    </FormDialog>
  );
}
