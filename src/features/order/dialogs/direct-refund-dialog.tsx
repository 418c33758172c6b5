import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useGetOrderDetailList, useRefundOrderDirectly } from '@/api/generated/endpoints/order/order';
import type { DirectRefundRequest, OrderDetailLine } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { awaiting } from '@/components/list/use-list-page';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFormPage } from '@/components/form/use-form-page';
import { confirmDiscard } from '@/components/use-unsaved-changes';
import { yuan } from '@/lib/format';
import { parseCount, refundableNum, splitRefundAmount, wholeRefundAmount } from '@/lib/domain/order-money';
import { RadioRow } from '@/features/order/components/dialog-fields';
import { LineCountTable } from '@/features/order/components/line-count-table';

export const DIRECT_REFUND_TITLE = '直接退款';

const returnTypeOptions = [
  { value: 1, label: '整单退款' },
  { value: 2, label: '分单退款' },
] as const;
type RefundKind = (typeof returnTypeOptions)[number]['value'];

export function directRefundSchema(maxes: readonly number[]) {
  return z
    .object({ returnType: z.union([z.literal(1), z.literal(2)]), nums: z.array(z.object({ value: z.string() })) })
    .superRefine((v, ctx) => {
      if (v.returnType === 1) {
        if (!maxes.some((max) => max > 0)) ctx.addIssue({ code: 'custom', path: ['nums'], message: '没有可退款的商品' });
        return;
      }
      const counts = v.nums.map((n) => parseCount(n.value));
      counts.forEach((count, i) => {
        const max = maxes[i] ?? 0;
        if (Number.isNaN(count) || count > max) ctx.addIssue({ code: 'custom', path: ['nums', i, 'value'], message: `退款数量不能超过${max}` });
      });
      if (!counts.some((count) => count > 0)) ctx.addIssue({ code: 'custom', path: ['nums'], message: '请至少填写一个商品的退款数量' });
    });
}
type RefundValues = z.input<ReturnType<typeof directRefundSchema>>;

/** The call for the values: 分单退款 names the lines with a quantity. */
export function directRefundRequest(orderNo: string, values: RefundValues, lines: readonly Pick<OrderDetailLine, 'id'>[]): DirectRefundRequest {
  if (values.returnType === 1) return { orderNo, returnType: 1 };
  const detailList = lines.map((line, i) => ({ orderDetailId: line.id, num: parseCount(values.nums[i]?.value ?? '') })).filter((item) => item.num > 0);
  return { orderNo, returnType: 2, detailList };
}

interface DirectRefundDialogProps {
  /** The order refunded; null: closed. */
  target: string | null;
  onClose: () => void;
}

type OpenRefundProps = Omit<DirectRefundDialogProps, 'target'> & { orderNo: string };

/** 直接退款: the whole order, or chosen pieces of its lines, refunded without a request from the user. */
export function DirectRefundDialog({ target: orderNo, onClose }: DirectRefundDialogProps) {
  return orderNo ? <RefundLoader orderNo={orderNo} onClose={onClose} /> : null;
}

function RefundLoader({ orderNo, onClose }: OpenRefundProps) {
  const lines = useGetOrderDetailList(orderNo, undefined, { query: { refetchOnMount: 'always' } });
  if (lines.data && lines.isFetchedAfterMount) return <RefundForm orderNo={orderNo} lines={lines.data} onClose={onClose} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={DIRECT_REFUND_TITLE} width={760}>
      <QueryState query={awaiting(lines)} rows={4}>
        {null}
      </QueryState>
    </Dialog>
  );
}

function RefundForm({ orderNo, lines, onClose }: OpenRefundProps & { lines: OrderDetailLine[] }) {
  const maxes = lines.map(refundableNum);
  const form = useForm<RefundValues>({
    resolver: zodResolver(directRefundSchema(maxes)),
    defaultValues: { returnType: 1, nums: lines.map(() => ({ value: '' })) },
  });
  const { control, register, formState } = form;
  const { errors, isDirty } = formState;
  const returnType = useWatch({ control, name: 'returnType' });
  const nums = useWatch({ control, name: 'nums' });
  const refund = useRefundOrderDirectly();
  const counts = nums.map((n) => parseCount(n.value));
  const amount = returnType === 1 ? wholeRefundAmount(lines) : splitRefundAmount(lines, counts.map((c, i) => (Number.isNaN(c) ? 0 : Math.min(c, maxes[i] ?? 0))));
  const lineError = errors.nums ? (lines.map((_, i) => errors.nums?.[i]?.value?.message).find(Boolean) ?? errors.nums.root?.message ?? errors.nums.message) : undefined;

  const page = useFormPage({
    save: async (values: RefundValues) => {
      await refund.mutateAsync({ data: directRefundRequest(orderNo, values, lines) });
    },
    success: '退款成功',
    after: onClose,
  });
  const close = () => void confirmDiscard(isDirty).then((leave) => leave && onClose());

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={DIRECT_REFUND_TITLE}
      width={760}
      closeOnOverlayClick={false}
      footer={
        <>
          <Button onClick={close}>取消</Button>
          <Button type="submit" form="direct-refund-form" variant="primary" loading={refund.isPending}>
            确定
          </Button>
        </>
      }
    >
      <form id="direct-refund-form" noValidate onSubmit={(e) => void form.handleSubmit(page.submit)(e).catch(() => {})} className="flex flex-col gap-3">
        <Controller
          control={control}
          name="returnType"
          render={({ field }) => <RadioRow<RefundKind> name="direct-refund-type" label="退款类型" value={field.value} options={returnTypeOptions} onChange={field.onChange} />}
        />
        {returnType === 2 && (
          <LineCountTable
            label="分单退款商品"
            factHeader="可退数量"
            fact={(_, i) => maxes[i]}
            countHeader="退款数量"
            lines={lines}
            maxes={maxes}
            register={(i) => register(`nums.${i}.value`)}
            errorOf={(i) => errors.nums?.[i]?.value?.message}
          />
        )}
        <p className="text-sm text-slate-700">
          <span className="text-slate-500">预计退款金额：</span>
          <output aria-label="预计退款金额" className="font-semibold text-danger">
            {yuan(amount)}
          </output>
        </p>
        <p role={lineError ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
          {lineError}
        </p>
      </form>
    </Dialog>
  );
}
