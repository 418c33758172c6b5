import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { confirmWith, findTable, openPage, rowOf, texts } from '@/test/page';

const rule = (name: string) => getDb().rules.find((r) => r.ruleName === name);

async function open(as: 'admin' | 'staff' = 'admin') {
  const app = await openPage('/product/attr', undefined, as);
  // Sign-in, the redirect and the first list load: slower than one default wait on a busy machine.
  const table = await findTable('商品规格');
  await within(table).findByText('服装颜色尺码', {}, { timeout: 5000 });
  return { ...app, table };
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('商品规格 (/product/attr)', () => {
  it('lists the templates newest first with their specs and values, and searches by name', async () => {
    const { table, user, location } = await open();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => cells(r)[1])).toEqual(['3', '2', '1']);
    expect(cells(rowOf(table, '服装颜色尺码')).slice(1, 5)).toEqual(['1', '服装颜色尺码', '颜色，尺码', '白色，黑色，藏青S，M，L，XL']);

    await user.type(screen.getByLabelText('规格搜索'), '茶叶{Enter}');
    await waitFor(() => expect(within(table).queryByText('服装颜色尺码')).not.toBeInTheDocument());
    expect(within(table).getByText('茶叶规格')).toBeInTheDocument();
    expect(location().search).toMatchObject({ keywords: '茶叶' });
  });

  it('adds a template through the attribute editor, with the messages of each step', async () => {
    const { table, user } = await open();
    await user.click(screen.getByRole('button', { name: '添加商品规格' }));
    const dialog = await screen.findByRole('dialog', { name: '添加商品规格' });

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入规格名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请至少添加一条属性规格！')).toBeInTheDocument();

    // The add row: a name first, then a value.
    await user.click(within(dialog).getByRole('button', { name: '确定添加规格' }));
    expect(within(dialog).getByText('请添加规格名称')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('规格'), '颜色');
    await user.type(within(dialog).getByLabelText('规格值'), '   {Enter}');
    expect(within(dialog).getByText('请添加属性')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('规格值'));
    await user.type(within(dialog).getByLabelText('规格值'), '红{Enter}');
    expect(within(dialog).getByLabelText('规格')).toHaveValue('');
    expect(within(dialog).queryByText('请至少添加一条属性规格！')).not.toBeInTheDocument();

    // More values inline: Enter adds, a repeat is ignored.
    await user.click(within(dialog).getByRole('button', { name: '添加 颜色 的规格值' }));
    await user.type(within(dialog).getByLabelText('颜色 的新规格值'), '蓝{Enter}红{Enter} 绿 {Enter}');
    const colours = within(dialog).getByRole('list', { name: '颜色 的规格值' });
    expect(within(colours).getAllByRole('listitem').map((li) => li.textContent?.replace('×', ''))).toEqual(['红', '蓝', '绿', '']);
    await user.click(within(colours).getByRole('button', { name: '删除 颜色 绿' }));

    await user.type(within(dialog).getByLabelText('规格'), '尺码');
    await user.type(within(dialog).getByLabelText('规格值'), 'S');
    await user.click(within(dialog).getByRole('button', { name: '确定添加规格' }));
    await user.type(within(dialog).getByLabelText('规格'), '材质');
    await user.type(within(dialog).getByLabelText('规格值'), '棉');
    await user.click(within(dialog).getByRole('button', { name: '确定添加规格' }));
    await user.click(within(dialog).getByRole('button', { name: '删除规格 材质' }));
    expect(within(dialog).queryByRole('list', { name: '材质 的规格值' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('规格名称'), '  T恤规格 ');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('创建成功'));
    expect(rule('T恤规格')).toEqual({ id: 4, merId: 1, ruleName: 'T恤规格', ruleValue: '[{"value":"颜色","detail":["红","蓝"]},{"value":"尺码","detail":["S"]}]' });
    expect(await within(table).findByText('T恤规格')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits a template loaded from the server', async () => {
    const { table, user } = await open();
    await user.click(within(rowOf(table, '水果重量')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑商品规格' });
    expect(await within(dialog).findByLabelText('规格名称')).toHaveValue('水果重量');
    await user.click(within(dialog).getByRole('button', { name: '删除 果径 85mm' }));
    await user.click(within(dialog).getByRole('button', { name: '删除规格 重量' }));
    await user.click(within(dialog).getByRole('button', { name: '添加 果径 的规格值' }));
    await user.type(within(dialog).getByLabelText('果径 的新规格值'), '90mm');
    // Leaving the box adds what was typed.
    await user.click(within(dialog).getByLabelText('规格名称'));
    await user.clear(within(dialog).getByLabelText('规格名称'));
    await user.type(within(dialog).getByLabelText('规格名称'), '水果果径');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(getDb().rules.find((r) => r.id === 3)).toMatchObject({ ruleName: '水果果径', ruleValue: '[{"value":"果径","detail":["75mm","80mm","90mm"]}]' });
    expect(await within(table).findByText('水果果径')).toBeInTheDocument();
  });

  it('asks before leaving a changed form', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '添加商品规格' }));
    const dialog = await screen.findByRole('dialog', { name: '添加商品规格' });
    await user.type(within(dialog).getByLabelText('规格名称'), '草稿');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('确认关闭？')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: '取消' }));
    expect(within(dialog).getByLabelText('规格名称')).toHaveValue('草稿');
  });

  it('deletes one template after a confirm, or the checked ones together', async () => {
    const { table, user } = await open();
    await user.click(within(rowOf(table, '茶叶规格')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定永久删除该数据')).toBeInTheDocument();
    await confirmWith(user);
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(rule('茶叶规格')).toBeUndefined();
    await waitFor(() => expect(within(table).queryByText('茶叶规格')).not.toBeInTheDocument());

    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    await confirmWith(user);
    await waitFor(() => expect(getDb().rules).toEqual([]));
    expect(await within(table).findByText('暂无商品规格')).toBeInTheDocument();
  });

  it('hides add, edit and delete from an account that may only list', async () => {
    const staff = getDb().accounts.find((a) => a.account === 'staff')!;
    staff.permissions = [...staff.permissions, 'merchant:product:rule:page:list'];
    staff.menus = getDb().accounts.find((a) => a.account === 'admin')!.menus;
    const { table } = await open('staff');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: '添加商品规格' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('is closed to the staff account, whose menu does not hold it', async () => {
    const { location } = await openPage('/product/attr', undefined, 'staff');
    await waitFor(() => expect(location().pathname).toBe('/401'), { timeout: 5000 });
  });
});
