import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { exportOrderFile } from '@/api/calls/order';
import { deleteOrder, getGetOrderListQueryKey, getGetOrderListQueryOptions, getGetOrderStatusNumQueryKey, remarkOrder, useGetOrderStatusNum, verifyOrder } from '@/api/generated/endpoints/order/order';
import type { OrderListItem } from '@/api/generated/model';
import { saveFile } from '@/api/http';
import { confirm } from '@/components/confirm-dialog';
import { StatusTabs } from '@/components/list/status-tabs';
import { underTab } from '@/components/list/under-tab';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { useQueryAgain } from '@/components/list/use-query-again';
import { ListPage } from '@/components/list/list-page';
import { prompt } from '@/components/prompt-dialog';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/lazy-dialog';
import { useDialogs } from '@/components/use-dialogs';
import { callAndSay, message } from '@/lib/message';
import { hasPermission } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { OrderFilters } from '@/features/order/components/order-filters';
import { OrderRowActions } from '@/features/order/components/order-row-actions';
import { OrderTable } from '@/features/order/components/order-table';
import { OrderDetailDrawer } from '@/features/order/dialogs/order-detail-drawer';
import { printReceipt } from '@/features/order/dialogs/print-receipt';
import type { ShipTarget } from '@/features/order/dialogs/ship-dialog';
import { canShip, moreActions, ORDER_PERMISSIONS, type MoreAction, type OrderListTab } from '@/features/order/model/order-rules';
import { orderFilters, orderListParams, orderTabs } from '@/features/order/model/order-search';
import { remarkOrderBodyRemarkMax } from '@/api/generated-zod/order/order.zod';

// The two forms load when first opened: their form library and rules stay off the list's first visit.
const ShipDialog = lazyDialog(() => import('@/features/order/dialogs/ship-dialog').then((m) => m.ShipDialog), (p) => p.target !== null);
const DirectRefundDialog = lazyDialog(() => import('@/features/order/dialogs/direct-refund-dialog').then((m) => m.DirectRefundDialog), (p) => p.target !== null);

const route = getRouteApi('/_authed/_permitted/order/list');

/** The reference console's question before shipping to a buyer who has deregistered. */
export const LOGOFF_SHIP_QUESTION = '当前用户已注销，有责发货！';
export const VERIFY_DONE = '核销成功';
export const REMARK_MAX = remarkOrderBodyRemarkMax;

type Remarkable = Pick<OrderListItem, 'orderNo' | 'merchantRemark'>;

async function remark(order: Remarkable) {
  const saved = await prompt({
    title: '订单备注',
    label: '订单备注',
    initialValue: order.merchantRemark,
    maxLength: REMARK_MAX,
    onConfirm: async (text) => {
      await remarkOrder({ orderNo: order.orderNo, remark: text });
    },
  });
  if (saved !== null) message.success('操作成功');
}

async function verify() {
  const code = await prompt({
    title: '核销订单',
    label: '核销码',
    onConfirm: async (verifyCode) => {
      await verifyOrder({ verifyCode });
    },
  });
  if (code !== null) message.success(VERIFY_DONE);
}

/**
 * 订单管理 (reference §4.3): filters and status tabs with counts in the address, the orders with
 * their products, and shipping, direct refunds, remarks, receipts, deletion, 核销 and export.
 */
export function OrderListPage() {
  const source = useRouteSearch(route);
  const status: OrderListTab = source.search.status ?? 'all';
  const list = useListPage(source, (s) => getGetOrderListQueryOptions(orderListParams(s)), { keepPrevious: underTab('status', status) });
  const { search, update } = list;
  const queryAgain = useQueryAgain(getGetOrderListQueryKey(), getGetOrderStatusNumQueryKey());
  const session = useSession();
  const has = (permission: string) => hasPermission(session?.permissions ?? [], permission);
  const can = {
    counts: has(ORDER_PERMISSIONS.statusNum),
    info: has(ORDER_PERMISSIONS.info),
    send: has(ORDER_PERMISSIONS.send),
    verify: has(ORDER_PERMISSIONS.verify),
    export: has(ORDER_PERMISSIONS.export),
  };
  const filters = orderFilters(search);
  const counts = useGetOrderStatusNum(filters, { query: { enabled: can.counts, placeholderData: (previous) => previous } });
  const dialogs = useDialogs<{ ship: ShipTarget; refund: string }>();
  const [exporting, setExporting] = useState(false);

  const openDetail = (orderNo: string) => update({ detail: orderNo, page: search.page });
  const closeDetail = () => update({ detail: undefined, page: search.page });
  const ship = async (order: ShipTarget) => {
    // The reference asks before goods go to a buyer who has deregistered; the dialog warns again.
    if (order.isLogoff && !(await confirm({ message: LOGOFF_SHIP_QUESTION }))) return;
    dialogs.open('ship', { orderNo: order.orderNo, secondType: order.secondType, isLogoff: order.isLogoff });
  };
  const receiptPrinting = session?.merReceiptPrintingSwitch ?? 0;

  const remove = async (order: OrderListItem) => {
    if (!(await confirm())) return;
    if ((await callAndSay(() => deleteOrder(order.orderNo), '删除成功')) && search.detail === order.orderNo) closeDetail();
  };

  const runMore = (action: MoreAction, order: OrderListItem) => {
    switch (action) {
      case 'refund':
        return dialogs.open('refund', order.orderNo);
      case 'print':
        return void printReceipt(order.orderNo);
      case 'remark':
        return void remark(order);
      case 'delete':
        return void remove(order);
    }
  };

  const exportList = async () => {
    setExporting(true);
    try {
      saveFile(await exportOrderFile({ status, ...filters }));
    } catch {
      // The HTTP client has shown why.
    } finally {
      setExporting(false);
    }
  };

  const renderActions = (order: OrderListItem) => (
    <OrderRowActions
      order={order}
      onDetail={can.info ? () => openDetail(order.orderNo) : undefined}
      onShip={can.send && canShip(order) ? () => void ship(order) : undefined}
      more={moreActions(order, has, receiptPrinting)}
      onMore={runMore}
    />
  );

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
    <ListPage
      filters={<OrderFilters search={search} onChange={update} onQuery={queryAgain} onReset={() => list.reset(search.status ? { status: search.status } : {})} />}
      label="订单"
      tabs={<StatusTabs label="订单状态" value={status} tabs={orderTabs.map((t) => ({ value: t.value, label: t.label, count: counts.data?.[t.countKey] }))} onChange={(value) => update({ status: value === 'all' ? undefined : value })} />}
      dialogs={
        <>
          <OrderDetailDrawer
            orderNo={can.info ? search.detail : undefined}
            listFacts={list.table.rows?.find((o) => o.orderNo === search.detail)}
            onClose={closeDetail}
            onShip={(o) => void ship(o)}
            onRemark={(order) => void remark(order)}
          />
          <ShipDialog {...dialogs.props('ship')} />
          <DirectRefundDialog {...dialogs.props('refund')} />
        </>
      }
    >
      <OrderTable {...list.table} actions={renderActions} toolbar={toolbar} />
    </ListPage>
  );
}
