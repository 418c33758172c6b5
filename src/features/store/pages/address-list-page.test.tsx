import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { confirmWith, openPage, rowOf, texts } from '@/test/page';
import { sentBodies } from '@/test/requests';

async function open() {
  const app = await openPage('/operation/businessAddress');
  const table = await screen.findByRole('table', { name: '商家地址列表' }, { timeout: 5000 });
  await within(table).findByText(getDb().merchantAddresses[0].receiverName);
  return { ...app, table };
}

const defaultAddress = () => getDb().merchantAddresses.find((a) => a.isDefault)!;

describe('商家地址管理', () => {
  it('lists the addresses with the 默认 tag, keeps the default one open, and deletes it as the reference does', async () => {
    const { user, table } = await open();
    for (const header of ['ID', '商家地址', '商家姓名', '商家电话', '是否开启', '操作']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const def = defaultAddress();
    const row = rowOf(table, def.receiverName);
    expect(within(row).getByText('默认')).toBeInTheDocument();
    expect(row).toHaveTextContent(def.detail);
    expect(within(row).queryByRole('button', { name: `设为默认 ${def.id}` })).not.toBeInTheDocument();
    const other = getDb().merchantAddresses.find((a) => !a.isDefault)!;
    expect(within(rowOf(table, other.receiverName)).getByRole('button', { name: `设为默认 ${other.id}` })).toBeInTheDocument();
    // As the reference's console: the default address's switch is not offered.
    expect(within(row).getByRole('switch')).toBeDisabled();
    expect(within(row).getByRole('switch')).toHaveAttribute('aria-checked', 'true');

    // The reference deletes the default address too, leaving the store without one.
    await user.click(within(row).getByRole('button', { name: `删除 ${def.id}` }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(table).queryByText(def.receiverName)).not.toBeInTheDocument());
    expect(getDb().merchantAddresses.some((a) => a.id === def.id || a.isDefault)).toBe(false);
  });

  it('checks and adds a new default address; the old default loses its tag', async () => {
    const { user, table } = await open();
    const old = defaultAddress();
    const bodies = sentBodies('/address/save');
    await user.click(screen.getByRole('button', { name: '添加地址' }));
    const dialog = await screen.findByRole('dialog', { name: '添加地址' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入商家地址')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入商家姓名')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入商家电话')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('商家地址'), '杭州市滨江区网商路 1 号');
    await user.type(within(dialog).getByLabelText('商家姓名'), '赵仓管');
    await user.type(within(dialog).getByLabelText('商家电话'), '12345');
    await user.click(within(dialog).getByRole('checkbox', { name: '设为默认发货地址' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入正确的手机号或座机号')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('商家电话'));
    await user.type(within(dialog).getByLabelText('商家电话'), '0571-88886666');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加地址' })).not.toBeInTheDocument());
    expect(bodies).toEqual([{ detail: '杭州市滨江区网商路 1 号', receiverName: '赵仓管', receiverPhone: '0571-88886666', isShow: true, isDefault: true }]);
    expect(defaultAddress()).toMatchObject({ receiverName: '赵仓管', detail: '杭州市滨江区网商路 1 号' });
    const added = await within(table).findByText('赵仓管');
    expect(within(added.closest('tr')!).getByText('默认')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, old.receiverName)).queryByText('默认')).not.toBeInTheDocument());
  });

  it('sets another default, opens a closed one, edits and deletes', async () => {
    const { user, table } = await open();
    const old = defaultAddress();
    const closed = getDb().merchantAddresses.find((a) => !a.isShow)!;
    // As the reference's console: a closed address is not offered as the default until opened.
    expect(within(rowOf(table, closed.receiverName)).queryByRole('button', { name: `设为默认 ${closed.id}` })).toBeNull();
    await user.click(within(rowOf(table, closed.receiverName)).getByRole('switch'));
    await waitFor(() => expect(closed.isShow).toBe(true));
    await user.click(within(rowOf(table, closed.receiverName)).getByRole('button', { name: `设为默认 ${closed.id}` }));
    await confirmWith(user, '设置为默认地址吗?');
    await waitFor(() => expect(defaultAddress().id).toBe(closed.id));
    await waitFor(() => expect(within(rowOf(table, closed.receiverName)).getByText('默认')).toBeInTheDocument());

    await user.click(within(rowOf(table, old.receiverName)).getByRole('button', { name: `编辑 ${old.id}` }));
    const dialog = await screen.findByRole('dialog', { name: '编辑地址' });
    expect(within(dialog).getByLabelText('商家电话')).toHaveValue(old.receiverPhone);
    await user.clear(within(dialog).getByLabelText('商家姓名'));
    await user.type(within(dialog).getByLabelText('商家姓名'), '张主管');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(getDb().merchantAddresses.find((a) => a.id === old.id)?.receiverName).toBe('张主管'));
    expect(texts()).toContain('编辑成功');

    await user.click(within(await within(table).findByText('张主管').then((cell) => cell.closest('tr')!)).getByRole('button', { name: `删除 ${old.id}` }));
    await confirmWith(user, '删除当前数据?');
    await waitFor(() => expect(within(table).queryByText('张主管')).not.toBeInTheDocument());
    expect(getDb().merchantAddresses.some((a) => a.id === old.id)).toBe(false);
  });
});
