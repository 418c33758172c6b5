import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useUpdateOrderInvoice } from '@/api/generated/endpoints/order/order';
import type { DeliveryType, OrderInvoice, OrderInvoiceUpdateRequest } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { awaiting } from '@/components/list/use-list-page';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useFormPage } from '@/components/form/use-form-page';
import { confirmDiscard } from '@/components/use-unsaved-changes';
import { deliveryTypeLabel, MOBILE_PATTERN } from '@/features/order/model/order-rules';
import { carrierOptions, useShipCarriers, type Carrier } from '@/features/order/model/ship-carriers';

export const INVOICE_TITLE = '修改配送信息';

/** The shipment's details by its delivery type, which itself stays as shipped. */
export function invoiceSchema(deliveryType: DeliveryType) {
  return z
    .object({
      expressCode: z.string(),
      expressNumber: z.string().trim().max(64, '快递单号不能超过64个字符'),
      deliveryCarrier: z.string().trim().max(32, '配送人员不能超过32个字符'),
      carrierPhone: z.string().trim(),
      deliveryMark: z.string().trim().max(250, '发货备注不能超过250个字符'),
    })
    .superRefine((v, ctx) => {
      const need = (path: string, text: string) => ctx.addIssue({ code: 'custom', path: [path], message: text });
      if (deliveryType === 'express') {
        if (!v.expressCode) need('expressCode', '请选择快递公司');
        if (!v.expressNumber) need('expressNumber', '请输入快递单号');
      }
      if (deliveryType === 'merchant') {
        if (!v.deliveryCarrier) need('deliveryCarrier', '请输入配送人员');
        if (!v.carrierPhone) need('carrierPhone', '请输入手机号码');
        else if (!MOBILE_PATTERN.test(v.carrierPhone)) need('carrierPhone', '请输入正确的手机号码');
      }
    });
}
type InvoiceValues = z.input<ReturnType<typeof invoiceSchema>>;

function invoiceRequest(invoice: OrderInvoice, v: InvoiceValues): OrderInvoiceUpdateRequest {
  if (invoice.deliveryType === 'express') return { id: invoice.id, expressCode: v.expressCode, expressNumber: v.expressNumber.trim() };
  if (invoice.deliveryType === 'merchant') return { id: invoice.id, deliveryCarrier: v.deliveryCarrier.trim(), carrierPhone: v.carrierPhone.trim() };
  return { id: invoice.id, deliveryMark: v.deliveryMark.trim() };
}

interface InvoiceDialogProps {
  target: OrderInvoice | null;
  onClose: () => void;
}

type OpenInvoiceProps = Omit<InvoiceDialogProps, 'target'> & { invoice: OrderInvoice };

/** 修改配送信息: a shipment's carrier and tracking number, courier and phone, or remark. */
export function InvoiceDialog({ target: invoice, onClose }: InvoiceDialogProps) {
  if (!invoice) return null;
  return invoice.deliveryType === 'express' ? <ExpressLoader invoice={invoice} onClose={onClose} /> : <InvoiceForm invoice={invoice} expresses={[]} onClose={onClose} />;
}

function ExpressLoader({ invoice, onClose }: OpenInvoiceProps) {
  const expresses = useShipCarriers();
  if (expresses.data) return <InvoiceForm invoice={invoice} expresses={expresses.data} onClose={onClose} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={INVOICE_TITLE} width={560}>
      <QueryState query={awaiting(expresses)} rows={2}>
        {null}
      </QueryState>
    </Dialog>
  );
}

function InvoiceForm({ invoice, expresses, onClose }: OpenInvoiceProps & { expresses: Carrier[] }) {
  const form = useForm<InvoiceValues>({
    resolver: zodResolver(invoiceSchema(invoice.deliveryType)),
    defaultValues: {
      expressCode: invoice.expressCode,
      expressNumber: invoice.trackingNumber,
      deliveryCarrier: invoice.deliveryCarrier,
      carrierPhone: invoice.carrierPhone,
      deliveryMark: invoice.deliveryMark,
    },
  });
  const { errors, isDirty } = form.formState;
  const update = useUpdateOrderInvoice();
  const page = useFormPage({
    save: async (values: InvoiceValues) => {
      await update.mutateAsync({ data: invoiceRequest(invoice, values) });
    },
    success: '操作成功',
    after: onClose,
  });
  const close = () => void confirmDiscard(isDirty).then((leave) => leave && onClose());
  const inputProps = (name: 'expressNumber' | 'deliveryCarrier' | 'carrierPhone') => ({
    id: `invoice-${name}`,
    invalid: Boolean(errors[name]),
    'aria-describedby': `invoice-${name}-error`,
    ...form.register(name),
  });
  // A carrier the store no longer ships with still shows as the shipment's.
  const choices = invoice.expressCode && !expresses.some((e) => e.code === invoice.expressCode) ? [...expresses, { code: invoice.expressCode, name: invoice.expressName, isDefault: false }] : expresses;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={INVOICE_TITLE}
      width={560}
      closeOnOverlayClick={false}
      footer={
        <>
          <Button onClick={close}>取消</Button>
          <Button type="submit" form="invoice-form" variant="primary" loading={update.isPending}>
            确定
          </Button>
        </>
      }
    >
      <form id="invoice-form" noValidate onSubmit={(e) => void form.handleSubmit(page.submit)(e).catch(() => {})} className="flex flex-col gap-2">
        <p className="text-sm text-slate-600">
          <span className="text-slate-500">配送方式：</span>
          {deliveryTypeLabel(invoice.deliveryType)}
        </p>
        {invoice.deliveryType === 'express' && (
          <>
            <Field id="invoice-expressCode" label="快递公司" error={errors.expressCode?.message}>
              <FormSelect
                control={form.control}
                name="expressCode"
                id="invoice-expressCode"
                options={carrierOptions(choices)}
                placeholder="请选择快递公司"
                searchable
              />
            </Field>
            <Field id="invoice-expressNumber" label="快递单号" error={errors.expressNumber?.message}>
              <Input placeholder="请输入快递单号" maxLength={64} data-autofocus {...inputProps('expressNumber')} />
            </Field>
          </>
        )}
        {invoice.deliveryType === 'merchant' && (
          <>
            <Field id="invoice-deliveryCarrier" label="配送人员" error={errors.deliveryCarrier?.message}>
              <Input placeholder="请输入配送人员" maxLength={32} data-autofocus {...inputProps('deliveryCarrier')} />
            </Field>
            <Field id="invoice-carrierPhone" label="手机号码" error={errors.carrierPhone?.message}>
              <Input placeholder="请输入手机号码" inputMode="numeric" maxLength={11} {...inputProps('carrierPhone')} />
            </Field>
          </>
        )}
        {invoice.deliveryType === 'noNeed' && (
          <Field id="invoice-deliveryMark" label="发货备注" error={errors.deliveryMark?.message}>
            <Textarea id="invoice-deliveryMark" rows={3} maxLength={250} data-autofocus invalid={Boolean(errors.deliveryMark)} aria-describedby="invoice-deliveryMark-error" {...form.register('deliveryMark')} />
          </Field>
        )}
      </form>
    </Dialog>
  );
}
