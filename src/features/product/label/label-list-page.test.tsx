import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { menusFor, staffMenuUrls } from '@/mocks/seed/menus';
import { findTable, openPage, rowOf, texts } from '@/test/page';

const PATH = '/product/label';
const TABLE = '商品标签列表';
const names = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent);

/** The list signed in, once its first label shows. */
async function open(as: 'admin' | 'staff' = 'admin') {
  const app = await openPage(PATH, undefined, as);
  const table = await findTable(TABLE);
  await within(table).findByText('新品');
  return { ...app, table };
}

describe('商品标签', () => {
  it('lists the seeded labels by sort, largest first, with their columns', async () => {
    const { table, location } = await open();
    expect(location().pathname).toBe(PATH);
    expect(names(table)).toEqual(['新品', '热卖', '包邮', '限时折扣', '店长推荐']);
    for (const header of ['ID', '标签名称', '排序', '创建时间', '操作']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(rowOf(table, '热卖')).getAllByRole('cell')[2]).toHaveTextContent('40');
  });

  it('searches by name through the URL', async () => {
    const { user, table, location } = await open();
    await user.type(screen.getByLabelText('标签名称'), '折扣{Enter}');
    await waitFor(() => expect(names(table)).toEqual(['限时折扣']));
    expect(location().search).toMatchObject({ keywords: '折扣' });
    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(names(table)).toHaveLength(5));
    expect(screen.getByLabelText('标签名称')).toHaveValue('');
  });

  it('validates, refuses a duplicate name from the server, then adds a label in sort order', async () => {
    const { user, table } = await open();
    await user.click(screen.getByRole('button', { name: '添加标签' }));
    const dialog = await screen.findByRole('dialog', { name: '添加标签' });
    expect(within(dialog).getByLabelText('排序')).toHaveValue('0');

    await user.type(within(dialog).getByLabelText('标签名称'), '   ');
    await user.clear(within(dialog).getByLabelText('排序'));
    await user.type(within(dialog).getByLabelText('排序'), '-1');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入标签名称')).toBeInTheDocument();
    expect(within(dialog).getByText('排序范围为0-9999')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('排序')).toHaveValue('-1');

    await user.clear(within(dialog).getByLabelText('标签名称'));
    await user.type(within(dialog).getByLabelText('标签名称'), ' 热卖 ');
    await user.clear(within(dialog).getByLabelText('排序'));
    await user.type(within(dialog).getByLabelText('排序'), '45');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('标签名称已存在'));
    expect(within(dialog).getByLabelText('标签名称')).toHaveValue(' 热卖 ');
    expect(getDb().labels).toHaveLength(5);

    await user.clear(within(dialog).getByLabelText('标签名称'));
    await user.type(within(dialog).getByLabelText('标签名称'), '爆款');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加标签' })).not.toBeInTheDocument());
    expect(texts()).toContain('创建成功');
    expect(getDb().labels.find((l) => l.name === '爆款')).toMatchObject({ id: 6, sort: 45 });
    await waitFor(() => expect(names(table)).toEqual(['新品', '爆款', '热卖', '包邮', '限时折扣', '店长推荐']));
  });

  it('limits the name to 20 characters', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: '添加标签' }));
    const dialog = await screen.findByRole('dialog', { name: '添加标签' });
    await user.type(within(dialog).getByLabelText('标签名称'), '一二三四五六七八九十一二三四五六七八九十超出');
    expect(within(dialog).getByLabelText('标签名称')).toHaveValue('一二三四五六七八九十一二三四五六七八九十');
  });

  it('edits a label', async () => {
    const { user, table } = await open();
    await user.click(within(rowOf(table, '包邮')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑标签' });
    expect(within(dialog).getByLabelText('标签名称')).toHaveValue('包邮');
    expect(within(dialog).getByLabelText('排序')).toHaveValue('30');
    await user.clear(within(dialog).getByLabelText('标签名称'));
    await user.type(within(dialog).getByLabelText('标签名称'), '全国包邮');
    await user.clear(within(dialog).getByLabelText('排序'));
    await user.type(within(dialog).getByLabelText('排序'), '99');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(getDb().labels.find((l) => l.id === 3)).toMatchObject({ name: '全国包邮', sort: 99 });
    await waitFor(() => expect(names(table)[0]).toBe('全国包邮'));
  });

  it('deletes after confirmation, and cancelling keeps the label', async () => {
    const { user, table } = await open();
    await user.click(within(rowOf(table, '店长推荐')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(texts()).toContain('已取消'));
    expect(getDb().labels).toHaveLength(5);

    await user.click(within(rowOf(table, '店长推荐')).getByRole('button', { name: '删除' }));
    const ask = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(ask).getByText('确定永久删除该数据')).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(getDb().labels.map((l) => l.name)).not.toContain('店长推荐');
    await waitFor(() => expect(names(table)).toEqual(['新品', '热卖', '包邮', '限时折扣']));
  });

  it('goes back a page when the last label of a page is deleted', async () => {
    for (let i = 0; i < 11; i++) getDb().labels.push({ id: 100 + i, name: `标签${i}`, sort: 0, createTime: '2024-01-01 00:00:00' });
    const { user, location } = await openPage(`${PATH}?page=2`);
    const table = await findTable(TABLE);
    await within(table).findByText('标签10');
    expect(names(table)).toEqual(['标签10']);
    await user.click(within(rowOf(table, '标签10')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(location().search).not.toHaveProperty('page'));
    await within(table).findByText('新品');
  });

  it('keeps the staff account out: the page is not in its menus', async () => {
    const { location } = await openPage(PATH, undefined, 'staff');
    await waitFor(() => expect(location().pathname).toBe('/401'));
  });

  it('hides add, edit and delete from an account that may only list', async () => {
    const staff = getDb().accounts.find((a) => a.account === 'staff');
    if (!staff) throw new Error('no staff account');
    staff.permissions = [...staff.permissions, 'merchant:product:label:list'];
    staff.menus = menusFor([...staffMenuUrls, PATH]);
    const { table } = await open('staff');
    expect(within(table).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加标签' })).not.toBeInTheDocument();
  });
});
