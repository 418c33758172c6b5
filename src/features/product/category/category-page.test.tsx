import { screen, waitFor, within } from '@testing-library/react';
import { addMerchantCategory, getGetMerchantCategoryTreeQueryOptions } from '@/api/generated/endpoints/product-category/product-category';
import { getDb, setFault } from '@/mocks/db';
import { setLatency } from '@/mocks/lib';
import { queryClient } from '@/lib/query-client';
import { confirmWith, findTable, openPage, rowOf, texts } from '@/test/page';
import { chooseOption } from '@/test/select';

const category = (name: string) => getDb().merCategories.find((c) => c.name === name);

async function open(as: 'admin' | 'staff' = 'admin') {
  const app = await openPage('/product/classify', undefined, as);
  // Sign-in, the redirect and the first list load: slower than one default wait on a busy machine.
  const table = await findTable('商品分类');
  await within(table).findByText('新品上市', {}, { timeout: 5000 });
  return { ...app, table };
}

/** A row's name (without the expand arrow). */
const nameOf = (row: HTMLElement) => within(row).queryAllByRole('cell')[0]?.textContent?.replace('▸', '').trim();

/** The names in the table's first column, top to bottom. */
const names = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map(nameOf);

describe('商品分类 (/product/classify)', () => {
  it('shows the categories as a tree ordered by sort, with collapse, expand and a name filter', async () => {
    const { table, user } = await open();
    expect(names(table)).toEqual(['新品上市', '热销推荐', '本周爆款', '回头客最爱', '茶叶专区', '明前好茶', '鲜果直供', '数码配件', '清仓特价', '虚拟商品']);
    expect(within(rowOf(table, '清仓特价')).getByRole('switch', { name: '清仓特价 显示状态' })).not.toBeChecked();
    expect(within(rowOf(table, '新品上市')).getByRole('switch')).toBeChecked();

    await user.click(within(table).getByRole('button', { name: '折叠 热销推荐' }));
    expect(names(table)).not.toContain('本周爆款');
    await user.click(within(table).getByRole('button', { name: '展开 热销推荐' }));
    expect(names(table)).toContain('本周爆款');

    await user.click(screen.getByRole('button', { name: '折叠全部' }));
    expect(names(table)).toEqual(['新品上市', '热销推荐', '茶叶专区', '鲜果直供', '数码配件', '清仓特价', '虚拟商品']);
    await user.click(screen.getByRole('button', { name: '展开全部' }));
    expect(names(table)).toHaveLength(10);

    await user.type(screen.getByLabelText('分类名称'), '爆款{Enter}');
    await waitFor(() => expect(names(table)).toEqual(['热销推荐', '本周爆款']));
  });

  it('adds a top-level category and a child, checking the name, and refreshes the cached tree', async () => {
    const { table, user } = await open();
    const tree = getGetMerchantCategoryTreeQueryOptions();
    await queryClient.fetchQuery(tree);

    await user.click(screen.getByRole('button', { name: '添加分类' }));
    let dialog = await screen.findByRole('dialog', { name: '添加分类' });
    expect(within(dialog).getByRole('combobox', { name: '父级' })).toHaveTextContent('顶级分类');
    expect(within(dialog).getByLabelText('排序')).toHaveValue('1');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入分类名称')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('排序'));
    await user.type(within(dialog).getByLabelText('排序'), '1.5');
    await user.type(within(dialog).getByLabelText('分类名称'), '  夏季新品  ');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('排序必须是0-9999之间的整数')).toBeInTheDocument();
    // What was typed is kept.
    expect(within(dialog).getByLabelText('分类名称')).toHaveValue('  夏季新品  ');
    await user.clear(within(dialog).getByLabelText('排序'));
    await user.type(within(dialog).getByLabelText('排序'), '200');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('创建成功'));
    expect(category('夏季新品')).toMatchObject({ pid: 0, sort: 200, isShow: true, icon: '' });
    expect(await within(table).findByText('夏季新品')).toBeInTheDocument();
    expect(names(table)[0]).toBe('夏季新品');
    expect(queryClient.getQueryState(tree.queryKey)?.isInvalidated).toBe(true);

    await user.click(within(rowOf(table, '夏季新品')).getByRole('button', { name: '添加子目录' }));
    dialog = await screen.findByRole('dialog', { name: '添加分类' });
    expect(within(dialog).getByRole('combobox', { name: '父级' })).toHaveTextContent('夏季新品');
    await user.type(within(dialog).getByLabelText('分类名称'), '凉鞋');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(category('凉鞋')).toMatchObject({ pid: category('夏季新品')?.id, sort: 1 }));
    expect(await within(table).findByText('凉鞋')).toBeInTheDocument();
    expect(names(table).slice(0, 2)).toEqual(['夏季新品', '凉鞋']);
  });

  it('edits a category, refusing itself or one below it as the parent', async () => {
    const { table, user } = await open();
    await user.click(within(rowOf(table, '热销推荐')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑分类' });
    expect(within(dialog).getByLabelText('分类名称')).toHaveValue('热销推荐');
    await user.click(within(dialog).getByRole('combobox', { name: '父级' }));
    // Hidden categories are offered, marked as hidden.
    expect(screen.getByRole('option', { name: /清仓特价（已隐藏）/ })).not.toHaveAttribute('aria-disabled');
    // A second-level category takes no children.
    expect(screen.getByRole('option', { name: /本周爆款/ })).toHaveAttribute('aria-disabled', 'true');
    await chooseOption(user, '父级', '热销推荐');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('上级分类不能选当前分类')).toBeInTheDocument();
    // 热销推荐 has children: under another top-level category they would be on a third level.
    await chooseOption(user, '父级', '茶叶专区');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('商户商品分类最多两级')).toBeInTheDocument();
    await chooseOption(user, '父级', '顶级分类');
    await user.clear(within(dialog).getByLabelText('分类名称'));
    await user.type(within(dialog).getByLabelText('分类名称'), '人气推荐');
    await user.clear(within(dialog).getByLabelText('排序'));
    await user.type(within(dialog).getByLabelText('排序'), '7');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    expect(getDb().merCategories.find((c) => c.id === 2)).toMatchObject({ name: '人气推荐', pid: 0, sort: 7 });
    expect(await within(table).findByText('人气推荐')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '编辑分类' })).not.toBeInTheDocument();
  });

  it('deletes after a confirm, and the server refuses categories with children or products', async () => {
    const { table, user } = await open();
    await user.click(within(rowOf(table, '热销推荐')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除当前分类吗')).toBeInTheDocument();
    await confirmWith(user);
    await waitFor(() => expect(texts()).toContain('该分类下有子分类，请先删除子分类'));
    await user.click(within(rowOf(table, '新品上市')).getByRole('button', { name: '删除' }));
    await confirmWith(user);
    await waitFor(() => expect(texts()).toContain('商户商品分类已使用'));
    expect(category('热销推荐')).toBeDefined();
    expect(category('新品上市')).toBeDefined();

    // A category nothing uses goes, once confirmed.
    getDb().merCategories.push({ id: 50, pid: 0, name: '临时分类', icon: '', sort: 0, isShow: true, createTime: '2024-01-01 00:00:00' });
    await queryClient.invalidateQueries();
    const row = await waitFor(() => rowOf(table, '临时分类'));
    await user.click(within(row).getByRole('button', { name: '删除' }));
    const alert = await screen.findByRole('alertdialog');
    await user.click(within(alert).getByRole('button', { name: '取消' }));
    expect(texts()).toContain('已取消');
    expect(category('临时分类')).toBeDefined();
    await user.click(within(rowOf(table, '临时分类')).getByRole('button', { name: '删除' }));
    await confirmWith(user);
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(category('临时分类')).toBeUndefined();
    await waitFor(() => expect(within(table).queryByText('临时分类')).not.toBeInTheDocument());
  });

  it('switches the status at once and puts it back when the server refuses', async () => {
    const { table, user } = await open();
    const clearance = () => within(rowOf(table, '清仓特价')).getByRole('switch', { name: '清仓特价 显示状态' });
    await user.click(clearance());
    expect(clearance()).toBeChecked();
    await waitFor(() => expect(category('清仓特价')?.isShow).toBe(true));
    await waitFor(() => expect(texts()).toContain('操作成功'));

    setFault('/admin/merchant/store/product/category/update/show/9', '500');
    // A slow answer, so the switch is seen moved before the refusal puts it back.
    setLatency(300);
    try {
      await user.click(clearance());
      await waitFor(() => expect(clearance()).not.toBeChecked());
      await waitFor(() => expect(texts()).toContain('系统繁忙，请稍后重试'));
      await waitFor(() => expect(clearance()).toBeChecked());
    } finally {
      setLatency(0);
    }
    expect(category('清仓特价')?.isShow).toBe(true);
  });

  it('is read-only for staff, who may only list categories', async () => {
    const { table } = await open('staff');
    expect(names(table)).toHaveLength(10);
    expect(screen.queryByRole('button', { name: '添加分类' })).not.toBeInTheDocument();
    for (const label of ['添加子目录', '编辑', '删除']) expect(within(table).queryByRole('button', { name: label })).not.toBeInTheDocument();
    expect(within(table).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(rowOf(table, '清仓特价')).getByText('隐藏')).toBeInTheDocument();
  });
});

describe('two levels at most, as the reference', () => {
  it('offers children only to top-level categories, and the server refuses a third level and a name used anywhere in the store', async () => {
    const { table, user } = await open();
    expect(within(rowOf(table, '明前好茶')).queryByRole('button', { name: '添加子目录' })).not.toBeInTheDocument();
    await user.click(within(rowOf(table, '茶叶专区')).getByRole('button', { name: '添加子目录' }));
    let dialog = await screen.findByRole('dialog', { name: '添加分类' });
    await user.type(within(dialog).getByLabelText('分类名称'), '新茶');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(category('新茶')).toMatchObject({ pid: 5 }));
    expect(within(await waitFor(() => rowOf(table, '新茶'))).queryByRole('button', { name: '添加子目录' })).not.toBeInTheDocument();
    await expect(addMerchantCategory({ pid: category('新茶')?.id ?? 0, name: '三级', icon: '', sort: 1 })).rejects.toThrow('商户商品分类只支持二级分类');

    await user.click(screen.getByRole('button', { name: '添加分类' }));
    dialog = await screen.findByRole('dialog', { name: '添加分类' });
    await user.click(within(dialog).getByRole('combobox', { name: '父级' }));
    expect(screen.getByRole('option', { name: /新茶/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: /明前好茶/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('combobox', { name: '父级' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // A name is used once in the whole store: 本周爆款 sits under 热销推荐, and is refused at the top too.
    await user.type(within(dialog).getByLabelText('分类名称'), '本周爆款');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('分类名称已存在'));
    expect(within(dialog).getByLabelText('分类名称')).toHaveValue('本周爆款');
    expect(getDb().merCategories.filter((c) => c.name === '本周爆款')).toHaveLength(1);
  });
});
