import { screen, waitFor, within } from '@testing-library/react';
import { deleteProduct } from '@/api/generated/endpoints/product/product';
import { queryClient } from '@/lib/query-client';
import { getDb } from '@/mocks/db';
import { openPage } from '@/test/page';

const table = () => within(screen.getByRole('table', { name: '敏感操作日志列表' }));
const rows = () => table().getAllByRole('row').slice(1);

const open = (path = '/maintain/sensitiveLog') => openPage(path, '敏感操作日志列表');

describe('敏感操作日志', () => {
  it('shows a product deletion made through the API first, with its parameters in full behind 查看', async () => {
    const product = getDb().products.find((p) => !p.isRecycle);
    if (!product) throw new Error('no product in the seed');
    const { user } = await open();
    await deleteProduct({ id: product.id, type: 'recycle' });
    const logged = getDb().sensitiveLogs.at(-1);
    if (!logged) throw new Error('nothing logged');
    await queryClient.invalidateQueries();
    expect(table().getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID', '管理员id', '管理员账号', '操作状态', '接口描述', '操作时间', '主机地址', '方法名称', '请求URL', '请求类型', '请求方式', '请求参数', '返回参数', '错误消息',
    ]);
    await waitFor(() => expect(within(rows()[0]).getAllByRole('cell')[0]).toHaveTextContent(String(logged.id)));
    const cells = within(rows()[0]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 11)).toEqual([
      String(logged.id),
      '1',
      'admin',
      '正常',
      '删除商品',
      logged.createTime,
      '127.0.0.1',
      logged.method,
      '/admin/merchant/product/delete',
      '删除',
      'POST',
    ]);
    expect(cells[13]).toBe('—');

    await user.click(within(rows()[0]).getByRole('button', { name: `查看返回参数 ${logged.id}` }));
    const dialog = await screen.findByRole('dialog', { name: '返回参数' });
    expect(dialog.querySelector('pre')?.textContent).toBe(JSON.stringify(JSON.parse(logged.result), null, 2));
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '返回参数' })).toBeNull());
  });

  it('marks a refused call 异常 with its message, and pages the log', async () => {
    const newest = getDb().sensitiveLogs.toSorted((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
    const failed = newest.slice(0, 15).find((l) => l.status === 1);
    if (!failed) throw new Error('the seed needs a recent failed call');
    const { user, location } = await open();
    const row = (await table().findByRole('cell', { name: String(failed.id) })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('异常')).toBeInTheDocument();
    expect(within(row).getByText(failed.errorMsg)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(location().search).toMatchObject({ page: 2 }));
    const secondPage = newest.slice(15, 30).map((l) => String(l.id));
    await waitFor(() => expect(rows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(secondPage));
  });
});
