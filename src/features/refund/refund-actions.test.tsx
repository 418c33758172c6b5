import { screen, waitFor, within } from '@testing-library/react';
import { PROMPT_EXECUTING_MS } from '@/components/prompt-dialog';
import { getDb } from '@/mocks/db';
import { texts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { APPROVE_QUESTION, RECEIVE_QUESTION } from './refund-actions';
import { click, open, refund, refundRow, refundWhere, tabCount, tabs } from './refund-test-utils';

// 退款单's row actions: 同意 (with or without a return address), 拒绝, 确认收货, 拒绝收货 and 备注.

describe('退款单', () => {
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
});
