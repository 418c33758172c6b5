import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { openPage, rowOf, texts } from '@/test/page';
import { sentBodies } from '@/test/requests';

async function open() {
  const app = await openPage('/operation/printreceipt');
  const table = await screen.findByRole('table', { name: '打印机列表' }, { timeout: 5000 });
  await within(table).findByText(getDb().prints[0].printName);
  return { ...app, table };
}


describe('小票打印', () => {
  it('lists the printers with their type, number and state', async () => {
    const { table } = await open();
    for (const header of ['ID', '名称', '打印机类型', '当前打印机编号', '更新时间', '状态', '操作']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    for (const p of getDb().prints) {
      const row = rowOf(table, p.printName);
      expect(row).toHaveTextContent(p.printType === 0 ? '易联云' : '飞鹅云');
      expect(row).toHaveTextContent(String(p.printType === 0 ? p.printYlyMerchineNo : p.printFeSn));
      expect(within(row).getByRole('switch')).toHaveAttribute('aria-checked', String(p.status === 1));
    }
  });

  it('adds a 飞鹅云 printer with the settings its form template asks for', async () => {
    const { user, table } = await open();
    const requests = sentBodies('/print/save');
    await user.click(screen.getByRole('button', { name: '添加打印机' }));
    const dialog = await screen.findByRole('dialog', { name: '添加打印机' });
    // The 易联云 template first.
    expect(await within(dialog).findByLabelText('易联云AppId')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '飞鹅云' }));
    await within(dialog).findByLabelText('飞鹅云UKEY');
    expect(within(dialog).queryByLabelText('易联云AppId')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入配置名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入飞鹅云UKEY')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入飞鹅云打印机编号')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('配置名称'), '后厨打单机');
    await user.type(within(dialog).getByLabelText('飞鹅云打印机名称'), '后厨');
    await user.type(within(dialog).getByLabelText('飞鹅云账号'), 'chef@example.com');
    await user.type(within(dialog).getByLabelText('飞鹅云UKEY'), 'bad key!');
    await user.type(within(dialog).getByLabelText('飞鹅云打印机编号'), 'SN001');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('只能包含字母、数字、下划线和中划线')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('飞鹅云UKEY'));
    await user.type(within(dialog).getByLabelText('飞鹅云UKEY'), 'KEY123');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加打印机' })).not.toBeInTheDocument());
    expect(texts()).toContain('创建成功');
    expect(requests).toEqual([{ printName: '后厨打单机', printType: 1, status: 1, printFeName: '后厨', printFeUser: 'chef@example.com', printFeUkey: 'KEY123', printFeSn: 'SN001' }]);
    expect(getDb().prints.find((p) => p.printName === '后厨打单机')).toMatchObject({ printType: 1, printFeSn: 'SN001' });
    expect(await within(table).findByText('后厨打单机')).toBeInTheDocument();
  });

  it('edits a printer loaded with its settings, switches one off and deletes one', async () => {
    const { user, table } = await open();
    const yly = getDb().prints.find((p) => p.printType === 0)!;
    await user.click(within(rowOf(table, yly.printName)).getByRole('button', { name: `修改 ${yly.printName}` }));
    const dialog = await screen.findByRole('dialog', { name: '编辑打印机' });
    expect(await within(dialog).findByLabelText('易联云打印机编号')).toHaveValue(yly.printYlyMerchineNo);
    expect(within(dialog).getByLabelText('配置名称')).toHaveValue(yly.printName);
    await user.clear(within(dialog).getByLabelText('易联云打印机编号'));
    await user.type(within(dialog).getByLabelText('易联云打印机编号'), '4004699999');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(getDb().prints.find((p) => p.id === yly.id)?.printYlyMerchineNo).toBe('4004699999'));
    expect(texts()).toContain('编辑成功');
    await waitFor(() => expect(rowOf(table, yly.printName)).toHaveTextContent('4004699999'));

    await user.click(within(rowOf(table, yly.printName)).getByRole('switch'));
    await waitFor(() => expect(getDb().prints.find((p) => p.id === yly.id)?.status).toBe(0));

    const fe = getDb().prints.find((p) => p.printType === 1)!;
    await user.click(within(rowOf(table, fe.printName)).getByRole('button', { name: `删除 ${fe.printName}` }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(table).queryByText(fe.printName)).not.toBeInTheDocument());
    expect(getDb().prints.some((p) => p.id === fe.id)).toBe(false);
  });

  it('puts the switch back when the server refuses', async () => {
    const { user, table } = await open();
    const p = getDb().prints.find((x) => x.status === 1)!;
    getDb().faults['/admin/merchant/print/status'] = '500';
    await user.click(within(rowOf(table, p.printName)).getByRole('switch'));
    await waitFor(() => expect(texts()).toContain('系统繁忙，请稍后重试'));
    await waitFor(() => expect(within(rowOf(table, p.printName)).getByRole('switch')).toHaveAttribute('aria-checked', 'true'));
    expect(p.status).toBe(1);
  });
});
