import { useState, type ReactNode } from 'react';
import { TypedSearch } from '@/components/list/typed-search';
import { getRouteApi } from '@tanstack/react-router';
import { getGetRefundListQueryKey, getGetRefundListQueryOptions, getGetRefundStatusNumQueryKey, useGetRefundStatusNum } from '@/api/generated/endpoints/refund/refund';
import type { RefundListItem } from '@/api/generated/model';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { SearchInput } from '@/components/list/search-input';
import { DateRangePicker } from '@/components/date-range-picker';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { useQueryAgain } from '@/components/list/use-query-again';
import { Button } from '@/components/ui/button';
import { Tag } from '@/components/ui/tag';
import { LinkButton } from '@/components/ui/text-link';
import { findOption, refundStatusLabel, refundStatusOptions, userSearchTypeOptions, type UserSearchType } from '@/lib/enums';
import { yuan } from '@/lib/format';
import { hasPermission } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { lazyDialog } from '@/components/lazy-dialog';
import { REFUND_PERMISSIONS, refundActionLabels, refundActions, useRefundActionHandlers, type RefundAction, type RefundTarget } from './refund-actions';
import { RefundDetailDrawer } from './refund-detail-drawer';
import { afterSalesTypeLabel, returnGoodsTypeLabel } from './refund-labels';
import { ALL_REFUNDS, refundFilters, refundListParams, refundTabs } from './refund-search';
import { FilterBar } from '@/components/list/filter-field';
import { StatusTabs } from '@/components/list/status-tabs';
import { ListPage } from '@/components/list/list-page';

const route = getRouteApi('/_authed/_permitted/order/refund');

// 同意退款's address form loads when it first opens: the list's first visit carries none of it.
const ApproveDialog = lazyDialog(() => import('./approve-dialog').then((m) => m.ApproveDialog), (p) => p.refundOrderNo !== null);

const col = columnsFor<RefundListItem>();
const dangerActions: ReadonlySet<RefundAction> = new Set(['refuse', 'rejectReceipt']);

function columns(renderActions: (row: RefundListItem) => ReactNode) {
  return col.columns([
    col.accessor('refundOrderNo', { header: '退款单号', enableHiding: false }),
    col.accessor('orderNo', { header: '订单号' }),
    col.accessor('userNickName', { header: '用户昵称' }),
    col.display({
      id: 'product',
      header: '退款商品',
      cell: ({ row }) => {
        const info = row.original.refundOrderInfo;
        return (
          <div className="flex max-w-72 items-center gap-2">
            <img src={info.image} alt="" className="size-10 shrink-0 rounded object-cover" />
            <div className="min-w-0 text-xs whitespace-normal">
              <p className="line-clamp-2 text-slate-800">{info.productName}</p>
              <p className="text-slate-500">
                {info.sku} ×{info.applyRefundNum}
              </p>
            </div>
          </div>
        );
      },
    }),
    col.accessor('refundPrice', { header: '退款金额', cell: (info) => yuan(info.getValue()) }),
    col.accessor('refundStatus', {
      header: '退款状态',
      cell: (info) => <Tag tone={findOption(refundStatusOptions, info.getValue())?.tone}>{refundStatusLabel(info.getValue())}</Tag>,
    }),
    col.accessor('afterSalesType', { header: '售后类型', cell: (info) => afterSalesTypeLabel(info.getValue()) }),
    col.accessor('returnGoodsType', { header: '退货类型', cell: (info) => returnGoodsTypeLabel(info.getValue()) }),
    col.accessor('isCompulsoryRefund', { header: '强制退款', cell: (info) => (info.getValue() ? '是' : '否') }),
    col.accessor('createTime', { header: '创建时间' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => renderActions(row.original) }),
  ]);
}

/**
 * 退款单 (reference §4.4): the refund orders by state with counts, filtered on the server; 待审核
 * ones are approved or refused, returned goods received or refused, any one remarked or opened.
 */
export function RefundListPage() {
  const list = useListPage(useRouteSearch(route), (s) => getGetRefundListQueryOptions(refundListParams(s)));
  const { search, update } = list;
  const held = useSession()?.permissions ?? [];
  const searchType: UserSearchType = search.searchType ?? 'all';
  const tab = search.refundStatus ?? ALL_REFUNDS;
  const filters = refundFilters(search);

  const counts = useGetRefundStatusNum(filters, { query: { enabled: hasPermission(held, REFUND_PERMISSIONS.statusNum), placeholderData: (previous) => previous } });
  const queryAgain = useQueryAgain(getGetRefundListQueryKey(), getGetRefundStatusNumQueryKey());

  const [approving, setApproving] = useState<string | null>(null);
  const openDetail = (refundOrderNo: string) => update({ detail: refundOrderNo, page: search.page });
  const run = useRefundActionHandlers({ chooseAddress: setApproving, openDetail });

  const actionButtons = (target: RefundTarget, inDrawer: boolean) =>
    refundActions(target.refundStatus, held)
      .filter((action) => !inDrawer || action !== 'detail')
      .map((action) =>
        inDrawer ? (
          <Button key={action} variant={action === 'approve' || action === 'receive' ? 'primary' : dangerActions.has(action) ? 'danger' : 'default'} onClick={() => void run(action, target)}>
            {refundActionLabels[action]}
          </Button>
        ) : (
          <LinkButton key={action} danger={dangerActions.has(action)} onClick={() => void run(action, target)}>
            {refundActionLabels[action]}
          </LinkButton>
        ),
      );

  const renderRowActions = (row: RefundListItem) => <div className="flex flex-wrap items-center gap-x-3 gap-y-1">{actionButtons(row, false)}</div>;

  return (
    <ListPage
      filters={
        <FilterBar onQuery={queryAgain} onReset={() => list.reset({ refundStatus: search.refundStatus })}>
          <SearchInput id="refund-no" label="退款单号" className="w-52" maxLength={32} placeholder="请输入退款单号" value={search.refundOrderNo} onCommit={(refundOrderNo) => update({ refundOrderNo })} />
          <SearchInput id="refund-order-no" label="订单编号" className="w-52" maxLength={32} placeholder="请输入订单编号" value={search.orderNo} onCommit={(orderNo) => update({ orderNo })} />
          <DateRangePicker value={search.dateLimit ?? ''} onChange={(dateLimit) => update({ dateLimit })} />
          <div className="flex flex-col gap-1">
            <label htmlFor="refund-user" className="text-xs text-slate-500">
              用户搜索
            </label>
            <TypedSearch id="refund-user" kinds={userSearchTypeOptions} kind={searchType} content={search.content} onChange={update} />
          </div>
          <SearchInput id="refund-tracking" label="退货物流" className="w-52" maxLength={64} placeholder="请输入退货物流单号" value={search.trackingNumber} onCommit={(trackingNumber) => update({ trackingNumber })} />
        </FilterBar>
      }
      label="退款单"
      tabs={<StatusTabs label="退款状态" value={tab} tabs={refundTabs.map((t) => ({ value: t.value, label: t.label, count: counts.data?.[t.count] }))} onChange={(value) => update({ refundStatus: value === ALL_REFUNDS ? undefined : value })} />}
      dialogs={
        <>
          <RefundDetailDrawer refundOrderNo={search.detail} onClose={() => update({ detail: undefined, page: search.page })} actions={(refund) => actionButtons(refund, true)} />
          <ApproveDialog refundOrderNo={approving} onClose={() => setApproving(null)} />
        </>
      }
    >
      <DataTable
        tableId="refund-list"
        label="退款单列表"
        columns={columns(renderRowActions)}
        {...list.table}
        getRowId={(r) => r.refundOrderNo}
        emptyText="没有符合条件的退款单"
      />
    </ListPage>
  );
}
