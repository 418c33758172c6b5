import { useState, type ReactNode } from 'react';
import { detailValue } from '@/components/ui/detail-value';
import { useGetOrderInfo } from '@/api/generated/endpoints/order/order';
import type { OrderDetail, OrderItem } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { Tag } from '@/components/ui/tag';
import { payTypeLabel } from '@/lib/enums';
import { yuan } from '@/lib/format';
import { useSession } from '@/lib/session';
import { PlainTable } from '@/components/list/plain-table';
import { cellClass } from '@/features/order/components/lines-table';
import { OrderInvoices } from '@/features/order/components/order-invoices';
import { ProductCell } from '@/features/order/components/product-cell';
import { printReceipt } from '@/features/order/dialogs/print-receipt';
import { canPrintReceipt, canShip, deliveryWayLabel, listsShipments, ORDER_PERMISSIONS, orderStatusView, orderTypeLabel, parseOrderExtend, shipsToAddress, type OrderFacts } from '@/features/order/model/order-rules';

export const DETAIL_TITLE = '订单详情';

const TABS = ['订单信息', '商品信息', '发货记录'] as const;
type DetailTab = (typeof TABS)[number];

export interface OrderDetailDrawerProps {
  orderNo: string | undefined;
  /** What the list knows of the order and the details do not (its group-buy state). */
  listFacts?: Pick<OrderFacts, 'groupBuyRecordStatus'>;
  onClose: () => void;
  onShip: (order: OrderDetail) => void;
  onRemark: (order: OrderDetail) => void;
}

/** 订单详情: the header of the order and its tabs 订单信息, 商品信息 and 发货记录, with 打印小票, 订单备注 and 发货. */
export function OrderDetailDrawer({ orderNo, listFacts, onClose, onShip, onRemark }: OrderDetailDrawerProps) {
  const info = useGetOrderInfo(orderNo ?? '', undefined, { query: { enabled: Boolean(orderNo) } });
  const canSend = usePermission(ORDER_PERMISSIONS.send);
  const canMark = usePermission(ORDER_PERMISSIONS.mark);
  const canPrint = usePermission(ORDER_PERMISSIONS.print);
  const receiptPrinting = useSession()?.merReceiptPrintingSwitch ?? 0;
  const order = info.data;
  const facts: OrderFacts | undefined = order && { ...order, ...listFacts };
  const footer =
    order && facts ? (
      <>
        {canPrint && canPrintReceipt(facts, receiptPrinting) && <Button onClick={() => void printReceipt(order.orderNo)}>打印小票</Button>}
        {canMark && <Button onClick={() => onRemark(order)}>订单备注</Button>}
        {canSend && canShip(facts) && (
          <Button variant="primary" onClick={() => onShip(order)}>
            发货
          </Button>
        )}
      </>
    ) : undefined;

  return (
    <Drawer open={orderNo !== undefined} onOpenChange={(open) => !open && onClose()} title={DETAIL_TITLE} width={900} footer={footer}>
      <QueryState query={info} rows={8}>
        {order && facts && <DetailBody key={order.orderNo} order={order} facts={facts} />}
      </QueryState>
    </Drawer>
  );
}

function DetailBody({ order, facts }: { order: OrderDetail; facts: OrderFacts }) {
  const [chosen, setChosen] = useState<DetailTab>('订单信息');
  const status = orderStatusView(facts);
  // 发货记录 only once something was shipped (it comes when the order is shipped from here).
  const tabs = TABS.filter((name) => name !== '发货记录' || listsShipments(order));
  const tab = tabs.includes(chosen) ? chosen : '订单信息';
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-3">
        <p className="text-base font-semibold text-slate-800">订单号：{order.orderNo}</p>
        <dl className="grid grid-cols-2 gap-3 rounded bg-slate-50 p-3 text-sm sm:grid-cols-5">
          <HeaderItem label="订单类型">{orderTypeLabel(order.type)}</HeaderItem>
          <HeaderItem label="订单状态">
            <Tag tone={status.tone}>{status.label}</Tag>
          </HeaderItem>
          <HeaderItem label="实际支付">{yuan(order.payPrice)}</HeaderItem>
          <HeaderItem label="支付方式">{payTypeLabel(order.payType)}</HeaderItem>
          <HeaderItem label="支付时间">{order.payTime || '-'}</HeaderItem>
        </dl>
      </header>
      <Tabs label="订单详情" tabs={tabs.map((name) => ({ value: name, label: name }))} value={tab} onChange={setChosen} idBase="order-detail" />
      {tabs.map((name) => (
        <div key={name} {...tabPanelProps('order-detail', name, tab)}>
          {tab === name && name === '订单信息' && <OrderInfo order={order} />}
          {tab === name && name === '商品信息' && <OrderLines lines={order.orderDetailList} pickup={order.shippingType === 2} />}
          {tab === name && name === '发货记录' && <OrderInvoices orderNo={order.orderNo} />}
        </div>
      ))}
    </div>
  );
}

function HeaderItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h3 className="border-l-2 border-primary pl-2 text-sm font-semibold text-slate-800">{title}</h3>
      {children}
    </section>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-6 sm:grid-cols-3">{children}</dl>;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-1 py-1 text-sm">
      <dt className="shrink-0 text-slate-500">{label}：</dt>
      <dd className="min-w-0 break-all text-slate-800">{detailValue(children)}</dd>
    </div>
  );
}

function OrderInfo({ order }: { order: OrderDetail }) {
  const answers = parseOrderExtend(order.orderExtend);
  return (
    <div className="flex flex-col gap-5">
      <Section title="用户信息">
        <Grid>
          <Item label="用户昵称">
            {order.nikeName} / {order.uid}
            {order.isLogoff && <span className="ml-1 text-xs text-danger">(已注销)</span>}
          </Item>
          <Item label="绑定电话">{order.phone}</Item>
        </Grid>
      </Section>
      {shipsToAddress(order) && (
        <Section title="收货信息">
          <Grid>
            <Item label="收货人">{order.realName}</Item>
            <Item label="收货电话">{order.userPhone}</Item>
            <Item label="收货地址">{order.userAddress}</Item>
          </Grid>
        </Section>
      )}
      <Section title="订单信息">
        <Grid>
          <Item label="商品总价">{yuan(order.proTotalPrice)}</Item>
          <Item label="商品总数">{order.totalNum}</Item>
          <Item label="平台优惠金额">{yuan(order.platCouponPrice)}</Item>
          <Item label="支付状态">{order.paid ? '已支付' : '未支付'}</Item>
          <Item label="商户优惠金额">{yuan(order.merCouponPrice)}</Item>
          <Item label="会员抵扣金额">{yuan(order.svipDiscountPrice)}</Item>
          <Item label="支付邮费">{yuan(order.payPostage)}</Item>
          <Item label="赠送积分">{order.gainIntegral}</Item>
          <Item label="积分抵扣金额">{yuan(order.integralPrice)}</Item>
          <Item label="实际支付">{yuan(order.payPrice)}</Item>
          <Item label="支付方式">{payTypeLabel(order.payType)}</Item>
          <Item label="配送方式">{deliveryWayLabel(order)}</Item>
          <Item label="支付时间">{order.payTime}</Item>
        </Grid>
      </Section>
      <Section title="买家留言">
        <p className="text-sm text-slate-700">{order.userRemark || '-'}</p>
      </Section>
      <Section title="商家备注">
        <p className="text-sm text-slate-700">{order.merchantRemark || '-'}</p>
      </Section>
      {answers.length > 0 && (
        <Section title="自定义留言">
          <Grid>
            {answers.map((a, i) => (
              <Item key={`${a.title}-${i}`} label={a.title}>
                {a.value}
              </Item>
            ))}
          </Grid>
        </Section>
      )}
      {(order.status === 3 || order.clerkName) && (
        <Section title="核销信息">
          <Grid>
            <Item label="核销码">{order.verifyCode}</Item>
            <Item label="核销员">{order.clerkName}</Item>
          </Grid>
        </Section>
      )}
    </div>
  );
}

/** The order's products, from the details' own lines (orderDetailList). */
function OrderLines({ lines, pickup }: { lines: readonly OrderItem[]; pickup: boolean }) {
  return (
    <PlainTable label="商品信息" isEmpty={lines.length === 0} headers={['商品信息', '规格', '售价', '购买数量', pickup ? '核销数量' : '发货数量', '售后数量']}>
      {lines.map((line) => (
        <tr key={line.id} className="border-t border-slate-100">
          <td className={cellClass}>
            <ProductCell image={line.image} name={line.productName} />
          </td>
          <td className={cellClass}>{line.sku || '-'}</td>
          <td className={cellClass}>{yuan(line.price)}</td>
          <td className={cellClass}>{line.payNum}</td>
          <td className={cellClass}>{line.deliveryNum}</td>
          <td className={cellClass}>
            <span className="block">退款中：{line.applyRefundNum}</span>
            <span className="block">退款成功：{line.refundNum}</span>
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
