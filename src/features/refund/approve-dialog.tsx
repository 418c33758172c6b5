import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { auditRefund, useGetMerchantAddressList } from '@/api/generated/endpoints/refund/refund';
import { QueryState } from '@/components/query-state';
import { addressLine } from '@/lib/domain/address';
import { useFormPage } from '@/components/form/use-form-page';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Radios } from '@/components/form/choice-field';
import type { MerchantAddress } from '@/api/generated/model';
import { DONE } from './refund-actions';

export const NO_ADDRESS_CHOSEN = '请选择退货地址';

const approveSchema = z.object({ merAddressId: z.number().nullable().pipe(z.number({ error: NO_ADDRESS_CHOSEN })) });

/**
 * 同意退款 of goods that come back by express: the merchant picks where they go among the store's
 * shown return addresses, the default one chosen at first.
 */
export function ApproveDialog({ refundOrderNo, onClose }: { refundOrderNo: string | null; onClose: () => void }) {
  const open = refundOrderNo !== null;
  const name = useId();
  const errorId = useId();
  const addresses = useGetMerchantAddressList({ isShow: true }, { query: { enabled: open } });
  const list = addresses.data ?? [];
  // The default address is chosen once the list is in (the list page mounts the dialog anew at each opening).
  const form = useForm<z.input<typeof approveSchema>, unknown, z.output<typeof approveSchema>>({
    resolver: zodResolver(approveSchema),
    values: { merAddressId: list.find((a) => a.isDefault)?.id ?? null },
    resetOptions: { keepDirtyValues: true },
  });
  const chosen = useWatch({ control: form.control, name: 'merAddressId' });
  const error = form.formState.errors.merAddressId?.message;

  const page = useFormPage({
    save: async ({ merAddressId }: z.output<typeof approveSchema>) => {
      if (refundOrderNo === null) return false;
      // A refusal: the HTTP client has shown the server's message; the dialog stays for another try.
      await auditRefund({ refundOrderNo, auditType: 'success', merAddressId });
    },
    success: DONE,
    after: onClose,
  });
  const saving = page.pending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !saving && onClose()}
      title="同意退款"
      width={600}
      footer={
        <>
          <Button onClick={onClose} disabled={saving}>
            取消
          </Button>
          <Button variant="primary" loading={saving} onClick={() => void form.handleSubmit(page.submit)()}>
            确定
          </Button>
        </>
      }
    >
      <p role="note" className="mb-3 rounded bg-amber-50 px-3 py-2 text-sm text-amber-800">
        同意退款后，用户会根据下方地址将商品退回！
      </p>
      <fieldset aria-describedby={errorId} className="flex flex-col gap-2">
        <legend className="mb-2 text-sm text-slate-600">
          <span className="mr-0.5 text-danger">*</span>退货地址
        </legend>
        <QueryState query={addresses} isEmpty={list.length === 0} emptyText="暂无可用的退货地址，请先在商家地址中添加">
          <Radios
            name={name}
            options={list.map((a) => ({ value: a.id, label: <AddressCard address={a} /> }))}
            value={chosen}
            onChange={(id) => form.setValue('merAddressId', id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
            optionClassName="flex cursor-pointer items-start gap-2 rounded border border-slate-200 px-3 py-2 has-checked:border-primary has-checked:bg-primary-soft"
            inputClassName="mt-1"
          />
        </QueryState>
        <p id={errorId} role={error ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
          {error}
        </p>
      </fieldset>
    </Dialog>
  );
}

function AddressCard({ address }: { address: MerchantAddress }) {
  return (
    <span className="flex flex-col text-sm">
      <span className="text-slate-800">
        {address.receiverName} {address.receiverPhone}
        {address.isDefault && <span className="ml-2 rounded bg-primary px-1.5 text-xs text-white">默认</span>}
      </span>
      <span className="text-slate-500">{addressLine(address)}</span>
    </span>
  );
}
