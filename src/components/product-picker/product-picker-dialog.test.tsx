import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PickerProduct } from '@/api/generated/model';
import { queryClient } from '@/lib/query-client';
import { switchRole } from '@/lib/session';
import { loadSession } from '@/lib/session-load';
import { getDb } from '@/mocks/db';
import { texts } from '@/test/page';
import { chooseOption } from '@/test/select';
import { recordRequests } from '@/test/requests';
import { ProductPickerDialog, type ProductPickerDialogProps } from './product-picker-dialog';

/** The products the picker offers, newest first, as the demo backend orders them. */
const offered = () =>
  getDb()
    .products.filter((p) => !p.isRecycle && (p.auditStatus === 0 || p.auditStatus === 2))
    .toSorted((a, b) => b.sort - a.sort || b.id - a.id);

async function open(props: Partial<ProductPickerDialogProps> = {}) {
  switchRole('admin');
  await loadSession();
  const onPick = vi.fn<(products: PickerProduct[]) => void>();
  const onClose = vi.fn<() => void>();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <ProductPickerDialog open onClose={onClose} onPick={onPick} {...props} />
    </QueryClientProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: '商品列表' });
  const table = within(dialog).getByRole('table', { name: '商品列表' });
  await within(table).findByRole('cell', { name: offered()[0].name });
  return { user, dialog, table, onPick, onClose };
}

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);

describe('the product picker (商品列表)', () => {
  it('is 944px wide, pages by 10 and keeps the choice across pages', async () => {
    const all = offered();
    expect(all.length).toBeGreaterThan(10);
    const { user, dialog, table, onPick, onClose } = await open({ multiple: true });
    expect(dialog).toHaveStyle({ width: '944px' });
    expect(rowNames(table)).toEqual(all.slice(0, 10).map((p) => p.name));
    const size = within(dialog).getByRole('combobox', { name: '每页条数' });
    expect(size).toHaveTextContent('10条/页');
    await user.click(size);
    expect(within(screen.getByRole('listbox', { name: '每页条数' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['10条/页', '20条/页', '30条/页', '40条/页']);
    await user.keyboard('{Escape}');

    await user.click(within(table).getByRole('checkbox', { name: `选择 ${all[0].name}` }));
    await user.click(within(dialog).getByRole('button', { name: '2' }));
    await within(table).findByRole('cell', { name: all[10].name });
    await user.click(within(table).getByRole('checkbox', { name: `选择 ${all[10].name}` }));
    expect(within(dialog).getByText('已选 2 个')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '1' }));
    expect(await within(table).findByRole('checkbox', { name: `选择 ${all[0].name}` })).toBeChecked();

    // A filter change keeps the choice too.
    await chooseOption(user, within(dialog).getByRole('combobox', { name: '状态' }), '下架');
    await waitFor(() => expect(rowNames(table).length).toBeLessThan(10));
    expect(within(dialog).getByText('已选 2 个')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick.mock.calls[0][0].map((p) => p.id)).toEqual([all[0].id, all[10].id]);
    expect(onPick.mock.calls[0][0][0].attrValue.length).toBeGreaterThan(0);
    expect(onClose).toHaveBeenCalled();
  });

  it('warns 最多选择{n}个 and does not choose past the maximum', async () => {
    const all = offered();
    const { user, dialog, table, onPick } = await open({ multiple: true, max: 2 });
    await user.click(within(table).getByRole('checkbox', { name: `选择 ${all[0].name}` }));
    await user.click(within(table).getByRole('checkbox', { name: `选择 ${all[1].name}` }));
    await user.click(within(table).getByRole('checkbox', { name: `选择 ${all[2].name}` }));
    expect(texts()).toContain('最多选择2个');
    expect(within(table).getByRole('checkbox', { name: `选择 ${all[2].name}` })).not.toBeChecked();
    expect(within(dialog).getByText('已选 2 个')).toBeInTheDocument();

    // Choosing the whole page would also pass the maximum.
    await user.click(within(table).getByRole('checkbox', { name: `选择 ${all[1].name}` }));
    await user.click(within(table).getByRole('checkbox', { name: '全选本页' }));
    expect(within(dialog).getByText('已选 1 个')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onPick.mock.calls[0][0].map((p) => p.id)).toEqual([all[0].id]);
  });

  it('searches the trimmed name on Enter', async () => {
    const requests = recordRequests();
    const { user, dialog, table } = await open();
    await user.type(within(dialog).getByLabelText('商品名称'), '  苹果  {Enter}');
    await waitFor(() => expect(rowNames(table)).toEqual(['阿克苏冰糖心苹果']));
    const names = requests.all('/product/activity/search/page').map((r) => r.url.searchParams.get('name'));
    expect(names.at(-1)).toBe('苹果');
    expect(names.slice(0, -1).every((n) => n === null)).toBe(true);
  });

  it('filters by platform category (hidden ones disabled) and store categories', async () => {
    const { user, dialog, table } = await open();
    const platform = within(dialog).getByRole('combobox', { name: '平台分类' });
    await user.click(platform);
    await waitFor(() => expect(screen.getByRole('option', { name: /夹克/ })).toHaveAttribute('aria-disabled', 'true'));
    // A top-level category covers the categories under it.
    await user.click(screen.getByRole('option', { name: '食品生鲜' }));
    expect(platform).toHaveTextContent('食品生鲜');
    await waitFor(() => expect(rowNames(table)).not.toContain('纯棉圆领短袖T恤'));
    const food = offered().filter((p) => ['绿茶', '红茶', '乌龙茶', '苹果', '柑橘', '热带水果', '坚果', '糕点'].includes(getDb().platCategories.find((c) => c.id === p.categoryId)?.name ?? ''));
    expect(rowNames(table).toSorted()).toEqual(food.map((p) => p.name).slice(0, 10).toSorted());

    await chooseOption(user, platform, '全部');
    await user.click(within(dialog).getByLabelText('商户分类'));
    const tree = await screen.findByRole('dialog', { name: '商户分类' });
    expect(within(tree).getByRole('option', { name: /清仓特价/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(tree).getByRole('option', { name: '茶叶专区' }));
    await waitFor(() => expect(rowNames(table).toSorted()).toEqual(offered().filter((p) => p.cateId.split(',').some((id) => id === '5' || id === '6')).map((p) => p.name).toSorted()));
  });

  it('in single mode chooses one row with its radio, and asks for one before confirming', async () => {
    const all = offered();
    const { user, dialog, table, onPick } = await open();
    expect(within(dialog).queryByRole('checkbox', { name: '全选本页' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(texts()).toContain('请选择商品');
    expect(onPick).not.toHaveBeenCalled();

    await user.click(within(table).getByRole('radio', { name: `选择 ${all[3].name}` }));
    await user.click(within(table).getByRole('radio', { name: `选择 ${all[1].name}` }));
    expect(within(table).getByRole('radio', { name: `选择 ${all[3].name}` })).not.toBeChecked();
    expect(within(dialog).getByText('已选 1 个')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onPick).toHaveBeenCalledWith([expect.objectContaining({ id: all[1].id, name: all[1].name })]);
  });
});
