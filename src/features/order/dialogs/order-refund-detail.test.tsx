import { screen, waitFor, within } from '@testing-library/react';
import { addMoney, divMoney, yuan } from '@/lib/format';
import { getDb } from '@/mocks/db';
import { openOrders, order, orderRow, orderWhere } from '@/features/order/order-test-utils';
import { findDialog, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';

/** A received-by-now order with two lines and nothing refunded. */
const refundable = () => orderWhere((o) => o.status === 4 && o.refundStatus === 0 && !o.userRefundSign && o.groupBuyRecordStatus === 99 && o.lines.length === 2);

describe('直接退款', () => {
  it('refunds a whole order: the amount is every line paid, and the order becomes 已退款', async () => {
    const target = refundable();
    const expected = addMoney(...target.lines.map((l) => l.payPrice));
    const { user } = await openOrders(`/order/list?orderNo=${target.orderNo}`);
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '直接退款' }));
    const dialog = await findDialog('直接退款');
    expect(within(dialog).getByRole('radio', { name: '整单退款' })).toBeChecked();
    expect(await within(dialog).findByRole('status', { name: '预计退款金额' })).toHaveTextContent(yuan(expected));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('退款成功'));
    const after = order(target.orderNo);
    expect(after.refundStatus).toBe(3);
    expect(after.lines.every((l) => l.refundNum === l.payNum)).toBe(true);
    await waitFor(async () => expect(await orderRow(target.orderNo)).toHaveTextContent('已退款'));
    // Nothing left to refund: the item is gone from 更多.
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '更多' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).not.toContain('直接退款');
  });

  it('refunds chosen pieces (分单退款) with the exact amount shown and recorded', async () => {
    const target = orderWhere((o) => o.status === 1 && o.lines.length === 3 && o.refundStatus === 0 && !o.userRefundSign);
    const [a, b] = target.lines;
    const { user } = await openOrders(`/order/list?orderNo=${target.orderNo}`);
    const requests = recordRequests();
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '直接退款' }));
    const dialog = await findDialog('直接退款');
    await user.click(within(dialog).getByRole('radio', { name: '分单退款' }));
    const amount = within(dialog).getByRole('status', { name: '预计退款金额' });
    expect(amount).toHaveTextContent('¥0.00');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请至少填写一个商品的退款数量')).toBeInTheDocument();

    const boxes = within(within(dialog).getByRole('table', { name: '分单退款商品' })).getAllByRole('textbox');
    await user.type(boxes[0], '1');
    await user.type(boxes[1], String(b.payNum));
    // One piece of the first line and all of the second, to the cent.
    const expected = addMoney(divMoney(a.payPrice, a.payNum), b.payPrice);
    expect(amount).toHaveTextContent(yuan(expected));
    await user.type(boxes[2], '9');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(`退款数量不能超过${target.lines[2].payNum}`)).toBeInTheDocument();
    await user.clear(boxes[2]);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('退款成功'));
    expect(await requests.last('/order/direct/refund')?.body).toEqual({
      orderNo: target.orderNo,
      returnType: 2,
      detailList: [
        { orderDetailId: a.id, num: 1 },
        { orderDetailId: b.id, num: b.payNum },
      ],
    });
    const after = order(target.orderNo);
    expect(after.refundStatus).toBe(2);
    expect(after.lines.map((l) => l.refundNum)).toEqual([1, b.payNum, 0]);
    const recorded = addMoney(...getDb().refunds.filter((r) => r.orderNo === target.orderNo).map((r) => r.refundPrice));
    expect(recorded).toBe(expected);
    await waitFor(async () => expect(await orderRow(target.orderNo)).toHaveTextContent('部分退款'));
  });
});

describe('订单详情', () => {
  it('opens from 详情 into the address and shows the order, its user, consignee, amounts and custom answers', async () => {
    const target = orderWhere((o) => o.orderExtend !== '');
    const { user, location } = await openOrders(`/order/list?orderNo=${target.orderNo}`);
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: '订单详情' });
    await waitFor(() => expect(location().search).toMatchObject({ detail: target.orderNo }));
    expect(await within(drawer).findByText(`订单号：${target.orderNo}`)).toBeInTheDocument();
    const info = within(drawer);
    expect(info.getByRole('region', { name: '用户信息' })).toHaveTextContent(`${target.nikeName} / ${target.uid}`);
    expect(info.getByRole('region', { name: '收货信息' })).toHaveTextContent(target.userAddress);
    const amounts = info.getByRole('region', { name: '订单信息' });
    expect(amounts).toHaveTextContent(`商品总价：${yuan(target.proTotalPrice)}`);
    expect(amounts).toHaveTextContent(`实际支付：${yuan(target.payPrice)}`);
    expect(amounts).toHaveTextContent('配送方式：商家配送');
    expect(amounts).toHaveTextContent(`商品总数：${target.totalNum}`);
    const answers = JSON.parse(target.orderExtend) as Array<{ title: string; value: string }>;
    for (const a of answers) expect(info.getByRole('region', { name: '自定义留言' })).toHaveTextContent(`${a.title}：${a.value}`);

    await user.click(info.getByRole('tab', { name: '商品信息' }));
    const lines = within(await info.findByRole('table', { name: '商品信息' }));
    for (const line of target.lines) expect(lines.getByRole('row', { name: new RegExp(line.productName) })).toHaveTextContent(yuan(line.price));

    await user.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(location().search).not.toHaveProperty('detail'));
  });

  it('shows 支付状态; a virtual product order has no 收货信息, goes by 虚拟发货, and no 发货记录 before it is shipped', async () => {
    const target = orderWhere((o) => o.secondType === 2 && o.status === 1);
    await openOrders(`/order/list?detail=${target.orderNo}`);
    const drawer = within(await screen.findByRole('dialog', { name: '订单详情' }));
    const amounts = await drawer.findByRole('region', { name: '订单信息' });
    expect(amounts).toHaveTextContent('支付状态：已支付');
    expect(amounts).toHaveTextContent('配送方式：虚拟发货');
    expect(drawer.queryByRole('region', { name: '收货信息' })).toBeNull();
    expect(drawer.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['订单信息', '商品信息']);
  });

  it('hides 收货信息 of a pickup order and shows its 核销码', async () => {
    const target = orderWhere((o) => o.shippingType === 2 && o.status === 3);
    await openOrders(`/order/list?detail=${target.orderNo}`);
    const drawer = within(await screen.findByRole('dialog', { name: '订单详情' }));
    expect(await drawer.findByRole('region', { name: '核销信息' })).toHaveTextContent(`核销码：${target.verifyCode}`);
    expect(drawer.queryByRole('region', { name: '收货信息' })).toBeNull();
    expect(drawer.getByRole('region', { name: '订单信息' })).toHaveTextContent('配送方式：门店自提');
  });

  it('lists the shipments, follows one and changes its tracking number', async () => {
    const target = orderWhere((o) => o.status === 4 && o.invoices.length === 1 && o.invoices[0].deliveryType === 'express');
    const invoice = target.invoices[0];
    const { user } = await openOrders(`/order/list?detail=${target.orderNo}`);
    const drawer = within(await screen.findByRole('dialog', { name: '订单详情' }));
    await user.click(await drawer.findByRole('tab', { name: '发货记录' }));
    const card = within(await drawer.findByRole('listitem', { name: '包裹1' }));
    expect(card.getByText(invoice.trackingNumber)).toBeInTheDocument();
    expect(card.getByText(invoice.expressName)).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: '查看物流' }));
    const tracking = await screen.findByRole('dialog', { name: '物流查询' });
    expect(await within(tracking).findByRole('list', { name: '物流轨迹' })).toHaveTextContent(`${invoice.expressName}已揽收`);
    await user.click(within(tracking).getByRole('button', { name: '关闭' }));

    await user.click(card.getByRole('button', { name: '修改配送信息' }));
    const edit = await findDialog('修改配送信息');
    const number = await within(edit).findByLabelText('快递单号');
    expect(number).toHaveValue(invoice.trackingNumber);
    await user.clear(number);
    await user.click(within(edit).getByRole('button', { name: '确定' }));
    expect(await within(edit).findByText('请输入快递单号')).toBeInTheDocument();
    await user.type(number, 'YT0000001');
    await chooseOption(user, within(edit).getByLabelText('快递公司'), '圆通速递');
    await user.click(within(edit).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(order(target.orderNo).invoices[0]).toMatchObject({ trackingNumber: 'YT0000001', expressCode: 'YTO', expressName: '圆通速递' }));
    expect(await drawer.findByText('YT0000001')).toBeInTheDocument();
  });
});
