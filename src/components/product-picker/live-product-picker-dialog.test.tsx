import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ProductListItem } from '@/api/generated/model';
import { queryClient } from '@/lib/query-client';
import { switchRole } from '@/lib/session';
import { loadSession } from '@/lib/session-load';
import { getDb } from '@/mocks/db';
import { texts } from '@/test/page';
import { chooseOption } from '@/test/select';
import { LiveProductPickerDialog } from './live-product-picker-dialog';
import { ProductPickerDialog } from './product-picker-dialog';

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);

/** Products on sale in the order the product list (出售中) gives them: by sort, then newest. */
const onSale = () =>
  getDb()
    .products.filter((p) => !p.isRecycle && (p.auditStatus === 0 || p.auditStatus === 2) && p.isShow)
    .toSorted((a, b) => b.sort - a.sort || b.id - a.id);

async function open() {
  switchRole('admin');
  await loadSession();
  const onPick = vi.fn<(products: ProductListItem[]) => void>();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <LiveProductPickerDialog open onClose={() => {}} onPick={onPick} />
    </QueryClientProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: '商品列表' });
  const table = within(dialog).getByRole('table', { name: '商品列表' });
  return { user, dialog, table, onPick };
}

describe('the live-goods product picker', () => {
  it('pages products on sale by 1 to 4, one by default, and keeps the choice across pages', async () => {
    const all = onSale();
    const { user, dialog, table, onPick } = await open();
    await waitFor(() => expect(rowNames(table)).toEqual([all[0].name]));
    const sizes = within(dialog).getByRole('combobox', { name: '每页条数' });
    expect(sizes).toHaveTextContent('1条/页');
    await user.click(sizes);
    expect(within(screen.getByRole('listbox', { name: '每页条数' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['1条/页', '2条/页', '3条/页', '4条/页']);
    await user.keyboard('{Escape}');

    await user.click(within(table).getByRole('checkbox', { name: `选择 ${all[0].name}` }));
    await user.click(within(dialog).getByRole('button', { name: '2' }));
    await within(table).findByRole('cell', { name: all[1].name });
    await user.click(within(table).getByRole('checkbox', { name: `选择 ${all[1].name}` }));
    await chooseOption(user, sizes, '4条/页');
    await waitFor(() => expect(rowNames(table)).toEqual(all.slice(0, 4).map((p) => p.name)));
    expect(within(dialog).getByText('已选 2 个')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onPick.mock.calls[0][0].map((p) => p.id)).toEqual([all[0].id, all[1].id]);
  });

  it('searches name or keyword, trimmed', async () => {
    const { user, dialog, table } = await open();
    await user.type(within(dialog).getByLabelText('商品搜索'), '  苹果 {Enter}');
    await waitFor(() => expect(rowNames(table)).toEqual(['阿克苏冰糖心苹果']));
  });

  it('shows the error message when the list fails, where the other pickers stay silent', async () => {
    getDb().faults['/admin/merchant/product/list'] = '500';
    const { dialog } = await open();
    await waitFor(() => expect(texts().length).toBeGreaterThan(0));
    expect(within(dialog).getByRole('button', { name: '重试' })).toBeInTheDocument();

    getDb().faults['/admin/merchant/product/activity/search/page'] = '500';
    const before = texts().length;
    render(
      <QueryClientProvider client={queryClient}>
        <ProductPickerDialog open onClose={() => {}} onPick={() => {}} title="选择商品" />
      </QueryClientProvider>,
    );
    const other = await screen.findByRole('dialog', { name: '选择商品' });
    expect(await within(other).findByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(texts()).toHaveLength(before);
  });
});
