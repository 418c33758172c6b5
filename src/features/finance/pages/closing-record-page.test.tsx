import { screen, waitFor, within } from '@testing-library/react';
import { Big } from 'big.js';
import { getClosingBaseInfo } from '@/api/generated/endpoints/finance/finance';
import { money, yuan } from '@/lib/format';
import { getDb } from '@/mocks/db';
import { fetchNow, headers, openPage, rowTexts, texts } from '@/test/page';
import { recordRequests } from '@/test/requests';
import { chooseOption } from '@/test/select';

const TABLE = '结算记录列表';
const newestFirst = () => getDb().closings.toSorted((a, b) => b.createTime.localeCompare(a.createTime));

describe('结算记录', () => {
  it('lists the settlements newest first with their states', async () => {
    await openPage('/finance/closingRecord', TABLE);
    await waitFor(() => expect(rowTexts(TABLE).map((r) => r[1])).toEqual(newestFirst().map((c) => c.closingNo)));
    expect(headers(TABLE)).toEqual(['ID', '结算单号', '转账金额（元）', '审核员姓名', '结算类型', '审核状态', '到账状态', '审核时间', '申请时间', '结算信息']);
    const paid = newestFirst().find((c) => c.auditStatus === 1 && c.accountStatus === 1);
    if (!paid) throw new Error('the seed needs a paid settlement');
    expect(rowTexts(TABLE).find((r) => r[1] === paid.closingNo)).toEqual([String(paid.id), paid.closingNo, money(paid.amount), paid.auditName, expect.any(String), '已审核', '已到账', paid.auditTime, paid.createTime, '查看']);
    const pending = newestFirst().find((c) => c.auditStatus === 0);
    expect(rowTexts(TABLE).find((r) => r[1] === pending?.closingNo)?.slice(3, 8)).toEqual(['-', '银行卡', '待审核', '未到账', '-']);
  });

  it('filters by review and account state, type and number, in the request and the address', async () => {
    const requests = recordRequests();
    const { user, location } = await openPage('/finance/closingRecord', TABLE);
    await chooseOption(user, '审核状态', '审核失败');
    const refused = newestFirst().filter((c) => c.auditStatus === 2);
    await waitFor(() => expect(rowTexts(TABLE).map((r) => r[1])).toEqual(refused.map((c) => c.closingNo)));
    expect(requests.last('/closing/record/list')?.url.searchParams.get('auditStatus')).toBe('2');
    expect(location().search).toMatchObject({ auditStatus: 2 });

    await user.click(screen.getByRole('button', { name: '重置' }));
    await chooseOption(user, '到账状态', '已到账');
    await chooseOption(user, '结算类型', '银行卡');
    const bankPaid = newestFirst().filter((c) => c.accountStatus === 1 && c.closingType === 'bank');
    await waitFor(() => expect(rowTexts(TABLE).map((r) => r[1])).toEqual(bankPaid.map((c) => c.closingNo)));
    expect(requests.last('/closing/record/list')?.url.searchParams.get('accountStatus')).toBe('1');
    expect(requests.last('/closing/record/list')?.url.searchParams.get('closingType')).toBe('bank');

    await user.click(screen.getByRole('button', { name: '重置' }));
    const sample = newestFirst()[4];
    await user.type(screen.getByLabelText('结算单号'), `${sample.closingNo}{Enter}`);
    await waitFor(() => expect(rowTexts(TABLE).map((r) => r[1])).toEqual([sample.closingNo]));
    expect(requests.last('/closing/record/list')?.url.searchParams.get('closingNo')).toBe(sample.closingNo);
  });

  it('shows a refused settlement’s reason and a paid one’s voucher in 结算信息', async () => {
    const { user } = await openPage('/finance/closingRecord', TABLE);
    const refused = newestFirst().find((c) => c.auditStatus === 2 && c.closingType !== 'bank');
    if (!refused) throw new Error('the seed needs a refused settlement');
    await user.click(await screen.findByRole('button', { name: `查看 ${refused.closingNo}` }));
    let dialog = await screen.findByRole('dialog', { name: '结算信息' });
    await within(dialog).findByLabelText('审核结果', undefined, { timeout: 5000 });
    const account = within(dialog);
    expect(account.getByText('拒绝原因：').nextSibling).toHaveTextContent(refused.refusalReason ?? '');
    expect(account.getByText('审核状态：').nextSibling).toHaveTextContent('审核失败');
    expect(account.getByText(refused.closingType === 'wechat' ? '微信号：' : '支付宝账号：').nextSibling).toHaveTextContent((refused.wechatNo ?? refused.alipayAccount) as string);
    expect(account.getByRole('img', { name: '收款二维码' })).toHaveAttribute('src', refused.paymentCode);
    expect(account.getByText('结算凭证：').nextSibling).toHaveTextContent('暂无');
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));

    const paid = newestFirst().find((c) => c.accountStatus === 1 && c.closingType === 'bank');
    if (!paid) throw new Error('the seed needs a paid bank settlement');
    await user.click(screen.getByRole('button', { name: `查看 ${paid.closingNo}` }));
    dialog = await screen.findByRole('dialog', { name: '结算信息' });
    await within(dialog).findByText(paid.closingBankCard ?? '');
    // The platform's JSON list of pictures, each shown.
    expect(within(within(dialog).getByRole('list', { name: '结算凭证' })).getByRole('img', { name: '结算凭证 1' })).toHaveAttribute('src', (JSON.parse(paid.closingProof ?? '[]') as string[])[0]);
    expect(within(dialog).getByText('持卡人姓名：').nextSibling).toHaveTextContent(paid.closingName ?? '');
    expect(within(dialog).queryByText('拒绝原因：')).not.toBeInTheDocument();
  });

  it('applies for a settlement: the limits and the available balance are checked, then it is listed and 可用余额 drops', async () => {
    const { user } = await openPage('/finance/closingRecord', TABLE);
    const info = await fetchNow(() => getClosingBaseInfo());
    await user.click(screen.getByRole('button', { name: '申请结算' }));
    let dialog = await screen.findByRole('dialog', { name: '申请结算' });
    const limits = await within(dialog).findByLabelText('结算额度', undefined, { timeout: 5000 });
    expect(within(limits).getByText('可用余额：').nextSibling).toHaveTextContent(yuan(info.transferBalance));
    expect(within(limits).getByText('商户余额：').nextSibling).toHaveTextContent(yuan(info.balance));
    expect(within(limits).getByText('冻结金额：').nextSibling).toHaveTextContent(yuan(info.freezeAmount));
    expect(within(limits).getByText('保证金：').nextSibling).toHaveTextContent(yuan(info.guaranteedAmount));
    expect(within(limits).getByText('单笔转账限额：').nextSibling).toHaveTextContent('¥100.00 ~ ¥50000.00');
    expect(within(dialog).getByRole('radio', { name: '银行卡' })).toBeChecked();
    expect(within(dialog).getByLabelText('结算账户')).toHaveTextContent(getDb().settlementInfo.bankCard ?? '');

    const amount = within(dialog).getByLabelText('申请金额（元）');
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    await user.click(confirm);
    expect(await within(dialog).findByText('请输入申请金额')).toBeInTheDocument();
    await user.type(amount, '99.999');
    expect(amount).toHaveValue('99.99');
    await user.click(confirm);
    expect(await within(dialog).findByText('申请金额不能小于单笔最低转账额度100.00元')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '50000.01');
    await user.click(confirm);
    expect(await within(dialog).findByText('申请金额不能大于单笔最高转账额度50000.00元')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, new Big(info.transferBalance).plus(0.01).toFixed(2));
    await user.click(confirm);
    expect(await within(dialog).findByText(`申请金额不能大于可用余额${money(info.transferBalance)}元`)).toBeInTheDocument();

    // The store has no WeChat account in its settings: nothing can be sent there.
    const count = getDb().closings.length;
    await user.click(within(dialog).getByRole('radio', { name: '微信' }));
    expect(within(dialog).getByText('未设置微信结算信息，请先在商户基本设置中填写')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(confirm);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('未设置微信结算信息，请先在商户基本设置中填写'));
    expect(within(dialog).getByRole('radio', { name: '微信' })).toBeChecked();
    expect(amount).toHaveValue('1000');
    expect(getDb().closings).toHaveLength(count);

    await user.click(within(dialog).getByRole('radio', { name: '银行卡' }));
    await user.type(within(dialog).getByLabelText('备注'), '年底备货');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '申请结算' })).not.toBeInTheDocument());
    expect(texts()).toContain('提交成功');
    const created = getDb().closings.at(-1);
    expect(created).toMatchObject({ amount: '1000.00', closingType: 'bank', auditStatus: 0, accountStatus: 0, mark: '年底备货' });
    await waitFor(() => expect(rowTexts(TABLE)[0]?.slice(1, 7)).toEqual([created?.closingNo, '1000.00', '-', '银行卡', '待审核', '未到账']));

    await user.click(screen.getByRole('button', { name: '申请结算' }));
    dialog = await screen.findByRole('dialog', { name: '申请结算' });
    const after = await within(dialog).findByLabelText('结算额度', undefined, { timeout: 5000 });
    // Awaiting review, it takes nothing from what is available yet.
    expect(within(after).getByText('可用余额：').nextSibling).toHaveTextContent(yuan(info.transferBalance));
  });
});
