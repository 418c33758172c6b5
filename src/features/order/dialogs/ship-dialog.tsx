import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useNavigate } from '@tanstack/react-router';
import { useGetOrderDetailList, useSendOrder } from '@/api/generated/endpoints/order/order';
import type { DeliveryType, OrderDetailLine, OrderSendRequest } from '@/api/generated/model';
import { DEFAULT_PAGE, PAGE_SIZES } from '@/components/data-table/list-search';
import { QueryState } from '@/components/query-state';
import { allQueries, awaiting } from '@/components/list-page/use-list-page';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitOnce } from '@/components/use-submit-once';
import { confirmDiscard } from '@/components/use-unsaved-changes';
import { canAccessPath } from '@/lib/menu-access';
import { message } from '@/lib/message';
import { useSession } from '@/lib/session';
import { parseCount, shippableNum } from '@/lib/domain/order-money';
import { RadioRow } from '@/features/order/components/dialog-fields';
import { LineCountTable } from '@/features/order/components/line-count-table';
import { deliveryTypeOptions, MOBILE_PATTERN } from '@/features/order/model/order-rules';
import { carrierOptions, defaultCarrierCode, useShipCarriers, type Carrier } from '@/features/order/model/ship-carriers';

/** The order a ship dialog is for; a virtual product order (secondType 2) gets its own title. */
export interface ShipTarget {
  orderNo: string;
  secondType: number;
  /** The buyer has deregistered (注销): the dialog warns before the goods go out. */
  isLogoff: boolean;
}

export const SHIP_TITLE = '订单发送货';
export const VIRTUAL_SHIP_TITLE = '虚拟商品发货';
const MARK_MAX = 250;

export const shipTitle = (target: ShipTarget) => (target.secondType === 2 ? VIRTUAL_SHIP_TITLE : SHIP_TITLE);

/** Where the store links and switches on its carriers. */
export const LOGISTICS_PATH = '/operation/logisticsManagement';
export const NO_CARRIER_NOTE = '暂无可用的物流公司：请先在物流管理中新增或开启物流公司';
export const LOGOFF_WARNING = '当前用户已注销，请核实收货信息后再发货';

/** The ship form, its rules depending on the delivery type and, when split, on what is left of each line. */
export function shipSchema(maxes: readonly number[]) {
  return z
    .object({
      deliveryType: z.enum(['express', 'merchant', 'noNeed']),
      expressCode: z.string(),
      expressNumber: z.string().trim().max(64, '快递单号不能超过64个字符'),
      deliveryCarrier: z.string().trim().max(32, '配送人员不能超过32个字符'),
      carrierPhone: z.string().trim(),
      deliveryMark: z.string().trim().max(MARK_MAX, `发货备注不能超过${MARK_MAX}个字符`),
      isSplit: z.boolean(),
      nums: z.array(z.object({ value: z.string() })),
    })
    .superRefine((v, ctx) => {
      const need = (path: string, text: string) => ctx.addIssue({ code: 'custom', path: [path], message: text });
      if (v.deliveryType === 'express') {
        if (!v.expressCode) need('expressCode', '请选择快递公司');
        if (!v.expressNumber) need('expressNumber', '请输入快递单号');
      }
      if (v.deliveryType === 'merchant') {
        if (!v.deliveryCarrier) need('deliveryCarrier', '请输入配送人员');
        if (!v.carrierPhone) need('carrierPhone', '请输入手机号码');
        else if (!MOBILE_PATTERN.test(v.carrierPhone)) need('carrierPhone', '请输入正确的手机号码');
      }
      if (!v.isSplit) return;
      const counts = v.nums.map((n) => parseCount(n.value));
      counts.forEach((count, i) => {
        const max = maxes[i] ?? 0;
        if (Number.isNaN(count) || count > max) ctx.addIssue({ code: 'custom', path: ['nums', i, 'value'], message: `发货数量不能超过${max}` });
      });
      if (!counts.some((count) => count > 0)) ctx.addIssue({ code: 'custom', path: ['nums'], message: '请至少填写一个商品的发货数量' });
    });
}
type ShipValues = z.input<ReturnType<typeof shipSchema>>;

/** The call for the values: only the fields of the chosen delivery type, and for 分单发货 the lines with a quantity. */
export function shipRequest(orderNo: string, values: ShipValues, lines: readonly Pick<OrderDetailLine, 'id'>[]): OrderSendRequest {
  const body: OrderSendRequest = { orderNo, deliveryType: values.deliveryType, isSplit: values.isSplit };
  if (values.deliveryType === 'express') Object.assign(body, { expressCode: values.expressCode, expressNumber: values.expressNumber.trim() });
  if (values.deliveryType === 'merchant') Object.assign(body, { deliveryCarrier: values.deliveryCarrier.trim(), carrierPhone: values.carrierPhone.trim() });
  if (values.deliveryType === 'noNeed' && values.deliveryMark.trim()) body.deliveryMark = values.deliveryMark.trim();
  if (values.isSplit) {
    body.detailList = lines
      .map((line, i) => ({ orderDetailId: line.id, num: parseCount(values.nums[i]?.value ?? '') }))
      .filter((item) => item.num > 0);
  }
  return body;
}

interface ShipDialogProps {
  target: ShipTarget | null;
  onClose: () => void;
  /** Refreshes the list, the counts and the open drawer. */
  onDone: (orderNo: string) => Promise<void>;
}

/** 订单发送货: how the order goes out (快递, 商家送货 or 无需发货), whole or split by line. */
export function ShipDialog({ target, onClose, onDone }: ShipDialogProps) {
  return target ? <ShipLoader target={target} onClose={onClose} onDone={onDone} /> : null;
}

function ShipLoader({ target, onClose, onDone }: ShipDialogProps & { target: ShipTarget }) {
  const expresses = useShipCarriers();
  // Always the current lines: what is left to ship changes with every shipment.
  const lines = useGetOrderDetailList(target.orderNo, undefined, { query: { refetchOnMount: 'always' } });
  const ready = expresses.data && lines.data && lines.isFetchedAfterMount;
  if (ready) return <ShipForm target={target} expresses={expresses.data} lines={lines.data} onClose={onClose} onDone={onDone} />;
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

function ShipForm({ target, expresses, lines, onClose, onDone }: Omit<ShipDialogProps, 'target'> & { target: ShipTarget; expresses: Carrier[]; lines: OrderDetailLine[] }) {
  const maxes = lines.map(shippableNum);
  const form = useForm<ShipValues>({
    resolver: zodResolver(shipSchema(maxes)),
    defaultValues: {
      deliveryType: target.secondType === 2 ? 'noNeed' : 'express',
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
  const lineError = errors.nums ? (lines.map((_, i) => errors.nums?.[i]?.value?.message).find(Boolean) ?? errors.nums.root?.message ?? errors.nums.message) : undefined;

  const save = useSubmitOnce(async (values: ShipValues) => {
    await send.mutateAsync({ data: shipRequest(target.orderNo, values, lines) });
    message.success('发货成功');
    onClose();
    await onDone(target.orderNo);
  });
  const close = () => void confirmDiscard(isDirty).then((leave) => leave && onClose());
  const navigate = useNavigate();
  const session = useSession();
  const canSetCarriers = session ? canAccessPath(LOGISTICS_PATH, session.access, session.roles) : false;
  /** 设置物流公司: this dialog closes (asking first if something was typed) and 物流管理 opens; the order list stays as it was. */
  const setCarriers = async () => {
    if (!(await confirmDiscard(isDirty))) return;
    onClose();
    await navigate({ to: LOGISTICS_PATH, search: { page: DEFAULT_PAGE, limit: PAGE_SIZES[0] } });
  };
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
      <form id="ship-form" noValidate onSubmit={(e) => void form.handleSubmit(save)(e).catch(() => {})} className="flex flex-col gap-3">
        {target.isLogoff && (
          <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
            {LOGOFF_WARNING}
          </p>
        )}
        <Controller
          control={control}
          name="deliveryType"
          render={({ field }) => <RadioRow<DeliveryType> name="ship-delivery-type" label="配送方式" value={field.value} options={deliveryTypeOptions} onChange={field.onChange} />}
        />
        {deliveryType === 'express' &&
          (expresses.length === 0 ? (
            <div className="flex flex-col gap-1">
              <div id="ship-no-carrier" role="status" className="flex flex-wrap items-center gap-3 rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
                <span>{NO_CARRIER_NOTE}</span>
                {canSetCarriers ? (
                  <Button size="sm" variant="primary" onClick={() => void setCarriers()}>
                    设置物流公司
                  </Button>
                ) : (
                  <span className="text-xs">请联系店铺管理员设置</span>
                )}
              </div>
              <p id="ship-expressCode-error" role={errors.expressCode ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
                {errors.expressCode?.message}
              </p>
            </div>
          ) : (
            <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
              <Field id="ship-expressCode" label="快递公司" error={errors.expressCode?.message}>
                <FormSelect
                  control={control}
                  name="expressCode"
                  id="ship-expressCode"
                  options={carrierOptions(expresses)}
                  placeholder="请选择快递公司"
                  searchable
                />
              </Field>
              <Field id="ship-expressNumber" label="快递单号" error={errors.expressNumber?.message}>
                <Input placeholder="请输入快递单号" maxLength={64} data-autofocus {...fieldProps('expressNumber')} />
              </Field>
            </div>
          ))}
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
            <Textarea id="ship-deliveryMark" rows={3} maxLength={MARK_MAX} placeholder="请输入发货备注" invalid={Boolean(errors.deliveryMark)} aria-describedby="ship-deliveryMark-error" {...register('deliveryMark')} />
          </Field>
        )}
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
    </Dialog>
  );
}
