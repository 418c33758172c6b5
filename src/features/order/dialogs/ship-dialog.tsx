import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useGetOrderDetailList, useSendOrder } from '@/api/generated/endpoints/order/order';
import type { DeliveryType, OrderDetailLine } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { allQueries, awaiting } from '@/components/list/use-list-page';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useFormPage } from '@/components/form/use-form-page';
import { confirmDiscard } from '@/components/use-unsaved-changes';
import { shippableNum } from '@/lib/domain/order-money';
import { RadioRow } from '@/features/order/components/dialog-fields';
import { LineCountTable } from '@/features/order/components/line-count-table';
import { deliveryTypeOptions } from '@/features/order/model/order-rules';
import { defaultCarrierCode, useShipCarriers, type Carrier } from '@/features/order/model/ship-carriers';
import { MARK_MAX, shipRequest, shipSchema, type ShipValues } from '@/features/order/model/ship-form';
import { ShipCarrierField, useLinkCarrier } from './ship-carrier-field';

/** The order a ship dialog is for; a virtual product order (secondType 2) gets its own title. */
export interface ShipTarget {
  orderNo: string;
  secondType: number;
  /** The buyer has deregistered (注销): the dialog warns before the goods go out. */
  isLogoff: boolean;
}

export const SHIP_TITLE = '订单发送货';
export const VIRTUAL_SHIP_TITLE = '虚拟商品发货';

/** A virtual product order (secondType 2): shipped 无需发货 only, whole, as the reference's dialog and backend have it. */
const isVirtual = (target: ShipTarget) => target.secondType === 2;
export const shipTitle = (target: ShipTarget) => (isVirtual(target) ? VIRTUAL_SHIP_TITLE : SHIP_TITLE);

export const LOGOFF_WARNING = '当前用户已注销，请核实收货信息后再发货';

interface ShipDialogProps {
  target: ShipTarget | null;
  onClose: () => void;
}

/** 订单发送货: how the order goes out (快递, 商家送货 or 无需发货), whole or split by line; 虚拟商品发货: its 发货备注 only. */
export function ShipDialog({ target, onClose }: ShipDialogProps) {
  return target ? <ShipLoader target={target} onClose={onClose} /> : null;
}

function ShipLoader({ target, onClose }: ShipDialogProps & { target: ShipTarget }) {
  const expresses = useShipCarriers();
  // Always the current lines: what is left to ship changes with every shipment.
  const lines = useGetOrderDetailList(target.orderNo, undefined, { query: { refetchOnMount: 'always' } });
  const ready = expresses.data && lines.data && lines.isFetchedAfterMount;
  if (ready) return <ShipForm target={target} expresses={expresses.data} lines={lines.data} onClose={onClose} />;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={shipTitle(target)} width={720}>
      <QueryState
        query={awaiting(allQueries(expresses, lines))}
        rows={4}
      >
        {null}
      </QueryState>
    </Dialog>
  );
}

function ShipForm({ target, expresses, lines, onClose }: Omit<ShipDialogProps, 'target'> & { target: ShipTarget; expresses: Carrier[]; lines: OrderDetailLine[] }) {
  const virtual = isVirtual(target);
  const maxes = lines.map(shippableNum);
  const form = useForm<ShipValues>({
    resolver: zodResolver(shipSchema(maxes)),
    defaultValues: {
      deliveryType: virtual ? 'noNeed' : 'express',
      expressCode: defaultCarrierCode(expresses),
      expressNumber: '',
      deliveryCarrier: '',
      carrierPhone: '',
      deliveryMark: '',
      isSplit: false,
      nums: lines.map(() => ({ value: '' })),
    },
  });
  const { control, register, formState } = form;
  const { errors, isDirty } = formState;
  const deliveryType = useWatch({ control, name: 'deliveryType' });
  const isSplit = useWatch({ control, name: 'isSplit' });
  const send = useSendOrder();
  const page = useFormPage({
    save: async (values: ShipValues) => {
      await send.mutateAsync({ data: shipRequest(target.orderNo, values, lines) });
    },
    success: '发货成功',
    after: onClose,
  });
  const lineError = errors.nums ? (lines.map((_, i) => errors.nums?.[i]?.value?.message).find(Boolean) ?? errors.nums.root?.message ?? errors.nums.message) : undefined;
  const close = () => void confirmDiscard(isDirty).then((leave) => leave && onClose());
  // 设置物流公司: the carrier linked is offered and chosen; the dialog and what was typed stay.
  const linking = useLinkCarrier((code) => form.setValue('expressCode', code, { shouldDirty: true, shouldValidate: true }));
  const fieldProps = (name: 'expressNumber' | 'deliveryCarrier' | 'carrierPhone') => ({
    id: `ship-${name}`,
    invalid: Boolean(errors[name]),
    'aria-describedby': `ship-${name}-error`,
    ...register(name),
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={shipTitle(target)}
      width={720}
      closeOnOverlayClick={false}
      footer={
        <>
          <Button onClick={close}>取消</Button>
          <Button type="submit" form="ship-form" variant="primary" loading={send.isPending}>
            确定
          </Button>
        </>
      }
    >
      <form id="ship-form" noValidate onSubmit={(e) => void form.handleSubmit(page.submit)(e).catch(() => {})} className="flex flex-col gap-3">
        {target.isLogoff && (
          <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {LOGOFF_WARNING}
          </p>
        )}
        {!virtual && (
          <Controller
            control={control}
            name="deliveryType"
            render={({ field }) => <RadioRow<DeliveryType> name="ship-delivery-type" label="配送方式" value={field.value} options={deliveryTypeOptions} onChange={field.onChange} />}
          />
        )}
        {deliveryType === 'express' && (
          <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
            <ShipCarrierField control={control} carriers={expresses} error={errors.expressCode?.message} onLink={linking.open} />
            <Field id="ship-expressNumber" label="快递单号" error={errors.expressNumber?.message}>
              <Input placeholder="请输入快递单号" maxLength={64} data-autofocus {...fieldProps('expressNumber')} />
            </Field>
          </div>
        )}
        {deliveryType === 'merchant' && (
          <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
            <Field id="ship-deliveryCarrier" label="配送人员" error={errors.deliveryCarrier?.message}>
              <Input placeholder="请输入配送人员" maxLength={32} {...fieldProps('deliveryCarrier')} />
            </Field>
            <Field id="ship-carrierPhone" label="手机号码" error={errors.carrierPhone?.message}>
              <Input placeholder="请输入手机号码" inputMode="numeric" maxLength={11} {...fieldProps('carrierPhone')} />
            </Field>
          </div>
        )}
        {deliveryType === 'noNeed' && (
          <Field id="ship-deliveryMark" label="发货备注" error={errors.deliveryMark?.message}>
            <Textarea id="ship-deliveryMark" rows={4} maxLength={MARK_MAX} placeholder={`请输入备注信息，最多可输入${MARK_MAX}字`} data-autofocus={virtual || undefined} invalid={Boolean(errors.deliveryMark)} aria-describedby="ship-deliveryMark-error" {...register('deliveryMark')} />
          </Field>
        )}
        {!virtual && (
          <div className="flex items-center gap-3">
            <span id="ship-split-label" className="w-20 text-sm text-slate-600">
              分单发货
            </span>
            <Controller
              control={control}
              name="isSplit"
              render={({ field }) => (
                // A plain switch: Radix's would add a hidden input measured by ResizeObserver inside the form.
                <button
                  type="button"
                  role="switch"
                  aria-checked={field.value}
                  aria-labelledby="ship-split-label"
                  onClick={() => field.onChange(!field.value)}
                  className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${field.value ? 'bg-primary' : 'bg-slate-400'}`}
                >
                  <span aria-hidden className={`block size-4 rounded-full bg-white shadow transition-transform ${field.value ? 'translate-x-[18px]' : 'translate-x-0.5'}`} />
                </button>
              )}
            />
            <span className="text-xs text-slate-500">按商品分次发货，填写本次发出的数量</span>
          </div>
        )}
        {isSplit && (
          <>
            <LineCountTable
              label="分单发货商品"
              factHeader="已发"
              fact={(line) => line.deliveryNum}
              countHeader="发货数量"
              lines={lines}
              maxes={maxes}
              register={(i) => register(`nums.${i}.value`)}
              errorOf={(i) => errors.nums?.[i]?.value?.message}
            />
            <p role={lineError ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
              {lineError}
            </p>
          </>
        )}
      </form>
      {linking.dialog}
    </Dialog>
  );
}
