import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';
import { refundTabs } from './refund-search';
import { yuan } from '@/lib/format';
import { open, refundRow, refundWhere, shown, tabCount, table, tabs } from './refund-test-utils';

// 退款单's list: tabs and counts, filters and what staff without the permissions see. The row actions and
// the details drawer are tested beside it (refund-actions, refund-detail-drawer).

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

  it('shows staff without the permissions no counts and no actions', async () => {
    await open('/order/refund', 'staff');
    await waitFor(() => expect(shown()).toHaveLength(getDb().refunds.length));
    expect(tabs().getAllByRole('tab').map((t) => t.textContent)).toEqual(refundTabs.map((t) => t.label));
    expect(table().queryByRole('button', { name: '同意' })).toBeNull();
    expect(table().queryByRole('button', { name: '详情' })).toBeNull();
    expect(table().queryByRole('button', { name: '备注' })).toBeNull();
  });
});
