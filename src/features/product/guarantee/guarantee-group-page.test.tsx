import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { menusFor, staffMenuUrls } from '@/mocks/seed/menus';
import { findTable, openPage, rowOf, texts } from '@/test/page';

const PATH = '/product/guarantee/group';
const gidsOf = (name: string) => getDb().guaranteeGroups.find((g) => g.name === name)?.guaranteeList.map((g) => g.gid);

/** The list signed in as the owner, once its first combination shows. */
async function openAsAdmin() {
  const app = await openPage(PATH);
  const table = await findTable('保障服务组合列表');
  await within(table).findByText('基础保障');
  return { ...app, table };
}

describe('保障服务组合', () => {
  it('lists the seeded combinations with their guarantees by name, newest first', async () => {
    const { table, location } = await openAsAdmin();
    expect(location().pathname).toBe(PATH);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['生鲜无忧', '基础保障']);
    const basic = within(rowOf(table, '基础保障')).getByRole('list', { name: '基础保障的保障服务' });
    await within(basic).findByText('七天无理由退货');
    expect(within(basic).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['七天无理由退货', '正品保证']);
    const fresh = within(rowOf(table, '生鲜无忧')).getByRole('list', { name: '生鲜无忧的保障服务' });
    expect(within(fresh).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['正品保证', '极速退款', '坏果包赔（平台已隐藏）']);
    expect(within(table).getByRole('columnheader', { name: '创建时间' })).toBeInTheDocument();
  });

  it('validates, then adds a combination', async () => {
    const { user, table } = await openAsAdmin();
    await user.click(screen.getByRole('button', { name: '添加保障服务组合' }));
    const dialog = await screen.findByRole('dialog', { name: '添加保障服务组合' });
    // Only the guarantees the platform shows can be picked for a new combination.
    await within(dialog).findByRole('checkbox', { name: '选择 七天无理由退货' });
    expect(within(dialog).queryByRole('checkbox', { name: '选择 坏果包赔' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: '服务内容描述' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入组合名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择保障服务')).toBeInTheDocument();
    expect(getDb().guaranteeGroups).toHaveLength(2);

    await user.type(within(dialog).getByLabelText('组合名称'), '  全能保障  ');
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 七天无理由退货' }));
    expect(within(dialog).queryByText('请选择保障服务')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 运费险' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加保障服务组合' })).not.toBeInTheDocument());
    expect(texts()).toContain('创建成功');
    expect(gidsOf('全能保障')).toEqual([1, 5]);
    const tags = await within(table).findByRole('list', { name: '全能保障的保障服务' });
    expect(within(tags).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['七天无理由退货', '运费险']);
  });

  it('edits a combination, keeping a hidden guarantee it already holds pickable', async () => {
    const { user, table } = await openAsAdmin();
    await user.click(within(rowOf(table, '生鲜无忧')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑保障服务组合' });
    expect(within(dialog).getByLabelText('组合名称')).toHaveValue('生鲜无忧');
    const hidden = await within(dialog).findByRole('checkbox', { name: '选择 坏果包赔' });
    expect(hidden).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '选择 正品保证' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '选择 七天无理由退货' })).not.toBeChecked();

    await user.click(hidden);
    await user.click(within(dialog).getByRole('checkbox', { name: '选择 假一赔十' }));
    await user.clear(within(dialog).getByLabelText('组合名称'));
    await user.type(within(dialog).getByLabelText('组合名称'), '生鲜无忧Plus');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(gidsOf('生鲜无忧Plus')).toEqual([2, 3, 4]);
    expect(getDb().guaranteeGroups.find((g) => g.id === 2)?.name).toBe('生鲜无忧Plus');
    expect(await within(table).findByText('生鲜无忧Plus')).toBeInTheDocument();
  });

  it('asks before dropping unsaved input and keeps it when the user stays', async () => {
    const { user, table } = await openAsAdmin();
    await user.click(within(rowOf(table, '基础保障')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑保障服务组合' });
    await user.type(within(dialog).getByLabelText('组合名称'), '2');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    const ask = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(ask).getByText('确认关闭？')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    expect(within(dialog).getByLabelText('组合名称')).toHaveValue('基础保障2');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑保障服务组合' })).not.toBeInTheDocument());
    expect(getDb().guaranteeGroups.find((g) => g.id === 1)?.name).toBe('基础保障');
  });

  it('shows 详情 read-only', async () => {
    const { user, table } = await openAsAdmin();
    await user.click(within(rowOf(table, '基础保障')).getByRole('button', { name: '详情' }));
    const dialog = await screen.findByRole('dialog', { name: '保障服务组合详情' });
    expect(within(dialog).getByLabelText('组合名称')).toHaveValue('基础保障');
    expect(within(dialog).getByLabelText('组合名称')).toHaveAttribute('readonly');
    const picked = await within(dialog).findByRole('checkbox', { name: '选择 正品保证' });
    expect(picked).toBeChecked();
    expect(picked).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: '确定' })).not.toBeInTheDocument();
    // The footer's 关闭 (the × in the title bar has the same name).
    const buttons = within(dialog).getAllByRole('button', { name: '关闭' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '保障服务组合详情' })).not.toBeInTheDocument());
  });

  it('deletes after confirmation and keeps the row when cancelled', async () => {
    const { user, table } = await openAsAdmin();
    await user.click(within(rowOf(table, '基础保障')).getByRole('button', { name: '删除' }));
    const ask = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(ask).getByText('删除当前保障服务吗')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(texts()).toContain('已取消'));
    expect(getDb().guaranteeGroups.map((g) => g.id)).toEqual([1, 2]);

    await user.click(within(rowOf(table, '基础保障')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(getDb().guaranteeGroups.map((g) => g.id)).toEqual([2]);
    await waitFor(() => expect(within(table).queryByText('基础保障')).not.toBeInTheDocument());
  });

  it('keeps the staff account out: the page is not in its menus', async () => {
    const { location } = await openPage(PATH, undefined, 'staff');
    await waitFor(() => expect(location().pathname).toBe('/401'));
  });

  it('hides add, edit and delete from an account that may only list', async () => {
    const staff = getDb().accounts.find((a) => a.account === 'staff');
    if (!staff) throw new Error('no staff account');
    staff.permissions = [...staff.permissions, 'merchant:product:guarantee:group:list', 'merchant:plat:product:guarantee:list'];
    staff.menus = menusFor([...staffMenuUrls, PATH]);
    await openPage(PATH, undefined, 'staff');
    const table = await findTable('保障服务组合列表');
    const row = (await within(table).findByText('基础保障')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('button', { name: '详情' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加保障服务组合' })).not.toBeInTheDocument();
  });
});
