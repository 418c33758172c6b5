import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useBatchSetProductBrokerage, useGetProductInfo, useSetProductBrokerage } from '@/api/generated/endpoints/product/product';
import { setProductBrokerageBodyBrokerageMax as percentMax } from '@/api/generated-zod/product/product.zod';
import { FormDialog } from '@/components/form-dialog';
import { awaiting } from '@/components/list/use-list-page';
import { QueryState } from '@/components/query-state';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFormPage } from '@/components/form/use-form-page';
import { BROKERAGE_SUM_MAX, BROKERAGE_SUM_MESSAGE } from '@/lib/domain/brokerage';
import { restrictNumberInput } from '@/lib/format';
import { freshOnOpen } from '@/features/product/list/model/sku';
import type { OpenTargetProps, TargetDialogProps } from './product-target';

const PERCENT_MESSAGE = `请输入0-${percentMax}之间的整数`;
const percent = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `请输入${label}`)
    .regex(/^\d*$/, PERCENT_MESSAGE)
    .refine((v) => Number(v) <= percentMax, PERCENT_MESSAGE);

const isRate = (v: string) => /^\d+$/.test(v.trim()) && Number(v) <= percentMax;

/** Each rate within 0–100 (ProductSetBrokerageRequest), and the two together within the platform's limit. */
export const brokerageSchema = z
  .object({ brokerage: percent('一级返佣'), brokerageTwo: percent('二级返佣') })
  // Judged once each rate is a valid one (otherwise its own message says what is wrong).
  .refine((v) => !isRate(v.brokerage) || !isRate(v.brokerageTwo) || Number(v.brokerage) + Number(v.brokerageTwo) <= BROKERAGE_SUM_MAX, {
    path: ['brokerageTwo'],
    message: BROKERAGE_SUM_MESSAGE,
  });
type BrokerageValues = z.input<typeof brokerageSchema>;

/** 设置佣金: 一级 and 二级 返佣 in whole percent, 0–100 each and 30 together. */
export function BrokerageDialog({ target, onClose, onDone }: TargetDialogProps) {
  if (!target) return null;
  return target.batch ? (
    <BrokerageForm target={target} initial={{ brokerage: '0', brokerageTwo: '0' }} onClose={onClose} onDone={onDone} />
  ) : (
    <SingleBrokerage target={target} onClose={onClose} onDone={onDone} />
  );
}

/** One product's dialog starts from its current rates (those of its first SKU). */
function SingleBrokerage({ target, onClose, onDone }: OpenTargetProps) {
  const info = useGetProductInfo(target.ids[0], undefined, { query: freshOnOpen });
  if (!info.data || !info.isFetchedAfterMount || info.isError) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title="设置佣金" width={480}>
        <QueryState query={awaiting(info)} rows={2}>
          {null}
        </QueryState>
      </Dialog>
    );
  }
  const sku = info.data.attrValue[0];
  const initial = { brokerage: String(sku?.brokerage ?? 0), brokerageTwo: String(sku?.brokerageTwo ?? 0) };
  return <BrokerageForm target={target} initial={initial} onClose={onClose} onDone={onDone} />;
}

function BrokerageForm({ target, initial, onClose, onDone }: OpenTargetProps & { initial: BrokerageValues }) {
  const form = useForm<BrokerageValues>({ resolver: zodResolver(brokerageSchema), defaultValues: initial, mode: 'onTouched' });
  const one = useSetProductBrokerage();
  const many = useBatchSetProductBrokerage();
  const { errors, isDirty } = form.formState;
  const page = useFormPage({
    save: async (values: BrokerageValues) => {
      const rates = { brokerage: Number(values.brokerage), brokerageTwo: Number(values.brokerageTwo) };
      if (target.batch) await many.mutateAsync({ data: { idList: target.ids, ...rates } });
      else await one.mutateAsync({ data: { id: target.ids[0], ...rates } });
    },
    success: '操作成功',
    after: () => {
      onClose();
      onDone();
    },
  });
  const field = (name: keyof BrokerageValues, label: string, autoFocus = false) => {
    const registered = form.register(name);
    return (
      <Field id={`brokerage-${name}`} label={label} error={errors[name]?.message}>
        <Input
          id={`brokerage-${name}`}
          data-autofocus={autoFocus || undefined}
          inputMode="numeric"
          maxLength={3}
          invalid={Boolean(errors[name])}
          aria-describedby={`brokerage-${name}-error`}
          {...registered}
          onChange={(e) => {
            // Whole percent only (number-input mode 0).
            e.target.value = restrictNumberInput(e.target.value, 0);
            void registered.onChange(e);
          }}
        />
      </Field>
    );
  };
  return (
    <FormDialog title="设置佣金" width={480} dirty={isDirty} pending={one.isPending || many.isPending} onClose={onClose} onSubmit={form.handleSubmit(page.submit)}>
      {field('brokerage', '一级返佣(%)', true)}
      {field('brokerageTwo', '二级返佣(%)')}
      <p className="text-xs text-slate-500">返佣比例为0-100的整数</p>
    </FormDialog>
  );
}
