import { act, screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { confirmWith, findTable, openPage, rowOf, texts } from '@/test/page';

const PATH = '/maintain/systemForm';
const TABLE = '系统表单列表';
const names = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent);

async function open() {
  const app = await openPage(PATH);
  const table = await findTable(TABLE);
  await within(table).findByText('预约信息登记');
  return { ...app, table };
}

/** What the designer window posts to its opener when it saves. */
const designerSaved = (id: number, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'systemFormSaved', id }, origin }));
  });

describe('系统表单', () => {
  it('lists the forms newest first with their columns', async () => {
    const { table } = await open();
    for (const header of ['ID', '表单名称', '添加时间', '更新时间', '操作']) expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(names(table)).toEqual(['定制刻字需求', '预约信息登记']);
    const cells = within(rowOf(table, '预约信息登记')).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    expect(cells[2].textContent).toBe(getDb().systemForms[0].createTime);
    expect(cells[3].textContent).toBe(getDb().systemForms[0].updateTime);
  });

  it('opens the designer in a new window to add and to edit, and reloads when that window saves', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, table } = await open();
    await user.click(screen.getByRole('button', { name: '添加表单' }));
    expect(opened).toHaveBeenLastCalledWith('/page/maintain/creatSystemFrom/0/add', '_blank');
    await user.click(within(rowOf(table, '定制刻字需求')).getByRole('button', { name: '编辑' }));
    expect(opened).toHaveBeenLastCalledWith('/page/maintain/creatSystemFrom/2/edit', '_blank');

    // The designer saved a form: a message from elsewhere is not believed, one from this origin is.
    getDb().systemForms.push({ ...getDb().systemForms[0], id: 3, formName: '售后登记' });
    await designerSaved(3, 'https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(names(table)).toEqual(['定制刻字需求', '预约信息登记']);
    await designerSaved(3);
    await waitFor(() => expect(names(table)).toEqual(['售后登记', '定制刻字需求', '预约信息登记']));
  });

  it('deletes a form after the confirmation, a form a product is linked to too (the product is unlinked)', async () => {
    const { user, table } = await open();
    await user.click(within(rowOf(table, '定制刻字需求')).getByRole('button', { name: '删除' }));
    await confirmWith(user, '确定要删除此表单吗？', '取消');
    expect(getDb().systemForms).toHaveLength(2);
    await user.click(within(rowOf(table, '定制刻字需求')).getByRole('button', { name: '删除' }));
    await confirmWith(user);
    await waitFor(() => expect(names(table)).toEqual(['预约信息登记']));
    expect(texts()).toContain('删除成功');
    expect(getDb().systemForms.map((f) => f.id)).toEqual([1]);

    const linked = getDb().products.find((p) => p.systemFormId === 1)!;
    await user.click(within(rowOf(table, '预约信息登记')).getByRole('button', { name: '删除' }));
    await confirmWith(user);
    await waitFor(() => expect(getDb().systemForms).toEqual([]));
    expect(getDb().products.find((p) => p.id === linked.id)?.systemFormId).toBe(0);
  });

  it('says so when there are no forms', async () => {
    getDb().systemForms = [];
    await openPage(PATH);
    expect(await screen.findByText('暂无表单，点击“添加表单”设计一个', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
