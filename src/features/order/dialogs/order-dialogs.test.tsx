import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { openOrders, order, orderRow, orderWhere, shown, toShip } from '@/features/order/order-test-utils';
import { confirmWith, findDialog, texts } from '@/test/page';
import { LOGOFF_WARNING } from './ship-dialog';
import { NO_CARRIER_NOTE } from './ship-carrier-field';
import { LOGOFF_SHIP_QUESTION } from '@/features/order/pages/order-list-page';
import { recordRequests } from '@/test/requests';
import { chooseOption, shownChoice } from '@/test/select';

const shipDialog = () => findDialog('订单发送货');

describe('发货', () => {
  it('ships a whole order by express: the default carrier preselected, the number required', async () => {
    const target = toShip(1);
    const { user } = await openOrders('/order/list?status=notShipped&limit=45');
    const requests = recordRequests();
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '发货' }));
    const dialog = await shipDialog();
    expect(within(dialog).getByRole('radio', { name: '快递配送' })).toBeChecked();
    const carrier = await within(dialog).findByLabelText('快递公司');
    const preferred = getDb().expresses.find((e) => e.isDefault)!;
    expect(shownChoice(carrier)).toBe(preferred.name);

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入快递单号')).toBeInTheDocument();
    expect(requests.all('/order/send')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('快递单号'), 'SF1234567890');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('发货成功'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '订单发送货' })).toBeNull());
    expect(await requests.last('/order/send')?.body).toEqual({ orderNo: target.orderNo, deliveryType: 'express', expressCode: preferred.code, expressNumber: 'SF1234567890', isSplit: false });
    const shipped = order(target.orderNo);
    expect(shipped.status).toBe(4);
    expect(shipped.invoices).toHaveLength(1);
    expect(shipped.invoices[0]).toMatchObject({ deliveryType: 'express', expressCode: preferred.code, trackingNumber: 'SF1234567890' });
    await waitFor(() => expect(shown()).not.toContain(target.orderNo));
  });

  it('checks the courier phone of 商家送货 and keeps what was typed when the server refuses', async () => {
    const target = toShip(1);
    const { user } = await openOrders(`/order/list?orderNo=${target.orderNo}`);
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '发货' }));
    const dialog = await shipDialog();
    await user.click(within(dialog).getByRole('radio', { name: '商家送货' }));
    await user.type(within(dialog).getByLabelText('配送人员'), '小王');
    await user.type(within(dialog).getByLabelText('手机号码'), '12345');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入正确的手机号码')).toBeInTheDocument();

    // The order is shipped elsewhere meanwhile: the server's refusal leaves the form as typed.
    order(target.orderNo).status = 4;
    await user.clear(within(dialog).getByLabelText('手机号码'));
    await user.type(within(dialog).getByLabelText('手机号码'), '13712345678');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('订单不处于待发货状态'));
    expect(within(dialog).getByLabelText('配送人员')).toHaveValue('小王');
    expect(within(dialog).getByLabelText('手机号码')).toHaveValue('13712345678');

    // Closing with input asks first.
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('确认关闭？');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '订单发送货' })).toBeNull());
  });

  it('ships an order in two parts (分单发货): 部分发货, then 待收货 from the details drawer', async () => {
    const target = toShip(2);
    const [first, second] = target.lines;
    const { user } = await openOrders(`/order/list?orderNo=${target.orderNo}`);
    const requests = recordRequests();
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '发货' }));
    let dialog = await shipDialog();
    await user.click(within(dialog).getByRole('switch', { name: '分单发货' }));
    const lines = within(await within(dialog).findByRole('table', { name: '分单发货商品' }));
    expect(lines.getAllByRole('row')[1]).toHaveTextContent(first.productName);
    await user.type(within(dialog).getByLabelText('快递单号'), 'ZT001');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请至少填写一个商品的发货数量')).toBeInTheDocument();

    const firstBox = lines.getAllByRole('textbox')[0];
    await user.type(firstBox, String(first.payNum + 1));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(`发货数量不能超过${first.payNum}`)).toBeInTheDocument();
    await user.clear(firstBox);
    await user.type(firstBox, String(first.payNum));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('发货成功'));
    expect(await requests.last('/order/send')?.body).toMatchObject({ isSplit: true, detailList: [{ orderDetailId: first.id, num: first.payNum }] });
    expect(order(target.orderNo).status).toBe(2);
    expect(order(target.orderNo).invoices).toHaveLength(1);
    await waitFor(async () => expect(await orderRow(target.orderNo)).toHaveTextContent('部分发货'));

    // The rest, from the details drawer.
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: '订单详情' });
    expect(await within(drawer).findByText('部分发货')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '发货' }));
    dialog = await shipDialog();
    await user.click(within(dialog).getByRole('switch', { name: '分单发货' }));
    const again = within(await within(dialog).findByRole('table', { name: '分单发货商品' }));
    // The first line is fully shipped: nothing left to type in.
    expect(again.getAllByRole('textbox')[0]).toBeDisabled();
    expect(again.getAllByRole('row')[1]).toHaveTextContent(String(first.payNum));
    await user.type(again.getAllByRole('textbox')[1], String(second.payNum));
    await chooseOption(user, within(dialog).getByLabelText('快递公司'), '中通快递');
    await user.type(within(dialog).getByLabelText('快递单号'), 'ZT002');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(order(target.orderNo).status).toBe(4));
    expect(order(target.orderNo).invoices.map((i) => [i.trackingNumber, i.totalNum])).toEqual([
      ['ZT001', first.payNum],
      ['ZT002', second.payNum],
    ]);
    // The open drawer follows: the new state, and no 发货 left.
    await waitFor(() => expect(within(drawer).getByText('待收货')).toBeInTheDocument());
    expect(within(drawer).queryByRole('button', { name: '发货' })).toBeNull();
    await user.click(within(drawer).getByRole('tab', { name: '发货记录' }));
    expect(await within(drawer).findByText('ZT002')).toBeInTheDocument();
    expect(within(drawer).getByText('ZT001')).toBeInTheDocument();
  });

  it('ships a virtual product order with its 发货备注 only: no 配送方式, no 分单发货, sent as 无需发货 whole', async () => {
    const target = orderWhere((o) => o.secondType === 2 && o.status === 1);
    const { user } = await openOrders(`/order/list?orderNo=${target.orderNo}`);
    const requests = recordRequests();
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '发货' }));
    const dialog = await findDialog('虚拟商品发货');
    const mark = within(dialog).getByLabelText('发货备注');
    expect(mark).toHaveAttribute('placeholder', '请输入备注信息，最多可输入250字');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).queryByText('配送方式')).toBeNull();
    expect(within(dialog).queryByRole('switch', { name: '分单发货' })).toBeNull();
    expect(within(dialog).queryByLabelText('快递公司')).toBeNull();
    await user.type(mark, '卡密已短信发送');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(order(target.orderNo).status).toBe(4));
    expect(await requests.last('/order/send')?.body).toEqual({ orderNo: target.orderNo, deliveryType: 'noNeed', isSplit: false, deliveryMark: '卡密已短信发送' });
    expect(order(target.orderNo).invoices[0]).toMatchObject({ deliveryType: 'noNeed', deliveryMark: '卡密已短信发送' });
  });
});

describe('发货: the carriers of the store and the buyer', () => {
  it('links a carrier in place with 设置物流公司 beside 快递公司: offered and chosen, the dialog and the typed number kept', async () => {
    const target = toShip(1);
    const { user, location } = await openOrders(`/order/list?orderNo=${target.orderNo}`);
    const requests = recordRequests();
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '发货' }));
    const dialog = await shipDialog();
    const carrier = await within(dialog).findByLabelText('快递公司');
    await user.type(within(dialog).getByLabelText('快递单号'), 'JT0001');
    await user.click(within(dialog).getByRole('button', { name: '设置物流公司' }));
    const relate = await findDialog('新增物流公司');
    await chooseOption(user, await within(relate).findByLabelText('物流公司'), '极兔速递（JTSD）');
    await user.click(within(relate).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('新增成功'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增物流公司' })).toBeNull());
    expect(await requests.bodies('/express/relate')).toEqual([{ expressId: 9 }]);
    // Still here, with the new carrier among the choices and chosen, and the number as typed.
    expect(location().pathname).toBe('/order/list');
    await waitFor(() => expect(shownChoice(carrier)).toBe('极兔速递'));
    expect(within(dialog).getByLabelText('快递单号')).toHaveValue('JT0001');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('发货成功'));
    expect(await requests.last('/order/send')?.body).toMatchObject({ deliveryType: 'express', expressCode: 'JTSD', expressNumber: 'JT0001' });
    expect(order(target.orderNo).invoices[0]).toMatchObject({ expressCode: 'JTSD', expressName: '极兔速递' });
  });

  it('says when the store has no open carrier, links one from the same dialog and ships with it', async () => {
    for (const e of getDb().expresses) Object.assign(e, { isOpen: false, isDefault: false });
    const target = toShip(1);
    const { user } = await openOrders(`/order/list?orderNo=${target.orderNo}`);
    const requests = recordRequests();
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '发货' }));
    const dialog = await shipDialog();
    expect(await within(dialog).findByText(NO_CARRIER_NOTE)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('快递单号'), 'SF000222');
    // Nothing to ship with: 确定 says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请选择快递公司');
    expect(requests.count('/order/send')).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: '设置物流公司' }));
    const relate = await findDialog('新增物流公司');
    await chooseOption(user, await within(relate).findByLabelText('物流公司'), '德邦快递（DBL）');
    await user.click(within(relate).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(shownChoice(within(dialog).getByLabelText('快递公司'))).toBe('德邦快递'));
    expect(within(dialog).queryByText(NO_CARRIER_NOTE)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(order(target.orderNo).status).toBe(4));
    expect(await requests.last('/order/send')?.body).toMatchObject({ expressCode: 'DBL', expressNumber: 'SF000222' });
  });

  it('asks first and warns that the buyer has deregistered before shipping, and ships when told to', async () => {
    const target = toShip(1);
    order(target.orderNo).isLogoff = true;
    const { user } = await openOrders(`/order/list?orderNo=${target.orderNo}`);
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '发货' }));
    await confirmWith(user, LOGOFF_SHIP_QUESTION, '取消');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '发货' }));
    await confirmWith(user, LOGOFF_SHIP_QUESTION);
    const dialog = await shipDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LOGOFF_WARNING);
    await user.type(await within(dialog).findByLabelText('快递单号'), 'SF000111');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(order(target.orderNo).status).toBe(4));
  });

  it('says nothing of deregistration for an ordinary buyer', async () => {
    const target = orderWhere((o) => o.status === 1 && o.lines.length === 1 && o.refundStatus === 0 && o.groupBuyRecordStatus === 99 && o.shippingType === 1 && !o.isLogoff);
    const { user } = await openOrders(`/order/list?orderNo=${target.orderNo}`);
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '发货' }));
    const dialog = await shipDialog();
    await within(dialog).findByLabelText('快递单号');
    expect(within(dialog).queryByText(LOGOFF_WARNING)).toBeNull();
  });
});

