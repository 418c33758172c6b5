import { PictureThumbs } from '@/components/picture-thumb';
import { detailValue } from '@/components/ui/detail-value';
import type { ReactNode } from 'react';
import { useGetRefundDetail } from '@/api/generated/endpoints/refund/refund';
import type { RefundDetail } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { Drawer } from '@/components/ui/drawer';
import { Tag } from '@/components/ui/tag';
import { findOption, orderStatusLabel, payTypeLabel, refundStatusLabel, refundStatusOptions } from '@/lib/enums';
import { yuan } from '@/lib/format';
import { afterSalesTypeLabel, EXPRESS_RETURN, refundFlowLabels, returnGoodsTypeLabel } from './refund-labels';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 py-1.5 text-sm">
      <dt className="w-24 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-all text-slate-800">{detailValue(children)}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-1 border-l-2 border-primary pl-2 text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 sm:grid-cols-2 sm:gap-x-6">{children}</dl>;
}

/** The pictures the user sent with the request (comma-joined urls). */
export const refundPictures = (joined: string) =>
  joined
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);

function Summary({ refund }: { refund: RefundDetail }) {
  const cells: Array<[string, ReactNode]> = [
    ['退款状态', <Tag key="status" tone={findOption(refundStatusOptions, refund.refundStatus)?.tone}>{refundStatusLabel(refund.refundStatus)}</Tag>],
    ['退款金额', yuan(refund.refundPrice)],
    ['实付金额', yuan(refund.payPrice)],
    // The reference backend's details carry no creation time: the flow's first step (申请退款) is when it began.
    ['创建时间', refund.createTime ?? refund.statusList.find((s) => s.changeType === 'apply')?.createTime ?? '-'],
  ];
  return (
    <dl aria-label="退款概况" className="grid grid-cols-2 gap-3 rounded bg-slate-50 p-4 sm:grid-cols-4">
      {cells.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-1">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="text-sm font-medium text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Flow({ refund }: { refund: RefundDetail }) {
  if (refund.statusList.length === 0) return <p className="py-2 text-sm text-slate-500">暂无记录</p>;
  return (
    <ol aria-label="退款流程" className="ml-2 border-l border-slate-200 py-1">
      {refund.statusList.map((step, i) => (
        <li key={`${step.createTime}-${i}`} className="relative pb-3 pl-4 text-sm last:pb-0">
          <span aria-hidden className="absolute top-1.5 -left-[5px] size-2.5 rounded-full bg-primary" />
          <p className="font-medium text-slate-800">
            {refundFlowLabels[step.changeType]}
            <span className="ml-2 text-xs font-normal text-slate-500">{step.createTime}</span>
          </p>
          {step.changeMessage && <p className="text-slate-600">{step.changeMessage}</p>}
        </li>
      ))}
    </ol>
  );
}

function Content({ refund }: { refund: RefundDetail }) {
  const order = refund.orderInfoVo;
  const pictures = refundPictures(refund.refundReasonWapImg);
  const returned = refund.trackingNumber !== '';
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">退款单号：{refund.refundOrderNo}</p>
      <Summary refund={refund} />
      <Section title="退款商品">
        <div className="flex items-center gap-3 py-1.5">
          <img src={refund.image} alt="" className="size-14 shrink-0 rounded object-cover" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="line-clamp-2 text-slate-800">{refund.productName}</p>
            <p className="text-xs text-slate-500">规格：{refund.sku}</p>
          </div>
          <dl className="grid shrink-0 grid-cols-[auto_auto] gap-x-2 text-sm">
            <dt className="text-slate-500">单价</dt>
            <dd>{yuan(refund.price)}</dd>
            <dt className="text-slate-500">购买数量</dt>
            <dd>{refund.payNum}</dd>
            <dt className="text-slate-500">申请数量</dt>
            <dd>{refund.applyRefundNum}</dd>
          </dl>
        </div>
      </Section>
      <Section title="退款明细">
        <Grid>
          <Item label="退款金额">{yuan(refund.refundPrice)}</Item>
          <Item label="退款数量">{refund.applyRefundNum}</Item>
          <Item label="售后类型">{afterSalesTypeLabel(refund.afterSalesType)}</Item>
          <Item label="预计退款方式">原支付返还</Item>
          {/* What goes back with the money is known once it is being paid back (退款中, 退款成功), as the reference shows it. */}
          {(refund.refundStatus === 2 || refund.refundStatus === 3) && (
            <>
              <Item label="退回运费">{yuan(refund.refundFreightFee)}</Item>
              <Item label="退回抵扣积分">{refund.refundUseIntegral ?? 0}</Item>
              <Item label="收回赠送积分">{refund.refundGainIntegral ?? 0}</Item>
              <Item label="退一级佣金">{yuan(refund.refundFirstBrokerageFee)}</Item>
              <Item label="退二级佣金">{yuan(refund.refundSecondBrokerageFee)}</Item>
            </>
          )}
          <Item label="退款时间">{refund.refundTime}</Item>
        </Grid>
      </Section>
      <Section title="退款流程">
        <Flow refund={refund} />
      </Section>
      <Section title="用户信息">
        <Grid>
          <Item label="用户昵称">{order.nickname}</Item>
          <Item label="用户ID">{order.uid}</Item>
          <Item label="绑定电话">{order.phone}</Item>
          <Item label="联系电话">{refund.telephone}</Item>
        </Grid>
      </Section>
      <Section title="退货信息">
        <Grid>
          <Item label="退货类型">{returnGoodsTypeLabel(refund.returnGoodsType)}</Item>
          {refund.returnGoodsType === EXPRESS_RETURN && (
            <>
              <Item label="收货人">{refund.receiver}</Item>
              <Item label="收货电话">{refund.receiverPhone}</Item>
              <Item label="收货地址">{refund.receiverAddressDetail}</Item>
            </>
          )}
          {returned && (
            <>
              <Item label="快递公司">{refund.expressName}</Item>
              <Item label="快递单号">{refund.trackingNumber}</Item>
            </>
          )}
        </Grid>
      </Section>
      {order.shippingType < 3 && order.secondType !== 2 && (
        <Section title="配送信息">
          <Grid>
            <Item label="配送方式">{order.shippingType === 1 ? '商家配送' : '到店自提'}</Item>
            {order.shippingType === 1 && (
              <>
                <Item label="收货人">{order.realName}</Item>
                <Item label="收货电话">{order.userPhone}</Item>
                <Item label="收货地址">{order.userAddress}</Item>
              </>
            )}
          </Grid>
        </Section>
      )}
      <Section title="订单信息">
        <Grid>
          <Item label="订单编号">{order.orderNo}</Item>
          {/* A wholly refunded order says so, whatever its status was (as the order list's tag). */}
          <Item label="订单状态">{order.refundStatus === 3 ? '已退款' : orderStatusLabel(order.status)}</Item>
          <Item label="支付状态">{order.paid ? '已支付' : '未支付'}</Item>
          <Item label="支付方式">{payTypeLabel(order.payType)}</Item>
          <Item label="支付时间">{order.payTime}</Item>
          <Item label="商品总价">{yuan(order.proTotalPrice)}</Item>
          <Item label="实际支付">{yuan(order.payPrice)}</Item>
          <Item label="邮费">{yuan(order.payPostage)}</Item>
          <Item label="平台优惠金额">{order.platCouponPrice === undefined ? undefined : yuan(order.platCouponPrice)}</Item>
          <Item label="商家优惠金额">{order.merCouponPrice === undefined ? undefined : yuan(order.merCouponPrice)}</Item>
          <Item label="会员抵扣金额">{order.svipDiscountPrice === undefined ? undefined : yuan(order.svipDiscountPrice)}</Item>
          <Item label="积分抵扣金额">{order.integralPrice === undefined ? undefined : yuan(order.integralPrice)}</Item>
          <Item label="扣除抵扣积分">{order.useIntegral}</Item>
          <Item label="赠送积分">{order.gainIntegral}</Item>
          <Item label="商品总数">{order.totalNum}</Item>
          <Item label="已发货数量">{order.deliveryNum}</Item>
          <Item label="下单时间">{order.createTime}</Item>
          <Item label="买家留言">{order.userRemark}</Item>
          <Item label="订单商家备注">{order.merchantRemark}</Item>
        </Grid>
      </Section>
      <Section title="退款原因">
        <Grid>
          <Item label="退款原因">{refund.refundReasonWap}</Item>
          <Item label="退款说明">{refund.refundReasonWapExplain}</Item>
        </Grid>
        <PictureThumbs pictures={pictures} name="退款凭证" className="size-16" listClassName="mt-1 flex flex-wrap gap-2" />
      </Section>
      {refund.refundReason && (
        <Section title="拒绝原因">
          <p className="text-sm text-slate-700">{refund.refundReason}</p>
        </Section>
      )}
      <Section title="备注">
        <Grid>
          <Item label="平台备注">{refund.platformRemark}</Item>
          <Item label="商家备注">{refund.merRemark}</Item>
        </Grid>
      </Section>
    </div>
  );
}

/**
 * 退款单详情 (reference §4.4): the state and amounts, the product, what is given back, the flow,
 * the user, the return, the order, why, and the remarks; `actions` renders the buttons of the
 * refund order's state along the bottom.
 */
export function RefundDetailDrawer({ refundOrderNo, onClose, actions }: { refundOrderNo: string | undefined; onClose: () => void; actions: (refund: RefundDetail) => ReactNode }) {
  const detail = useGetRefundDetail(refundOrderNo ?? '', undefined, { query: { enabled: refundOrderNo !== undefined } });
  const refund = detail.data;
  // A reload (after an action) keeps the details on screen.
  const shown = refund && refund.refundOrderNo === refundOrderNo ? refund : undefined;
  return (
    <Drawer open={refundOrderNo !== undefined} onOpenChange={(open) => !open && onClose()} title="退款单详情" width={760} footer={shown ? actions(shown) : undefined}>
      <QueryState query={detail} rows={8}>
        {shown && <Content refund={shown} />}
      </QueryState>
    </Drawer>
  );
}
