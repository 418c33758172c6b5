import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { openPage } from '@/test/page';
import { yuan } from '@/lib/format';
import { click, open, refund, refundWhere } from './refund-test-utils';

// 退款单详情: what the drawer shows of a refund and its order, and its buttons acting on the refund.

describe('退款单', () => {
  it('shows a refunded request’s amounts given back, and its order as 已退款 with what it paid and how it ships', async () => {
    const target = refundWhere((r) => r.refundStatus === 3 && getDb().orders.some((o) => o.orderNo === r.orderNo && o.refundStatus === 3 && o.shippingType === 1));
    const order = getDb().orders.find((o) => o.orderNo === target.orderNo)!;
    await openPage(`/order/refund?detail=${target.refundOrderNo}`, () => screen.findByRole('dialog', { name: '退款单详情' }, { timeout: 5000 }));
    const drawer = within(screen.getByRole('dialog', { name: '退款单详情' }));
    await drawer.findByText(`退款单号：${target.refundOrderNo}`);
    expect(drawer.getByRole('region', { name: '退款明细' })).toHaveTextContent(`收回赠送积分${target.refundGainIntegral ?? 0}`);
    const info = drawer.getByRole('region', { name: '订单信息' });
    expect(info).toHaveTextContent('订单状态已退款');
    expect(info).toHaveTextContent('支付状态已支付');
    expect(info).toHaveTextContent(`商家优惠金额${yuan(order.merCouponPrice)}`);
    expect(drawer.getByRole('region', { name: '配送信息' })).toHaveTextContent(order.userAddress);
  });

  it('shows the details in a drawer whose buttons act on the refund and refresh it', async () => {
    const { user, location } = await open();
    const target = refundWhere((r) => r.refundStatus === 5);
    target.platformRemark = '平台已介入';
    await click(user, target, '详情');
    const drawer = await screen.findByRole('dialog', { name: '退款单详情' });
    expect(location().search).toMatchObject({ detail: target.refundOrderNo });
    await within(drawer).findByText(`退款单号：${target.refundOrderNo}`);
    const summary = within(drawer).getByLabelText('退款概况');
    expect(summary).toHaveTextContent('商家待收货');
    expect(summary).toHaveTextContent(`退款金额${yuan(target.refundPrice)}`);
    expect(summary).toHaveTextContent(`实付金额${yuan(target.payPrice)}`);
    expect(summary).toHaveTextContent(target.createTime);
    const product = within(drawer).getByRole('region', { name: '退款商品' });
    expect(product).toHaveTextContent(target.productName);
    expect(product).toHaveTextContent(target.sku);
    expect(product).toHaveTextContent(`申请数量${target.applyRefundNum}`);
    // What goes back with the money shows once it is paid back, not while the goods are on their way.
    const amounts = within(drawer).getByRole('region', { name: '退款明细' });
    expect(amounts).toHaveTextContent(`退款数量${target.applyRefundNum}`);
    expect(amounts).toHaveTextContent('预计退款方式原支付返还');
    expect(amounts).not.toHaveTextContent('收回赠送积分');
    const flow = within(drawer).getByRole('list', { name: '退款流程' });
    expect(within(flow).getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      target.statusList.map((s) => `${{ apply: '申请退款', audit: '商家审核', returning: '商品退回', receiving: '商家确认收货', rejectionGoods: '商家拒绝收货', refund: '退款', compulsory: '平台强制退款', revoke: '撤销' }[s.changeType]}${s.createTime}${s.changeMessage}`),
    );
    const userInfo = within(drawer).getByRole('region', { name: '用户信息' });
    expect(userInfo).toHaveTextContent(target.orderInfoVo.nickname);
    expect(userInfo).toHaveTextContent(String(target.orderInfoVo.uid));
    const returned = within(drawer).getByRole('region', { name: '退货信息' });
    expect(returned).toHaveTextContent(target.receiver);
    expect(returned).toHaveTextContent(target.receiverAddressDetail);
    expect(returned).toHaveTextContent(`快递公司${target.expressName}`);
    expect(returned).toHaveTextContent(`快递单号${target.trackingNumber}`);
    const order = within(drawer).getByRole('region', { name: '订单信息' });
    expect(order).toHaveTextContent(target.orderNo);
    expect(order).toHaveTextContent(`商品总价${yuan(target.orderInfoVo.proTotalPrice)}`);
    const reason = within(drawer).getByRole('region', { name: '退款原因' });
    expect(reason).toHaveTextContent(target.refundReasonWap);
    expect(within(reason).getAllByRole('img', { name: /退款凭证/ })).toHaveLength(target.refundReasonWapImg.split(',').filter(Boolean).length);
    // An uploaded picture opens in a dialog of the console, never as a page on its own address.
    expect(within(reason).queryAllByRole('link')).toHaveLength(0);
    await user.click(within(reason).getByRole('button', { name: '查看退款凭证 1' }));
    const big = await screen.findByRole('dialog', { name: '退款凭证' });
    expect(within(big).getByRole('img', { name: '退款凭证 1大图' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '退款凭证' })).toBeNull());
    expect(within(drawer).getByRole('region', { name: '备注' })).toHaveTextContent('平台备注平台已介入');

    // The drawer offers what the row offers, 详情 aside.
    expect(within(drawer).queryByRole('button', { name: '详情' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: '确认收货' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect([2, 3]).toContain(refund(target.refundOrderNo).refundStatus));
    await waitFor(() => expect(within(drawer).getByLabelText('退款概况')).not.toHaveTextContent('商家待收货'));
    expect(within(drawer).queryByRole('button', { name: '确认收货' })).toBeNull();
    expect(within(drawer).getByRole('list', { name: '退款流程' })).toHaveTextContent('商家确认收货');
  });
});
