import { useState } from 'react';
import { useGetProductUsableCoupons } from '@/api/generated/endpoints/product-category/product-category';
import { useAddProductFeedbackCoupons, useBatchAddProductFeedbackCoupons } from '@/api/generated/endpoints/product/product';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFormPage } from '@/components/form/use-form-page';
import { yuan } from '@/lib/format';
import { message } from '@/lib/message';
import type { OpenTargetProps, TargetDialogProps } from './product-target';

/** 添加回馈券: coupons the product gives away, picked from the store's usable coupons. */
export function CouponDialog({ target, onClose, onDone }: TargetDialogProps) {
  return target ? <CouponPicker target={target} onClose={onClose} onDone={onDone} /> : null;
}

function CouponPicker({ target, onClose, onDone }: OpenTargetProps) {
  const coupons = useGetProductUsableCoupons();
  const [chosen, setChosen] = useState<number[]>([]);
  const one = useAddProductFeedbackCoupons();
  const many = useBatchAddProductFeedbackCoupons();
  const rows = coupons.data ?? [];
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const allChosen = rows.length > 0 && rows.every((r) => chosen.includes(r.id));

  const page = useFormPage({
    save: async () => {
      if (chosen.length === 0) {
        message.warning('请先选择优惠劵');
        return false;
      }
      if (target.batch) await many.mutateAsync({ data: { idList: target.ids, couponIds: chosen } });
      else await one.mutateAsync({ data: { id: target.ids[0], couponIds: chosen } });
    },
    success: '操作成功',
    after: () => {
      onClose();
      onDone();
    },
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
          <Button variant="primary" loading={one.isPending || many.isPending} onClick={() => void page.submit().catch(() => {})}>
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
