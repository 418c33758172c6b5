import type { ReactNode } from 'react';
import type { OrderListItem } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/list/data-table';
import type { ListTable } from '@/components/list/use-list-page';
import { Tag } from '@/components/ui/tag';
import { orderRefundStatusLabel, payTypeLabel } from '@/lib/enums';
import { yuan } from '@/lib/format';
import { orderNoPrefix, orderStatusView } from '@/features/order/model/order-rules';
import { ProductCell } from './product-cell';

const col = columnsFor<OrderListItem>();

function columns(actions: (order: OrderListItem) => ReactNode) {
  return col.columns([
    col.accessor('orderNo', {
      header: '订单号',
      enableHiding: false,
      cell: ({ row }) => <OrderNoCell order={row.original} />,
    }),
    col.accessor('nickName', {
      id: 'nickName',
      header: '用户昵称',
      cell: ({ row }) => (
        <span>
          {row.original.nickName}
          {row.original.isLogoff && <span className="ml-1 text-xs text-danger">(已注销)</span>}
        </span>
      ),
    }),
    col.accessor('payPrice', { id: 'payPrice', header: '实际支付', cell: (info) => yuan(info.getValue()) }),
    col.accessor('payType', { id: 'payType', header: '支付方式', cell: (info) => payTypeLabel(info.getValue()) }),
    col.display({
      id: 'status',
      header: '订单状态',
      cell: ({ row }) => {
        const view = orderStatusView(row.original);
        return <Tag tone={view.tone}>{view.label}</Tag>;
      },
    }),
    col.accessor('merchantRemark', {
      id: 'merchantRemark',
      header: '备注',
      cell: (info) => <span className="inline-block max-w-48 break-words whitespace-normal">{info.getValue() || '-'}</span>,
    }),
    col.accessor('createTime', { id: 'createTime', header: '下单时间' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 订单号 with its type's prefix; a refund shows in red with its state, and an order the user deleted says so. */
function OrderNoCell({ order }: { order: OrderListItem }) {
  const refunding = order.refundStatus > 0;
  return (
    <div className="flex flex-col gap-0.5">
      <span className={refunding ? 'text-danger' : 'text-slate-800'}>
        {orderNoPrefix(order.type)}
        {order.orderNo}
      </span>
      {refunding && <span className="text-xs text-danger">{orderRefundStatusLabel(order.refundStatus)}</span>}
      {order.isUserDel && <span className="text-xs text-danger">用户已删除</span>}
    </div>
  );
}

/** An opened row: the products of the order, with price × quantity. */
function OrderProducts({ order }: { order: OrderListItem }) {
  return (
    <ul aria-label={`${order.orderNo} 的商品`} className="flex flex-col gap-2">
      {order.infoResponseList.map((item) => (
        <li key={item.id} className="flex items-center gap-6 text-sm">
          <ProductCell image={item.image} name={item.productName} />
          <span className="text-xs text-slate-500">{item.sku}</span>
          <span className="text-slate-700">
            {yuan(item.price)} × {item.payNum}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The order rows: expandable to their products, with a column chooser. */
export function OrderTable({ actions, toolbar, ...table }: ListTable<OrderListItem> & { actions: (order: OrderListItem) => ReactNode; toolbar: ReactNode }) {
  return (
    <DataTable
      tableId="order-list"
      label="订单列表"
      columns={columns(actions)}
      {...table}
      getRowId={(o) => o.orderNo}
      rowName={(o) => o.orderNo}
      renderExpanded={(o) => <OrderProducts order={o} />}
      emptyText="暂无订单"
      leadingToolbar={toolbar}
    />
  );
}
