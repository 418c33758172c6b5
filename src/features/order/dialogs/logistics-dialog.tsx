import { useGetOrderLogistics } from '@/api/generated/endpoints/order/order';
import type { OrderInvoice } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { Dialog } from '@/components/ui/dialog';

export const LOGISTICS_TITLE = '物流查询';

/** The carrier's words for `deliveryStatus`. */
const deliveryStatusLabels: Record<string, string> = { '1': '在途中', '2': '正在派件', '3': '已签收', '4': '派送失败', '5': '疑难件', '6': '退件签收' };

/** 查看物流: a shipment's carrier, number and tracking steps, newest first as the carrier sends them. */
export function LogisticsDialog({ target, onClose }: { target: OrderInvoice | null; onClose: () => void }) {
  return target ? <LogisticsBody invoice={target} onClose={onClose} /> : null;
}

function LogisticsBody({ invoice, onClose }: { invoice: OrderInvoice; onClose: () => void }) {
  const info = useGetOrderLogistics(invoice.id);
  const data = info.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={LOGISTICS_TITLE} width={560}>
      <QueryState query={info} rows={4}>
        {data && (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">物流公司：</dt>
              <dd className="text-slate-800">{data.expName || invoice.expressName}</dd>
              <dt className="text-slate-500">物流单号：</dt>
              <dd className="text-slate-800">{data.number || invoice.trackingNumber}</dd>
              {data.deliveryStatus && (
                <>
                  <dt className="text-slate-500">物流状态：</dt>
                  <dd className="text-slate-800">{deliveryStatusLabels[data.deliveryStatus] ?? data.deliveryStatus}</dd>
                </>
              )}
              {data.courier && (
                <>
                  <dt className="text-slate-500">快递员：</dt>
                  <dd className="text-slate-800">
                    {data.courier} {data.courierPhone}
                  </dd>
                </>
              )}
            </dl>
            {data.list.length === 0 ? (
              <p className="py-6 text-center text-sm text-slate-500">暂无物流信息</p>
            ) : (
              <ol aria-label="物流轨迹" className="flex flex-col border-l-2 border-slate-200 pl-4">
                {data.list.map((step, i) => (
                  <li key={`${step.time}-${i}`} className="relative pb-4 last:pb-0">
                    <span aria-hidden className={`absolute top-1.5 -left-[23px] size-3 rounded-full border-2 border-white ${i === 0 ? 'bg-primary' : 'bg-slate-300'}`} />
                    <p className={`text-sm ${i === 0 ? 'text-slate-800' : 'text-slate-600'}`}>{step.status}</p>
                    <p className="text-xs text-slate-400">{step.time}</p>
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
