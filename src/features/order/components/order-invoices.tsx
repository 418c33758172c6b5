import { useGetOrderInvoiceList } from '@/api/generated/endpoints/order/order';
import type { OrderInvoice } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { QueryState } from '@/components/query-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { useDialogs } from '@/components/use-dialogs';
import { LinkButton } from '@/components/ui/text-link';
import { LogisticsDialog } from '@/features/order/dialogs/logistics-dialog';
import { deliveryTypeLabel, ORDER_PERMISSIONS } from '@/features/order/model/order-rules';

// The invoice form loads when first opened: its form library stays off the order list's first visit.
const InvoiceDialog = lazyDialog(() => import('@/features/order/dialogs/invoice-dialog').then((m) => m.InvoiceDialog), (p) => p.target !== null);

/** 发货记录: one card per shipment, with its lines, and the calls to change it or follow it. */
export function OrderInvoices({ orderNo }: { orderNo: string }) {
  const invoices = useGetOrderInvoiceList(orderNo);
  const canUpdate = usePermission(ORDER_PERMISSIONS.invoiceUpdate);
  const canTrack = usePermission(ORDER_PERMISSIONS.logistics);
  const dialogs = useDialogs<{ edit: OrderInvoice; track: OrderInvoice }>();
  const list = invoices.data ?? [];

  return (
    <>
      <QueryState query={invoices} isEmpty={list.length === 0} emptyText="暂无发货记录">
        <ul aria-label="发货记录" className="flex flex-col gap-3">
          {list.map((invoice, i) => (
            <li key={invoice.id} aria-label={`包裹${i + 1}`} className="rounded border border-slate-200">
              <InvoiceCard
                index={i + 1}
                invoice={invoice}
                onEdit={canUpdate ? () => dialogs.open('edit', invoice) : undefined}
                onTrack={canTrack && invoice.deliveryType === 'express' ? () => dialogs.open('track', invoice) : undefined}
              />
            </li>
          ))}
        </ul>
      </QueryState>
      <InvoiceDialog {...dialogs.props('edit')} />
      <LogisticsDialog {...dialogs.props('track')} />
    </>
  );
}

function InvoiceCard({ index, invoice, onEdit, onTrack }: { index: number; invoice: OrderInvoice; onEdit?: () => void; onTrack?: () => void }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 bg-slate-50 px-3 py-2 text-sm">
        <span className="font-medium text-slate-700">
          包裹{index} · {deliveryTypeLabel(invoice.deliveryType)} · 共{invoice.totalNum}件
        </span>
        <span className="flex gap-3">
          {onEdit && (
            <LinkButton onClick={onEdit}>
              修改配送信息
            </LinkButton>
          )}
          {onTrack && (
            <LinkButton onClick={onTrack}>
              查看物流
            </LinkButton>
          )}
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 px-3 py-2 text-sm sm:grid-cols-2">
        {invoice.deliveryType === 'express' && (
          <>
            <Pair label="快递公司">{invoice.expressName}</Pair>
            <Pair label="快递单号">{invoice.trackingNumber}</Pair>
          </>
        )}
        {invoice.deliveryType === 'merchant' && (
          <>
            <Pair label="配送人员">{invoice.deliveryCarrier}</Pair>
            <Pair label="手机号码">{invoice.carrierPhone}</Pair>
          </>
        )}
        {invoice.deliveryType === 'noNeed' && <Pair label="发货备注">{invoice.deliveryMark}</Pair>}
        <Pair label="发货时间">{invoice.createTime}</Pair>
      </dl>
      <ul className="flex flex-col gap-2 px-3 pb-3">
        {invoice.detailList.map((line) => (
          <li key={line.id} className="flex items-center gap-2 text-sm">
            <img src={line.image} alt="" className="size-10 shrink-0 rounded object-cover" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-slate-800">{line.productName}</span>
              <span className="block text-xs text-slate-500">{line.sku}</span>
            </span>
            <span className="text-slate-600">×{line.num}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Pair({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex gap-1">
      <dt className="shrink-0 text-slate-500">{label}：</dt>
      <dd className="min-w-0 break-all text-slate-800">{children || '-'}</dd>
    </div>
  );
}
