import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { downloadFile } from '@/api/generated/endpoints/file/file';
import { deleteOrder, exportOrders, printOrderReceipt, remarkOrder, useGetOrderList, useGetOrderStatusNum, verifyOrder } from '@/api/generated/endpoints/order/order';
import type { OrderListItem } from '@/api/generated/model';
import { saveFile } from '@/api/http';
import { confirm } from '@/components/confirm-dialog';
import { nextSearch } from '@/components/data-table/list-search';
import { prompt } from '@/components/prompt-dialog';
import { Button } from '@/components/ui/button';
import { message } from '@/lib/message';
import { hasPermission } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { DirectRefundDialog } from './direct-refund-dialog';
import { OrderDetailDrawer } from './order-detail-drawer';
import { OrderFilters } from './order-filters';
import { canShip, moreActionLabels, moreActions, ORDER_PERMISSIONS, orderTabs, type MoreAction, type OrderListTab } from './order-rules';
import { orderFilters, type OrderListSearch } from './order-search';
import { OrderTable } from './order-table';
import { linkClass, MoreMenu } from './order-ui';
import { ShipDialog, type ShipTarget } from './ship-dialog';
import { useRefreshOrders } from './use-refresh-orders';
import { StatusTabs } from '@/components/data-table/status-tabs';

const route = getRouteApi('/_authed/_permitted/order/list');

export const VERIFY_DONE = '核销成功';
export const PRINT_DONE = '打印成功';
export const REMARK_MAX = 255;

type Remarkable = Pick<OrderListItem, 'orderNo' | 'merchantRemark'>;

/**
 * 订单管理 (reference §4.3): filters and status tabs with counts in the address, the orders with
 * their products, and shipping, direct refunds, remarks, receipts, deletion, 核销 and export.
 */
export function OrderListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = (change: Partial<OrderListSearch>) => void navigate({ search: (prev) => nextSearch(prev, change), replace: true });
  const refresh = useRefreshOrders();
  const session = useSession();
  const has = (permission: string) => hasPermission(session?.permissions ?? [], permission);
  const can = {
    counts: has(ORDER_PERMISSIONS.statusNum),
    info: has(ORDER_PERMISSIONS.info),
    send: has(ORDER_PERMISSIONS.send),
    verify: has(ORDER_PERMISSIONS.verify),
    export: has(ORDER_PERMISSIONS.export),
  };
  const status: OrderListTab = search.status ?? 'all';
  const filters = orderFilters(search);
  const list = useGetOrderList(
    { status, page: search.page, limit: search.limit, ...filters },
    // The previous rows stay while a page loads, but never under another tab.
    { query: { placeholderData: (previous, previousQuery) => (previousQuery?.queryKey.some((part) => typeof part === 'object' && part !== null && 'status' in part && part.status === status) ? previous : undefined) } },
  );
  const counts = useGetOrderStatusNum(filters, { query: { enabled: can.counts, placeholderData: (previous) => previous } });
  const rows = list.data?.list;

  const [shipTarget, setShipTarget] = useState<ShipTarget | null>(null);
  const [refundOrderNo, setRefundOrderNo] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const openDetail = (orderNo: string) => update({ detail: orderNo, page: search.page });
  const closeDetail = () => update({ detail: undefined, page: search.page });

  /** Runs a call; on success says so and reloads. Failures were already shown by the HTTP client. */
  const act = async (call: () => Promise<unknown>, done: string, orderNo?: string) => {
    try {
      await call();
    } catch {
      return false;
    }
    message.success(done);
    await refresh(orderNo);
    return true;
  };

  const remark = async (order: Remarkable) => {
    const saved = await prompt({
      title: '订单备注',
      label: '订单备注',
      initialValue: order.merchantRemark,
      onConfirm: async (text) => {
        if (text.length > REMARK_MAX) {
          message.error(`订单备注不能超过${REMARK_MAX}个字符`);
          throw new Error('too long');
        }
        await remarkOrder({ orderNo: order.orderNo, remark: text });
      },
    });
    if (saved === null) return;
    message.success('操作成功');
    await refresh(order.orderNo);
  };

  const remove = async (order: OrderListItem) => {
    if (!(await confirm())) return;
    if ((await act(() => deleteOrder(order.orderNo), '删除成功')) && search.detail === order.orderNo) closeDetail();
  };

  const runMore = (action: MoreAction, order: OrderListItem) => {
    switch (action) {
      case 'refund':
        return setRefundOrderNo(order.orderNo);
      case 'print':
        return void act(() => printOrderReceipt(order.orderNo), PRINT_DONE);
      case 'remark':
        return void remark(order);
      case 'delete':
        return void remove(order);
    }
  };

  const verify = async () => {
    const code = await prompt({ title: '核销订单', label: '核销码', onConfirm: async (verifyCode) => {
        await verifyOrder({ verifyCode });
      },
    });
    if (code === null) return;
    message.success(VERIFY_DONE);
    await refresh();
  };

  const exportList = async () => {
    setExporting(true);
    try {
      const { fileName } = await exportOrders({ status, ...filters });
      saveFile(await downloadFile({ fileName, delete: false }));
    } catch {
      // The HTTP client has shown why.
    } finally {
      setExporting(false);
    }
  };

  const renderActions = (order: OrderListItem) => {
    const more = moreActions(order, has);
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {can.info && (
          <button type="button" className={linkClass} onClick={() => openDetail(order.orderNo)}>
            详情
          </button>
        )}
        {can.send && canShip(order) && (
          <button type="button" className={linkClass} onClick={() => setShipTarget({ orderNo: order.orderNo, secondType: order.secondType })}>
            发货
          </button>
        )}
        {more.length > 0 && <MoreMenu items={more} labels={moreActionLabels} onSelect={(action) => runMore(action, order)} />}
      </div>
    );
  };

  const toolbar = (
    <>
      {can.verify && (
        <Button size="sm" variant="primary" onClick={() => void verify()}>
          核销订单
        </Button>
      )}
      {can.export && (
        <Button size="sm" loading={exporting} onClick={() => void exportList()}>
          导出
        </Button>
      )}
    </>
  );

  return (
    <div className="flex flex-col gap-4">
      <OrderFilters
        search={search}
        onChange={update}
        onQuery={() => void refresh()}
        onReset={() => void navigate({ search: { page: 1, limit: search.limit, ...(search.status ? { status: search.status } : {}) }, replace: true })}
      />
      <section aria-label="订单" className="flex flex-col gap-3 rounded bg-white p-4 shadow-sm">
        <StatusTabs label="订单状态" value={status} tabs={orderTabs.map((t) => ({ value: t.value, label: t.label, count: counts.data?.[t.countKey] }))} onChange={(value) => update({ status: value === 'all' ? undefined : value })} />
        <OrderTable
          rows={rows}
          total={list.data?.total}
          page={search.page}
          limit={search.limit}
          onPageChange={(page) => update({ page })}
          onLimitChange={(limit) => update({ limit })}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          actions={renderActions}
          toolbar={toolbar}
        />
      </section>

      <OrderDetailDrawer
        orderNo={can.info ? search.detail : undefined}
        listFacts={rows?.find((o) => o.orderNo === search.detail)}
        onClose={closeDetail}
        onShip={(order) => setShipTarget({ orderNo: order.orderNo, secondType: order.secondType })}
        onRemark={(order) => void remark(order)}
        onChanged={refresh}
      />
      <ShipDialog target={shipTarget} onClose={() => setShipTarget(null)} onDone={refresh} />
      <DirectRefundDialog orderNo={refundOrderNo} onClose={() => setRefundOrderNo(null)} onDone={refresh} />
    </div>
  );
}
