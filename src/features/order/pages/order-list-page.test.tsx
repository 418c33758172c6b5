import { screen, waitFor, within } from '@testing-library/react';
import { PROMPT_EXECUTING_MS } from '@/components/prompt-dialog';
import { getDb } from '@/mocks/db';
import { inOrderTab } from '@/mocks/logic/order-list';
import { orderTabs } from '@/features/order/model/order-search';
import { openOrders, order, orderRow, orderWhere, shown, table, tabs } from '@/features/order/order-test-utils';
import { confirmWith, texts } from '@/test/page';
import { PRINT_DONE, PRINT_QUESTION } from '@/features/order/dialogs/print-receipt';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';
import { yuan } from '@/lib/format';
import { getToken } from '@/lib/session-cookies';
import { server } from '@/mocks/node';
import { readSheet } from '@/test/read-xlsx';

const tabCount = (tab: string) => getDb().orders.filter((o) => inOrderTab(o, tab)).length;
const executing = { timeout: PROMPT_EXECUTING_MS + 3000 };


describe('订单管理', () => {
  it('shows every tab with its count and the orders of 全部, newest first', async () => {
    await openOrders('/order/list?limit=45');
    for (const t of orderTabs) {
      expect(await tabs().findByRole('tab', { name: `${t.label}(${tabCount(t.value)})` })).toBeInTheDocument();
    }
    expect(tabs().getAllByRole('tab').map((t) => t.textContent?.replace(/\(\d+\)$/, ''))).toEqual(['全部', '待发货', '待收货', '待核销', '已收货', '已完成', '已退款', '已删除']);
    expect(tabs().getByRole('tab', { name: /^全部/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(shown()).toHaveLength(getDb().orders.length));
    expect(shown()).toEqual(getDb().orders.toSorted((a, b) => b.createTime.localeCompare(a.createTime)).map((o) => o.orderNo));

    const seckill = orderWhere((o) => o.type === 1);
    const seckillRow = await orderRow(seckill.orderNo);
    expect(seckillRow).toHaveTextContent(`[秒杀]${seckill.orderNo}`);
    expect(seckillRow).toHaveTextContent(seckill.nikeName);
    expect(seckillRow).toHaveTextContent(yuan(seckill.payPrice));

    const grouping = orderWhere((o) => o.groupBuyRecordStatus === 0);
    const groupRow = await orderRow(grouping.orderNo);
    expect(groupRow).toHaveTextContent(`[拼团]${grouping.orderNo}`);
    expect(groupRow).toHaveTextContent('拼团中');
    // A group still forming can be neither shipped nor refunded.
    expect(within(groupRow).queryByRole('button', { name: '发货' })).toBeNull();

    const refunded = orderWhere((o) => o.refundStatus === 3 && !o.isUserDel);
    const refundedRow = await orderRow(refunded.orderNo);
    expect(within(refundedRow).getByText(refunded.orderNo)).toHaveClass('text-danger');
    expect(within(refundedRow).getAllByText('已退款')).toHaveLength(2);

    const deleted = orderWhere((o) => o.isUserDel);
    expect(await orderRow(deleted.orderNo)).toHaveTextContent('用户已删除');

    const remarked = orderWhere((o) => o.merchantRemark !== '');
    expect(await orderRow(remarked.orderNo)).toHaveTextContent(remarked.merchantRemark);
  });

  it('opens a row to show its products, price × quantity', async () => {
    const { user } = await openOrders('/order/list?limit=45');
    const target = orderWhere((o) => o.lines.length === 3);
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: `展开 ${target.orderNo}` }));
    const products = screen.getByRole('list', { name: `${target.orderNo} 的商品` });
    for (const line of target.lines) {
      expect(products).toHaveTextContent(line.productName);
      expect(products).toHaveTextContent(`${yuan(line.price)} × ${line.payNum}`);
    }
  });

  it('switches tabs: 待发货 lists the orders to ship, each with 发货', async () => {
    const { user, location } = await openOrders();
    const requests = recordRequests();
    await user.click(await tabs().findByRole('tab', { name: /^待发货/ }));
    const waiting = getDb().orders.filter((o) => inOrderTab(o, 'notShipped'));
    await waitFor(() => expect(shown().toSorted()).toEqual(waiting.map((o) => o.orderNo).toSorted()));
    expect(location().search).toMatchObject({ status: 'notShipped' });
    expect(requests.last('/order/list')?.url.searchParams.get('status')).toBe('notShipped');
    const ready = waiting.find((o) => o.groupBuyRecordStatus !== 0);
    expect(within(await orderRow(ready!.orderNo)).getByRole('button', { name: '发货' })).toBeInTheDocument();
  });

  it('filters by order number and by phone, sending each filter to the list and the counts', async () => {
    const { user, location } = await openOrders();
    const requests = recordRequests();
    const target = orderWhere((o) => o.status === 4 && o.type === 0);

    await user.type(screen.getByLabelText('订单编号'), `${target.orderNo}{Enter}`);
    await waitFor(() => expect(shown()).toEqual([target.orderNo]));
    expect(requests.last('/order/list')?.url.searchParams.get('orderNo')).toBe(target.orderNo);
    await waitFor(() => expect(requests.last('/order/status/num')?.url.searchParams.get('orderNo')).toBe(target.orderNo));
    expect(await tabs().findByRole('tab', { name: '待收货(1)' })).toBeInTheDocument();
    expect(tabs().getByRole('tab', { name: '待发货(0)' })).toBeInTheDocument();
    expect(location().search).toMatchObject({ orderNo: target.orderNo });
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screen.getByLabelText('订单编号')).toHaveValue(''));
    await waitFor(() => expect(shown().length).toBeGreaterThan(1));
    expect(location().search).not.toHaveProperty('orderNo');

    await chooseOption(user, '搜索类型', '手机号');
    const box = screen.getByLabelText('用户搜索');
    // Digits only for a phone, and a number above 99999999999 is cleared.
    await user.type(box, `1a${target.phone.slice(1)}`);
    expect(box).toHaveValue(target.phone);
    await user.type(box, '9');
    expect(box).toHaveValue('');
    await user.type(box, `${target.phone}{Enter}`);
    const buyers = getDb().orders.filter((o) => o.phone.includes(target.phone)).map((o) => o.orderNo);
    await waitFor(() => expect(shown().toSorted()).toEqual(buyers.toSorted()));
    const sent = requests.last('/order/list')?.url.searchParams;
    expect(sent?.get('searchType')).toBe('phone');
    expect(sent?.get('content')).toBe(target.phone);
    await waitFor(() => expect(requests.last('/order/status/num')?.url.searchParams.get('content')).toBe(target.phone));
    expect(location().search).toMatchObject({ searchType: 'phone', content: target.phone });
  });

  it('filters by order type and date', async () => {
    const { user } = await openOrders('/order/list?limit=45');
    const requests = recordRequests();
    await chooseOption(user, '订单类型', '秒杀');
    const seckill = getDb().orders.filter((o) => o.type === 1).map((o) => o.orderNo);
    await waitFor(() => expect(shown().toSorted()).toEqual(seckill.toSorted()));
    expect(requests.last('/order/list')?.url.searchParams.get('type')).toBe('1');
    await user.click(screen.getByRole('radio', { name: '最近30天' }));
    await waitFor(() => expect(requests.last('/order/list')?.url.searchParams.get('dateLimit')).toBe('lately30'));
    expect(requests.last('/order/list')?.url.searchParams.get('type')).toBe('1');
  });

  it('saves a merchant remark from 更多, starting from the current one', async () => {
    const { user } = await openOrders('/order/list?limit=45');
    const target = orderWhere((o) => o.merchantRemark !== '' && !o.isUserDel);
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '订单备注' }));
    const dialog = await screen.findByRole('dialog', { name: '订单备注' });
    const input = within(dialog).getByLabelText('订单备注');
    expect(input).toHaveValue(target.merchantRemark);
    await user.clear(input);
    await user.type(input, '已电话确认地址');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('操作成功'), executing);
    expect(order(target.orderNo).merchantRemark).toBe('已电话确认地址');
    await waitFor(async () => expect(await orderRow(target.orderNo)).toHaveTextContent('已电话确认地址'));
  });

  it('verifies a pickup order by its code; a wrong code shows the server message and keeps the dialog', async () => {
    const { user } = await openOrders();
    const target = orderWhere((o) => o.status === 3 && !o.userRefundSign && o.refundStatus === 0);
    const before = tabCount('awaitVerification');
    expect(await tabs().findByRole('tab', { name: `待核销(${before})` })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '核销订单' }));
    const dialog = await screen.findByRole('dialog', { name: '核销订单' });
    const input = within(dialog).getByLabelText('核销码');
    await user.type(input, '000000');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('请选择正确的核销码'));
    expect(screen.getByRole('dialog', { name: '核销订单' })).toBeInTheDocument();
    expect(order(target.orderNo).status).toBe(3);

    await user.clear(input);
    await user.type(input, target.verifyCode);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('核销成功'), executing);
    expect(order(target.orderNo).status).toBe(5);
    expect(await tabs().findByRole('tab', { name: `待核销(${before - 1})` })).toBeInTheDocument();
  });

  it('prints a receipt once 确认打印小票 is answered; 取消 prints nothing', async () => {
    const { user } = await openOrders('/order/list?limit=45');
    const requests = recordRequests();
    const target = orderWhere((o) => o.status === 4 && o.paid);
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '打印小票' }));
    await confirmWith(user, PRINT_QUESTION, '取消');
    expect(requests.count(`/order/printreceipt/${target.orderNo}`)).toBe(0);
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '打印小票' }));
    await confirmWith(user, PRINT_QUESTION);
    await waitFor(() => expect(texts()).toContain(PRINT_DONE));
    expect(requests.count(`/order/printreceipt/${target.orderNo}`)).toBe(1);
  });

  it('hides 打印小票 from 更多 and the drawer when the store prints automatically only', async () => {
    getDb().configInfo.receiptPrintingSwitch = 2;
    const target = orderWhere((o) => o.status === 4 && o.paid);
    const { user } = await openOrders(`/order/list?orderNo=${target.orderNo}`);
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '更多' }));
    expect(await screen.findByRole('menuitem', { name: '订单备注' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '打印小票' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: '订单详情' });
    expect(await within(drawer).findByRole('button', { name: '订单备注' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '打印小票' })).toBeNull();
  });

  it('prints from the order drawer too, after asking, when the store prints by hand and automatically', async () => {
    getDb().configInfo.receiptPrintingSwitch = 3;
    const target = orderWhere((o) => o.status === 4 && o.paid);
    const { user } = await openOrders(`/order/list?orderNo=${target.orderNo}`);
    const requests = recordRequests();
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: '订单详情' });
    await user.click(await within(drawer).findByRole('button', { name: '打印小票' }));
    await confirmWith(user, PRINT_QUESTION);
    await waitFor(() => expect(texts()).toContain(PRINT_DONE));
    expect(requests.count(`/order/printreceipt/${target.orderNo}`)).toBe(1);
  });

  it('deletes an order the user deleted, after the delete question: kept in the store, gone from the list', async () => {
    const { user } = await openOrders('/order/list?status=deleted');
    const target = orderWhere((o) => o.isUserDel);
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: '更多' }));
    await user.click(await screen.findByRole('menuitem', { name: '删除订单' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('确定永久删除该数据');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(order(target.orderNo).isMerchantDel).toBe(true));
    expect(texts()).toContain('删除成功');
    await waitFor(() => expect(shown()).not.toContain(target.orderNo));
  });

  it('exports the tab with its filters as an xlsx file', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn<(blob: Blob) => string>(() => 'blob:export'), revokeObjectURL: vi.fn<(url: string) => void>() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const { user } = await openOrders('/order/list?status=spike&type=0');
      const requests = recordRequests();
      await user.click(screen.getByRole('button', { name: '导出' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatch(/^订单导出_\d+\.xlsx$/);
      const sent = requests.last('/export/excel/order')?.url.searchParams;
      expect(sent?.get('status')).toBe('spike');
      expect(sent?.get('type')).toBe('0');
      expect(requests.last('/common/download')?.url.searchParams.get('fileName')).toBe(saved[0]);
    } finally {
      click.mockRestore();
    }
  });

  it('exports through the reference backend’s own call under the reference profile: the workbook itself, with the session’s token, saved under the server’s name', async () => {
    vi.stubEnv('VITE_BACKEND_PROFILE', 'reference');
    const saved: Array<{ name: string; blob: Blob }> = [];
    let made: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: vi.fn<(blob: Blob) => string>((blob) => {
        made = blob;
        return 'blob:export';
      }),
      revokeObjectURL: vi.fn<(url: string) => void>(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (made) saved.push({ name: this.download, blob: made });
    });
    const tokens: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/admin/merchant/export/order/excel')) tokens.push(request.headers.get('Authori-zation') ?? '');
    };
    server.events.on('request:start', listener);
    try {
      const { user } = await openOrders('/order/list?status=spike&type=0');
      const requests = recordRequests();
      await user.click(screen.getByRole('button', { name: '导出' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0].name).toMatch(/^订单导出_\d{23}\.xlsx\.xlsx$/);
      expect(tokens).toEqual([getToken()]);
      const sent = requests.last('/admin/merchant/export/order/excel')?.url.searchParams;
      expect(sent?.get('status')).toBe('spike');
      expect(sent?.get('type')).toBe('0');
      expect(requests.count('/export/excel/order') + requests.count('/common/download')).toBe(0);

      const sheet = readSheet(await saved[0].blob.arrayBuffer());
      expect(sheet.rows[0]).toEqual(['订单导出']);
      expect(sheet.rows[2].slice(0, 3)).toEqual(['订单类型', '订单号', '商户名称']);
      const expected = getDb()
        .orders.filter((o) => inOrderTab(o, 'spike') && o.type === 0)
        .toSorted((a, b) => b.createTime.localeCompare(a.createTime));
      expect(sheet.rows.slice(3).map((r) => r[1])).toEqual(expected.map((o) => o.orderNo));
      expect(sheet.rows[3].slice(8, 10)).toEqual(['待收货', '未退款']);
    } finally {
      click.mockRestore();
      server.events.removeListener('request:start', listener);
      vi.unstubAllEnvs();
    }
  });

  it('shows the staff account the orders with 详情 only', async () => {
    await openOrders('/order/list?limit=45', 'staff');
    const target = orderWhere((o) => o.status === 1 && o.groupBuyRecordStatus === 99);
    const row = await orderRow(target.orderNo);
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['', '详情']);
    expect(screen.queryByRole('button', { name: '核销订单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
    expect(tabs().getByRole('tab', { name: '全部' })).toBeInTheDocument();
    expect(table().getAllByRole('row').length).toBeGreaterThan(1);
    expect(texts()).not.toContain('没有权限访问');
  });
});
