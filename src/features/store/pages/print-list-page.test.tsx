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

  it('adds a 易联云 printer with its four settings, each required, and sends the body of the reference console', async () => {
    const { user, table } = await open();
    const requests = sentBodies('/print/save');
    await user.click(screen.getByRole('button', { name: '添加打印机' }));
    const dialog = await screen.findByRole('dialog', { name: '添加打印机' });
    // 易联云 first, with its fixed fields.
    const settings = within(dialog).getByRole('group', { name: '易联云配置' });
    expect(within(settings).getAllByRole('textbox').map((box) => box.id)).toEqual(['print-printYlyAppid', 'print-printYlyUserid', 'print-printYlySec', 'print-printYlyMerchineNo']);

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    for (const text of ['打印机配置名称不能为空', 'AppId不能为空', 'Userid不能为空', 'Sec不能为空', '打印机编码不能为空']) expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.type(within(dialog).getByLabelText('配置名称'), '前台二号');
    await user.type(within(dialog).getByLabelText('AppId'), '1088830001');
    await user.type(within(dialog).getByLabelText('Userid'), '36522');
    await user.type(within(dialog).getByLabelText('Sec'), 'f1e2d3c4b5a6');
    await user.type(within(dialog).getByLabelText('打印机编码'), '4004600001');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加打印机' })).not.toBeInTheDocument());
    expect(texts()).toContain('创建成功');
    expect(requests).toEqual([
      {
        printName: '前台二号',
        printType: 0,
        printYlyAppid: '1088830001',
        printYlyUserid: '36522',
        printYlySec: 'f1e2d3c4b5a6',
        printYlyMerchineNo: '4004600001',
        printFeName: '',
        printFeUser: '',
        printFeUkey: '',
        printFeSn: '',
        status: 1,
      },
    ]);
    expect(getDb().prints.find((p) => p.printName === '前台二号')).toMatchObject({ printType: 0, printYlyMerchineNo: '4004600001', status: 1 });
    await waitFor(() => expect(rowOf(table, '前台二号')).toHaveTextContent('4004600001'));
  });

  it('adds a 飞鹅云 printer: Name, User, Ukey and 打印机编码, and a name the store has is refused', async () => {
    const { user, table } = await open();
    const requests = sentBodies('/print/save');
    await user.click(screen.getByRole('button', { name: '添加打印机' }));
    const dialog = await screen.findByRole('dialog', { name: '添加打印机' });
    await user.click(within(dialog).getByRole('radio', { name: '飞鹅云' }));
    expect(within(dialog).queryByLabelText('AppId')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    for (const text of ['Name不能为空', 'User不能为空', 'Ukey不能为空', '打印机编码不能为空']) expect(await within(dialog).findByText(text)).toBeInTheDocument();

    const taken = getDb().prints[0].printName;
    await user.type(within(dialog).getByLabelText('配置名称'), taken);
    await user.type(within(dialog).getByLabelText('Name'), '后厨');
    await user.type(within(dialog).getByLabelText('User'), 'chef@example.com');
    await user.type(within(dialog).getByLabelText('Ukey'), 'KEY123');
    await user.type(within(dialog).getByLabelText('打印机编码'), 'SN001');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain(`${taken}|当前打印机配置已存在`));
    expect(within(dialog).getByLabelText('Ukey')).toHaveValue('KEY123');

    await user.clear(within(dialog).getByLabelText('配置名称'));
    await user.type(within(dialog).getByLabelText('配置名称'), '后厨打单机');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加打印机' })).not.toBeInTheDocument());
    expect(requests.at(-1)).toEqual({
      printName: '后厨打单机',
      printType: 1,
      printYlyAppid: '',
      printYlyUserid: '',
      printYlySec: '',
      printYlyMerchineNo: '',
      printFeName: '后厨',
      printFeUser: 'chef@example.com',
      printFeUkey: 'KEY123',
      printFeSn: 'SN001',
      status: 1,
    });
    expect(getDb().prints.find((p) => p.printName === '后厨打单机')).toMatchObject({ printType: 1, printFeSn: 'SN001' });
    expect(await within(table).findByText('后厨打单机')).toBeInTheDocument();
  });

  it('edits a printer read back into the form, keeping the settings of the other type; switches one off and deletes one', async () => {
    const { user, table } = await open();
    const requests = sentBodies('/print/update');
    const yly = structuredClone(getDb().prints.find((p) => p.printType === 0)!);
    await user.click(within(rowOf(table, yly.printName)).getByRole('button', { name: `修改 ${yly.printName}` }));
    const dialog = await screen.findByRole('dialog', { name: '编辑打印机' });
    expect(within(dialog).getByLabelText('配置名称')).toHaveValue(yly.printName);
    expect(within(dialog).getByRole('radio', { name: '易联云' })).toBeChecked();
    expect(within(dialog).getByLabelText('AppId')).toHaveValue(yly.printYlyAppid);
    expect(within(dialog).getByLabelText('Userid')).toHaveValue(yly.printYlyUserid);
    expect(within(dialog).getByLabelText('Sec')).toHaveValue(yly.printYlySec);
    expect(within(dialog).getByLabelText('打印机编码')).toHaveValue(yly.printYlyMerchineNo);
    await user.clear(within(dialog).getByLabelText('打印机编码'));
    await user.type(within(dialog).getByLabelText('打印机编码'), '4004699999');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(getDb().prints.find((p) => p.id === yly.id)?.printYlyMerchineNo).toBe('4004699999'));
    expect(requests[0]).toMatchObject({ id: yly.id, printName: yly.printName, printType: 0, printYlyAppid: yly.printYlyAppid, printFeSn: '', status: yly.status });
    expect(texts()).toContain('编辑成功');
    await waitFor(() => expect(rowOf(table, yly.printName)).toHaveTextContent('4004699999'));

    // Switched to 飞鹅云 and saved: the 易联云 settings stay stored, as the reference keeps them.
    await user.click(within(rowOf(table, yly.printName)).getByRole('button', { name: `修改 ${yly.printName}` }));
    const again = await screen.findByRole('dialog', { name: '编辑打印机' });
    await user.click(within(again).getByRole('radio', { name: '飞鹅云' }));
    for (const [label, value] of [['Name', '前台'], ['User', 'desk@example.com'], ['Ukey', 'UK1'], ['打印机编码', 'SN9']]) await user.type(within(again).getByLabelText(label), value);
    await user.click(within(again).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(getDb().prints.find((p) => p.id === yly.id)).toMatchObject({ printType: 1, printFeSn: 'SN9', printYlyMerchineNo: '4004699999' }));

    await user.click(within(rowOf(table, yly.printName)).getByRole('switch'));
    await waitFor(() => expect(getDb().prints.find((p) => p.id === yly.id)?.status).toBe(yly.status === 1 ? 0 : 1));

    const fe = getDb().prints.find((p) => p.id !== yly.id && p.printType === 1)!;
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
