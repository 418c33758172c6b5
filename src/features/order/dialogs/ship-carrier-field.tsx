import { useState } from 'react';
import type { Control } from 'react-hook-form';
import type { Express } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormSelect } from '@/components/ui/form-select';
import { carrierOptions, type Carrier } from '@/features/order/model/ship-carriers';
import type { ShipValues } from '@/features/order/model/ship-form';

/** Linking a platform carrier to the store (the reference's 设置物流公司 button holds it too). */
export const RELATE_EXPRESS_PERMISSION = 'merchant:express:relate';
export const SET_CARRIERS = '设置物流公司';
export const NO_CARRIER_NOTE = '暂无可用的物流公司：请点击设置物流公司新增，或在物流管理中开启已关联的物流公司';
export const NO_CARRIER_ASK_ADMIN = '暂无可用的物流公司：请联系店铺管理员在物流管理中设置';

// 物流管理's 新增物流公司 dialog, loaded when it first opens.
const RelateExpressDialog = lazyDialog(() => import('@/components/relate-express-dialog').then((m) => m.RelateExpressDialog), (p) => p.open);

/**
 * 设置物流公司 in place: 物流管理's 新增物流公司 dialog over the ship dialog; once a carrier is linked (the
 * store's carriers have loaded again, lib/refresh.ts) `onLinked` gets its code. The dialog is rendered outside the ship
 * form (`dialog`): a portal's submit would bubble into that form.
 */
export function useLinkCarrier(onLinked: (code: string) => void) {
  const allowed = usePermission(RELATE_EXPRESS_PERMISSION);
  const [open, setOpen] = useState(false);
  const done = (linked?: Express) => {
    if (linked) onLinked(linked.code);
  };
  return {
    open: allowed ? () => setOpen(true) : undefined,
    dialog: <RelateExpressDialog open={open} onClose={() => setOpen(false)} onDone={done} />,
  };
}

/** 快递公司: the store's open carriers, with 设置物流公司 beside them for those who may link one. */
export function ShipCarrierField({ control, carriers, error, onLink }: { control: Control<ShipValues>; carriers: Carrier[]; error?: string; onLink?: () => void }) {
  return (
    <Field id="ship-expressCode" label="快递公司" error={error}>
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <FormSelect control={control} name="expressCode" id="ship-expressCode" options={carrierOptions(carriers)} placeholder="请选择快递公司" searchable />
        </div>
        {onLink && (
          <Button variant="primary" onClick={onLink}>
            {SET_CARRIERS}
          </Button>
        )}
      </div>
      {carriers.length === 0 && (
        <p role="status" className="text-xs text-amber-700">
          {onLink ? NO_CARRIER_NOTE : NO_CARRIER_ASK_ADMIN}
        </p>
      )}
    </Field>
  );
}
