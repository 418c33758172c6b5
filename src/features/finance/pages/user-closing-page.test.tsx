import { screen, waitFor, within } from '@testing-library/react';
import { yuan } from '@/lib/format';
import { getDb } from '@/mocks/db';
import { headers, openPage, rowTexts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';

const TABLE = '用户结算列表';
const newestFirst = () => getDb().userClosings.toSorted((a, b) => b.createTime.localeCompare(a.createTime));
const tabs = () => within(screen.getByRole('tablist', { name: '提现状态' }));

describe('用户结算', () => {
  it('lists users’ withdrawals newest first with the user, the payee and the state', async () => {
    await openPage('/finance/userClosing', TABLE);
    await waitFor(() => expect(rowTexts(TABLE).map((r) => r[1])).toEqual(newestFirst().slice(0, 15).map((c) => c.closingNo)));
    expect(headers(TABLE)).toEqual(['ID', '结算单号', '用户', '提现金额', '结算类型', '收款信息', '状态', '申请时间', '审核时间']);
    expect(tabs().getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    const bank = newestFirst().find((c) => c.closingType === 'bank' && c.status === 1);
    if (!bank) throw new Error('the seed needs a paid bank withdrawal');
    const user = getDb().users.find((u) => u.id === bank.uid);
    expect(rowTexts(TABLE).find((r) => r[1] === bank.closingNo)).toEqual([
      String(bank.id),
      bank.closingNo,
      `${user?.nickname}UID：${bank.uid}`,
      yuan(bank.amount),
      '银行卡',
      `姓名：${bank.realName}银行：${bank.bankName}卡号：${bank.bankCard}`,
      '已提现',
      bank.createTime,
      bank.auditTime,
    ]);
  });

  it('shows one state per tab, with the reason of a refusal, through the address', async () => {
    const requests = recordRequests();
    const { user, location } = await openPage('/finance/userClosing', TABLE);
    await user.click(tabs().getByRole('tab', { name: '已拒绝' }));
    await waitFor(() => expect(location().search).toMatchObject({ status: -1 }));
    const refused = newestFirst().filter((c) => c.status === -1);
    await waitFor(() => expect(rowTexts(TABLE).map((r) => r[1])).toEqual(refused.map((c) => c.closingNo)));
    expect(requests.last('/user/closing/list')?.url.searchParams.get('status')).toBe('-1');
    expect(rowTexts(TABLE)[0][6]).toBe(`已拒绝拒绝原因：${refused[0].refusalReason}`);

    await user.click(tabs().getByRole('tab', { name: '审核中' }));
    await waitFor(() => expect(rowTexts(TABLE).map((r) => r[1])).toEqual(newestFirst().filter((c) => c.status === 0).map((c) => c.closingNo)));
    expect(requests.last('/user/closing/list')?.url.searchParams.get('status')).toBe('0');
    await user.click(tabs().getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(requests.last('/user/closing/list')?.url.searchParams.has('status')).toBe(false));
  });

  it('filters by type and searches a number, nickname or uid', async () => {
    const requests = recordRequests();
    const { user, location } = await openPage('/finance/userClosing?limit=30', TABLE);
    await chooseOption(user, '结算类型', '支付宝');
    await waitFor(() => expect(rowTexts(TABLE).map((r) => r[1])).toEqual(newestFirst().filter((c) => c.closingType === 'alipay').map((c) => c.closingNo)));
    expect(requests.last('/user/closing/list')?.url.searchParams.get('closingType')).toBe('alipay');
    expect(location().search).toMatchObject({ closingType: 'alipay' });

    await user.click(screen.getByRole('button', { name: '重置' }));
    const sample = newestFirst()[3];
    await user.type(screen.getByLabelText('搜索'), `${sample.uid}{Enter}`);
    await waitFor(() => expect(rowTexts(TABLE).map((r) => r[1])).toEqual(newestFirst().filter((c) => c.uid === sample.uid).map((c) => c.closingNo)));
    expect(requests.last('/user/closing/list')?.url.searchParams.get('keywords')).toBe(String(sample.uid));
  });
});
