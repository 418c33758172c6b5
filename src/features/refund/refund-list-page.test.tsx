import { screen, waitFor, within } from '@testing-library/react';
import { PROMPT_EXECUTING_MS } from '@/components/prompt-dialog';
import { getDb } from '@/mocks/db';
import type { DemoRefund } from '@/mocks/seed/orders';
import { seeded } from '@/test/demo-data';
import { openPage, texts, type PageUser } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';
import { APPROVE_QUESTION, RECEIVE_QUESTION } from './refund-actions';
import { refundTabs } from './refund-search';
import { yuan } from '@/lib/format';

const refundWhere = (test: (r: DemoRefund) => boolean) => seeded('refunds', test, 'refund');
const refund = (refundOrderNo: string) => refundWhere((r) => r.refundOrderNo === refundOrderNo);
const tabCount = (status: number) => getDb().refunds.filter((r) => status === 9 || r.refundStatus === status).length;

const open = (path = '/order/refund', as: 'admin' | 'staff' = 'admin') => openPage(path, '退款单列表', as);

const tabs = () => within(screen.getByRole('tablist', { name: '退款状态' }));
const table = () => within(screen.getByRole('table', { name: '退款单列表' }));
const refundRow = (refundOrderNo: string) => screen.findByRole('row', { name: new RegExp(refundOrderNo) });
/** The refund order numbers in the table, in order. */
const shown = () =>
  table()
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');
const click = async (user: PageUser, r: DemoRefund, name: string) => user.click(within(await refundRow(r.refundOrderNo)).getByRole('button', { name }));


describe('退款单', () => {
  it('shows every tab with its count and all refund orders under 全部', async () => {
    await open();
    for (const t of refundTabs) {
      expect(await tabs().findByRole('tab', { name: `${t.label}(${tabCount(t.value)})` })).toBeInTheDocument();
    }
    expect(tabs().getAllByRole('tab').map((t) => t.textContent?.replace(/\(\d+\)$/, ''))).toEqual(['全部', '待审核', '退款中', '用户退货', '商家待收货', '已撤销', '审核未通过', '已退款']);
    expect(tabs().getByRole('tab', { name: /^全部/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(shown()).toHaveLength(getDb().refunds.length));

    const express = refundWhere((r) => r.refundStatus === 5);
    const row = await refundRow(express.refundOrderNo);
    expect(row).toHaveTextContent(express.orderNo);
    expect(row).toHaveTextContent(express.userNickName);
    expect(row).toHaveTextContent(`${express.refundOrderInfo.sku} ×${express.applyRefundNum}`);
    expect(row).toHaveTextContent(yuan(express.refundPrice));
    expect(row).toHaveTextContent('商家待收货');
    expect(row).toHaveTextContent('退货退款');
    expect(row).toHaveTextContent('快递退回');
    expect(within(row).getByRole('button', { name: '确认收货' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '拒绝收货' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '同意' })).toBeNull();
    const revoked = await refundRow(refundWhere((r) => r.refundStatus === 6).refundOrderNo);
    expect(within(revoked).getAllByRole('button').map((b) => b.textContent)).toEqual(['详情', '备注']);
  });

  it('switches tabs: 待审核 lists only requests waiting for review, with 同意 and 拒绝', async () => {
    const { user, location } = await open();
    const requests = recordRequests();
    await user.click(await tabs().findByRole('tab', { name: /^待审核/ }));
    const waiting = getDb().refunds.filter((r) => r.refundStatus === 0);
    await waitFor(() => expect(shown().toSorted()).toEqual(waiting.map((r) => r.refundOrderNo).toSorted()));
    expect(location().search).toMatchObject({ refundStatus: 0 });
    expect(requests.last('/refund/order/list')?.url.searchParams.get('refundStatus')).toBe('0');
    for (const r of waiting) {
      const row = await refundRow(r.refundOrderNo);
      expect(within(row).getByRole('button', { name: '同意' })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: '拒绝' })).toBeInTheDocument();
    }
    await user.click(tabs().getByRole('tab', { name: /^全部/ }));
    await waitFor(() => expect(shown()).toHaveLength(getDb().refunds.length));
    expect(location().search.refundStatus).toBeUndefined();
  });

  it('sends each filter to the list and the counts, and keeps it in the address', async () => {
    const { user, location } = await open();
    const requests = recordRequests();
    const target = refundWhere((r) => r.refundStatus === 5);

    await user.type(screen.getByLabelText('退款单号'), `${target.refundOrderNo}{Enter}`);
    await waitFor(() => expect(shown()).toEqual([target.refundOrderNo]));
    expect(requests.last('/refund/order/list')?.url.searchParams.get('refundOrderNo')).toBe(target.refundOrderNo);
    await waitFor(() => expect(requests.last('/refund/order/status/num')?.url.searchParams.get('refundOrderNo')).toBe(target.refundOrderNo));
    expect(await tabs().findByRole('tab', { name: '商家待收货(1)' })).toBeInTheDocument();
    expect(tabs().getByRole('tab', { name: '待审核(0)' })).toBeInTheDocument();
    expect(location().search).toMatchObject({ refundOrderNo: target.refundOrderNo });
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(shown()).toHaveLength(getDb().refunds.length));

    await user.type(screen.getByLabelText('订单编号'), `${target.orderNo}{Enter}`);
    await waitFor(() => expect(requests.last('/refund/order/list')?.url.searchParams.get('orderNo')).toBe(target.orderNo));
    await waitFor(() => expect(shown()).toContain(target.refundOrderNo));
    await user.click(screen.getByRole('button', { name: '重置' }));

    await user.type(screen.getByLabelText('退货物流'), `${target.trackingNumber}{Enter}`);
    await waitFor(() => expect(shown()).toEqual([target.refundOrderNo]));
    expect(requests.last('/refund/order/list')?.url.searchParams.get('trackingNumber')).toBe(target.trackingNumber);
    await user.click(screen.getByRole('button', { name: '重置' }));

    await user.click(screen.getByRole('radio', { name: '最近30天' }));
    await waitFor(() => expect(requests.last('/refund/order/list')?.url.searchParams.get('dateLimit')).toBe('lately30'));
    expect(requests.last('/refund/order/status/num')?.url.searchParams.get('dateLimit')).toBe('lately30');
    expect(location().search).toMatchObject({ dateLimit: 'lately30' });
    await user.click(screen.getByRole('button', { name: '重置' }));

    // Phone and uid keep digits only; a number past 99999999999 is cleared.
    await chooseOption(user, '搜索类型', '手机号');
    const box = screen.getByLabelText('用户搜索');
    await user.type(box, 'a1b3');
    expect(box).toHaveValue('13');
    await user.clear(box);
    await user.type(box, '999999999999');
    expect(box).toHaveValue('');
    await user.type(box, `${target.orderInfoVo.phone}{Enter}`);
    await waitFor(() => expect(requests.last('/refund/order/list')?.url.searchParams.get('content')).toBe(target.orderInfoVo.phone));
    const list = requests.last('/refund/order/list');
    expect(list?.url.searchParams.get('searchType')).toBe('phone');
    await waitFor(() => expect(shown()).toContain(target.refundOrderNo));
    expect(location().search).toMatchObject({ searchType: 'phone', content: target.orderInfoVo.phone });
  });

  it('approves a request without a return after the question; the backend starts the refund', async () => {
    const { user } = await open();
    const target = refundWhere((r) => r.refundStatus === 0 && r.returnGoodsType === 0);
    const requests = recordRequests();
    await click(user, target, '同意');
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent(APPROVE_QUESTION);
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('操作成功'));
    expect(await requests.last('/refund/order/audit')?.body).toEqual({ refundOrderNo: target.refundOrderNo, auditType: 'success' });
    // 退款中 until the payment channel pays (the demo's delay), then 已退款.
    expect([2, 3]).toContain(refund(target.refundOrderNo).refundStatus);
    const status = refund(target.refundOrderNo).refundStatus === 2 ? '退款中' : '退款成功';
    await waitFor(async () => expect(await refundRow(target.refundOrderNo)).toHaveTextContent(status));
    expect(within(await refundRow(target.refundOrderNo)).queryByRole('button', { name: '同意' })).toBeNull();
    await waitFor(() => expect(tabs().getByRole('tab', { name: `待审核(${tabCount(0)})` })).toBeInTheDocument());
  });

  it('backs out of approving on 取消', async () => {
    const { user } = await open();
    const target = refundWhere((r) => r.refundStatus === 0 && r.returnGoodsType === 0);
    await click(user, target, '同意');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    expect(texts()).toContain('已取消');
    expect(refund(target.refundOrderNo).refundStatus).toBe(0);
  });

  it('approves an express return with the chosen return address', async () => {
    const { user } = await open();
    const target = refundWhere((r) => r.refundStatus === 0 && r.returnGoodsType === 1);
    const shownAddresses = getDb().merchantAddresses.filter((a) => a.isShow);
    const fallback = shownAddresses.find((a) => a.isDefault);
    const other = shownAddresses.find((a) => !a.isDefault);
    if (!fallback || !other) throw new Error('the seed needs a default and another shown address');
    const requests = recordRequests();

    await click(user, target, '同意');
    const dialog = await screen.findByRole('dialog', { name: '同意退款' });
    expect(within(dialog).getByRole('note')).toHaveTextContent('同意退款后，用户会根据下方地址将商品退回！');
    expect(await within(dialog).findByRole('radio', { name: new RegExp(fallback.receiverName) })).toBeChecked();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(shownAddresses.length);
    expect(requests.last('/address/list')?.url.searchParams.get('isShow')).toBe('true');

    await user.click(within(dialog).getByRole('radio', { name: new RegExp(other.receiverName) }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '同意退款' })).toBeNull());
    expect(await requests.last('/refund/order/audit')?.body).toEqual({ refundOrderNo: target.refundOrderNo, auditType: 'success', merAddressId: other.id });
    expect(texts()).toContain('操作成功');
    const after = refund(target.refundOrderNo);
    expect(after.refundStatus).toBe(4);
    expect(after.receiver).toBe(other.receiverName);
    await waitFor(async () => expect(await refundRow(target.refundOrderNo)).toHaveTextContent('用户退货'));
  });

  it('asks for a return address when none is the default', async () => {
    for (const a of getDb().merchantAddresses) a.isDefault = false;
    const { user } = await open();
    const target = refundWhere((r) => r.refundStatus === 0 && r.returnGoodsType === 1);
    await click(user, target, '同意');
    const dialog = await screen.findByRole('dialog', { name: '同意退款' });
    await within(dialog).findAllByRole('radio');
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('请选择退货地址');
    expect(refund(target.refundOrderNo).refundStatus).toBe(0);
  });

  it('refuses a request with a reason, which is required', async () => {
    const { user } = await open();
    const target = refundWhere((r) => r.refundStatus === 0 && r.returnGoodsType === 2);
    await click(user, target, '拒绝');
    const dialog = await screen.findByRole('dialog', { name: '拒绝退款' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入拒绝原因')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('拒绝原因'), '商品已使用，不支持退款');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(refund(target.refundOrderNo).refundStatus).toBe(1));
    expect(refund(target.refundOrderNo).refundReason).toBe('商品已使用，不支持退款');
    await waitFor(() => expect(texts()).toContain('操作成功'));
    // The prompt shows its executing state for 3 s before it closes.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '拒绝退款' })).toBeNull(), { timeout: PROMPT_EXECUTING_MS + 2000 });
    await waitFor(async () => expect(await refundRow(target.refundOrderNo)).toHaveTextContent('商家拒绝'));
  });

  it('confirms the returned goods arrived', async () => {
    const { user } = await open();
    const target = refundWhere((r) => r.refundStatus === 5);
    const requests = recordRequests();
    await click(user, target, '确认收货');
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent(RECEIVE_QUESTION);
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('操作成功'));
    expect(requests.last(`/refund/order/receiving/${target.refundOrderNo}`)?.method).toBe('POST');
    expect([2, 3]).toContain(refund(target.refundOrderNo).refundStatus);
    await waitFor(async () => expect(within(await refundRow(target.refundOrderNo)).queryByRole('button', { name: '确认收货' })).toBeNull());
  });

  it('refuses the returned goods with a reason', async () => {
    const { user } = await open();
    const target = refundWhere((r) => r.refundStatus === 5);
    const requests = recordRequests();
    await click(user, target, '拒绝收货');
    const dialog = await screen.findByRole('dialog', { name: '拒绝收货' });
    await user.type(within(dialog).getByLabelText('拒绝原因'), '退回商品与原商品不符');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(refund(target.refundOrderNo).refundStatus).toBe(1), { timeout: PROMPT_EXECUTING_MS + 2000 });
    expect(await requests.last('/refund/order/receiving/reject')?.body).toEqual({ refundOrderNo: target.refundOrderNo, reason: '退回商品与原商品不符' });
    await waitFor(() => expect(texts()).toContain('操作成功'), { timeout: PROMPT_EXECUTING_MS + 2000 });
    await waitFor(async () => expect(await refundRow(target.refundOrderNo)).toHaveTextContent('商家拒绝'), { timeout: PROMPT_EXECUTING_MS + 2000 });
  });

  it('edits the merchant remark, starting from the current one', async () => {
    const target = refundWhere((r) => r.refundStatus === 6);
    target.merRemark = '已电话联系';
    const { user } = await open();
    await click(user, target, '备注');
    const dialog = await screen.findByRole('dialog', { name: '备注' });
    const input = within(dialog).getByLabelText('备注');
    expect(input).toHaveValue('已电话联系');
    await user.clear(input);
    await user.type(input, '用户已撤销，无需处理');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(refund(target.refundOrderNo).merRemark).toBe('用户已撤销，无需处理'));
    await waitFor(() => expect(texts()).toContain('操作成功'));
  });

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

  it('shows staff without the permissions no counts and no actions', async () => {
    await open('/order/refund', 'staff');
    await waitFor(() => expect(shown()).toHaveLength(getDb().refunds.length));
    expect(tabs().getAllByRole('tab').map((t) => t.textContent)).toEqual(refundTabs.map((t) => t.label));
    expect(table().queryByRole('button', { name: '同意' })).toBeNull();
    expect(table().queryByRole('button', { name: '详情' })).toBeNull();
    expect(table().queryByRole('button', { name: '备注' })).toBeNull();
  });
});
