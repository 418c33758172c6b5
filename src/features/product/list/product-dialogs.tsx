import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useGetProductUsableCoupons } from '@/api/generated/endpoints/product-category/product-category';
import {
  useAddProductFeedbackCoupons,
  useBatchAddProductFeedbackCoupons,
  useBatchSetProductBrokerage,
  useBatchSetProductFreight,
  useGetProductInfo,
  useSetProductBrokerage,
  useSetProductFreight,
} from '@/api/generated/endpoints/product/product';
import { useGetShippingTemplateList } from '@/api/generated/endpoints/shipping/shipping';
import { setProductBrokerageBodyBrokerageMax as percentMax } from '@/api/generated-zod/product/product.zod';
import { QueryState } from '@/components/query-state';
import { awaiting } from '@/components/list-page/use-list-page';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormDialog } from '@/components/form-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSubmitOnce } from '@/components/use-submit-once';
import { restrictNumberInput, yuan } from '@/lib/format';
import { message } from '@/lib/message';
import { freshOnOpen } from './sku';

/** The products a dialog acts on: one row (更多 ▾) or the checked rows (批量设置). */
export interface ProductTarget {
  ids: number[];
  batch: boolean;
}

interface TargetDialogProps {
  target: ProductTarget | null;
  onClose: () => void;
  /** Refreshes the list (and clears the checked rows of a batch). */
  onDone: () => Promise<void>;
}

const selectClass = (invalid: boolean) => `h-8 w-full rounded border bg-white px-2 text-sm text-slate-800 ${invalid ? 'border-danger' : 'border-slate-300'}`;

// 设置运费

const freightSchema = z.object({ templateId: z.string().min(1, '请选择运费模板') });
type FreightValues = z.infer<typeof freightSchema>;

/** 设置运费: one of the store's shipping templates (all of them: limit 9999) for the product(s). */
export function FreightDialog({ target, onClose, onDone }: TargetDialogProps) {
  return target ? <FreightForm target={target} onClose={onClose} onDone={onDone} /> : null;
}

function FreightForm({ target, onClose, onDone }: TargetDialogProps & { target: ProductTarget }) {
  const templates = useGetShippingTemplateList({ page: 1, limit: 9999 });
  const form = useForm<FreightValues>({ resolver: zodResolver(freightSchema), defaultValues: { templateId: '' }, mode: 'onTouched' });
  const one = useSetProductFreight();
  const many = useBatchSetProductFreight();
  const { errors, isDirty } = form.formState;
  const save = useSubmitOnce(async ({ templateId }: FreightValues) => {
    if (target.batch) await many.mutateAsync({ data: { idList: target.ids, templateId: Number(templateId) } });
    else await one.mutateAsync({ data: { id: target.ids[0], templateId: Number(templateId) } });
    message.success('操作成功');
    onClose();
    await onDone();
  });
  return (
    <FormDialog
      title="设置运费"
      width={480}
      dirty={isDirty}
      pending={one.isPending || many.isPending}
      onClose={onClose}
      onSubmit={form.handleSubmit(save)}
    >
      <QueryState query={templates} rows={1}>
        <Field id="freight-template" label="运费模板" error={errors.templateId?.message}>
          <select id="freight-template" data-autofocus aria-invalid={Boolean(errors.templateId) || undefined} aria-describedby="freight-template-error" className={selectClass(Boolean(errors.templateId))} {...form.register('templateId')}>
            <option value="">请选择</option>
            {templates.data?.list.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </Field>
      </QueryState>
    </FormDialog>
  );
}

// 设置佣金

const PERCENT_MESSAGE = `请输入0-${percentMax}之间的整数`;
const percent = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `请输入${label}`)
    .regex(/^\d*$/, PERCENT_MESSAGE)
    .refine((v) => Number(v) <= percentMax, PERCENT_MESSAGE);

const isPercent = (v: string) => /^\d+$/.test(v.trim()) && Number(v) <= percentMax;

export const brokerageSchema = z
  .object({ brokerage: percent('一级返佣'), brokerageTwo: percent('二级返佣') })
  // The sum is judged once both rates are valid on their own.
  .refine((v) => !isPercent(v.brokerage) || !isPercent(v.brokerageTwo) || Number(v.brokerage) + Number(v.brokerageTwo) <= percentMax, {
    path: ['brokerageTwo'],
    message: '一级、二级返佣之和不能超过100%',
  });
type BrokerageValues = z.input<typeof brokerageSchema>;

/** 设置佣金: 一级 and 二级 返佣 in whole percent, 0–100 each and 100 at most together. */
export function BrokerageDialog({ target, onClose, onDone }: TargetDialogProps) {
  if (!target) return null;
  return target.batch ? (
    <BrokerageForm target={target} initial={{ brokerage: '0', brokerageTwo: '0' }} onClose={onClose} onDone={onDone} />
  ) : (
    <SingleBrokerage target={target} onClose={onClose} onDone={onDone} />
  );
}

/** One product's dialog starts from its current rates (those of its first SKU). */
function SingleBrokerage({ target, onClose, onDone }: TargetDialogProps & { target: ProductTarget }) {
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

function BrokerageForm({ target, initial, onClose, onDone }: TargetDialogProps & { target: ProductTarget; initial: BrokerageValues }) {
  const form = useForm<BrokerageValues>({ resolver: zodResolver(brokerageSchema), defaultValues: initial, mode: 'onTouched' });
  const one = useSetProductBrokerage();
  const many = useBatchSetProductBrokerage();
  const { errors, isDirty } = form.formState;
  const save = useSubmitOnce(async (values: BrokerageValues) => {
    const rates = { brokerage: Number(values.brokerage), brokerageTwo: Number(values.brokerageTwo) };
    if (target.batch) await many.mutateAsync({ data: { idList: target.ids, ...rates } });
    else await one.mutateAsync({ data: { id: target.ids[0], ...rates } });
    message.success('操作成功');
    onClose();
    await onDone();
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
    <FormDialog title="设置佣金" width={480} dirty={isDirty} pending={one.isPending || many.isPending} onClose={onClose} onSubmit={form.handleSubmit(save)}>
      {field('brokerage', '一级返佣(%)', true)}
      {field('brokerageTwo', '二级返佣(%)')}
      <p className="text-xs text-slate-500">返佣比例为0-100的整数，两级之和不超过100%</p>
    </FormDialog>
  );
}

// 添加回馈券

/** 添加回馈券: coupons the product gives away, picked from the store's usable coupons. */
export function CouponDialog({ target, onClose, onDone }: TargetDialogProps) {
  return target ? <CouponPicker target={target} onClose={onClose} onDone={onDone} /> : null;
}

function CouponPicker({ target, onClose, onDone }: TargetDialogProps & { target: ProductTarget }) {
  const coupons = useGetProductUsableCoupons();
  const [chosen, setChosen] = useState<number[]>([]);
  const one = useAddProductFeedbackCoupons();
  const many = useBatchAddProductFeedbackCoupons();
  const rows = coupons.data ?? [];
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const allChosen = rows.length > 0 && rows.every((r) => chosen.includes(r.id));

  const save = useSubmitOnce(async () => {
    if (chosen.length === 0) {
      message.warning('请先选择优惠劵');
      return false;
    }
    if (target.batch) await many.mutateAsync({ data: { idList: target.ids, couponIds: chosen } });
    else await one.mutateAsync({ data: { id: target.ids[0], couponIds: chosen } });
    message.success('操作成功');
    onClose();
    await onDone();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="优惠劵"
      width={1100}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={one.isPending || many.isPending} onClick={() => void save().catch(() => {})}>
            确定
          </Button>
        </>
      }
    >
      <QueryState query={coupons} isEmpty={rows.length === 0} emptyText="暂无可用优惠劵">
        <div className="max-h-[400px] overflow-y-auto rounded border border-slate-200">
          <table aria-label="可用优惠劵" className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-500">
              <tr>
                <th className="w-10 px-3 py-2">
                  <input type="checkbox" aria-label="全选" checked={allChosen} onChange={() => setChosen(allChosen ? [] : rows.map((r) => r.id))} />
                </th>
                <th className="px-3 py-2 font-medium">名称</th>
                <th className="px-3 py-2 font-medium">面值</th>
                <th className="px-3 py-2 font-medium">门槛</th>
                <th className="px-3 py-2 font-medium">剩余</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id} className="border-t border-slate-100">
                  <td className="px-3 py-2">
                    <input type="checkbox" aria-label={`选择 ${c.name}`} checked={chosen.includes(c.id)} onChange={() => toggle(c.id)} />
                  </td>
                  <td className="px-3 py-2">{c.name}</td>
                  <td className="px-3 py-2">{yuan(c.money)}</td>
                  <td className="px-3 py-2">{c.minPrice === 0 ? '无门槛' : yuan(c.minPrice)}</td>
                  <td className="px-3 py-2">{c.isLimited ? c.lastTotal : '不限量'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
    </Dialog>
  );
}
