import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import { DataTable, columnsFor } from './data-table';
import { pageItems } from './pagination';

interface Row {
  id: number;
  name: string;
  stock: number;
}

const col = columnsFor<Row>();
const columns = col.columns([
  col.accessor('id', { header: 'ID', enableHiding: false }),
  col.accessor('name', { header: '商品名称' }),
  col.accessor('stock', { header: '库存' }),
]);

const rows: Row[] = [
  { id: 1, name: '普洱茶饼', stock: 12 },
  { id: 2, name: '五常大米', stock: 0 },
];

const bulkButton = (onBulk: (ids: number[]) => void) =>
  function BulkActions(selected: Row[]) {
    return (
      <button type="button" disabled={selected.length === 0} onClick={() => onBulk(selected.map((r) => r.id))}>
        批量下架
      </button>
    );
  };

function Harness({ onBulk = () => {}, onPage = () => {}, data = rows, isError = false, onRetry = () => {}, canSelect }: { onBulk?: (ids: number[]) => void; onPage?: (p: number) => void; data?: Row[]; isError?: boolean; onRetry?: () => void; canSelect?: (row: Row) => boolean }) {
  const [limit, setLimit] = useState(15);
  return (
    <DataTable
      tableId="test-table"
      label="商品"
      columns={columns}
      rows={data}
      total={40}
      getRowId={(r) => String(r.id)}
      page={2}
      limit={limit}
      onPageChange={onPage}
      onLimitChange={setLimit}
      isLoading={false}
      isError={isError}
      onRetry={onRetry}
      bulkActions={bulkButton(onBulk)}
      canSelect={canSelect}
    />
  );
}

describe('DataTable', () => {
  it('renders the rows and pages on the server', async () => {
    const onPage = vi.fn<(p: number) => void>();
    const user = userEvent.setup();
    render(<Harness onPage={onPage} />);
    const table = screen.getByRole('table', { name: '商品' });
    expect(within(table).getByText('普洱茶饼')).toBeInTheDocument();
    expect(screen.getByText('共 40 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await user.type(screen.getByLabelText('跳转到页'), '99{Enter}');
    expect(onPage).toHaveBeenLastCalledWith(3);
  });

  it('hides a column on request and remembers it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: '列设置' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: /库存/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: '库存' })).toBeNull();
    unmount();
    render(<Harness />);
    expect(screen.queryByRole('columnheader', { name: '库存' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: '商品名称' })).toBeInTheDocument();
  });

  it('acts on the checked rows from the bulk bar', async () => {
    const onBulk = vi.fn<(ids: number[]) => void>();
    const user = userEvent.setup();
    render(<Harness onBulk={onBulk} />);
    expect(screen.getByRole('button', { name: '批量下架' })).toBeDisabled();
    await user.click(screen.getByLabelText('选择第 2 行'));
    expect(screen.getByText('已选 1 项')).toBeInTheDocument();
    await user.click(screen.getByLabelText('全选本页'));
    await user.click(screen.getByRole('button', { name: '批量下架' }));
    expect(onBulk).toHaveBeenCalledWith([1, 2]);
  });

  it('leaves the rows that cannot be acted on unchecked, even by 全选本页', async () => {
    const onBulk = vi.fn<(ids: number[]) => void>();
    const user = userEvent.setup();
    const { unmount } = render(<Harness onBulk={onBulk} canSelect={(r) => r.stock > 0} />);
    expect(screen.getByLabelText('选择第 2 行')).toBeDisabled();
    await user.click(screen.getByLabelText('全选本页'));
    expect(screen.getByText('已选 1 项')).toBeInTheDocument();
    expect(screen.getByLabelText('全选本页')).toBeChecked();
    await user.click(screen.getByRole('button', { name: '批量下架' }));
    expect(onBulk).toHaveBeenCalledWith([1]);
    unmount();
    render(<Harness canSelect={() => false} />);
    expect(screen.getByLabelText('全选本页')).toBeDisabled();
  });

  it('shows an empty list and a failed one with a retry', async () => {
    const onRetry = vi.fn<() => void>();
    const user = userEvent.setup();
    const { rerender } = render(<Harness data={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    rerender(<Harness isError onRetry={onRetry} />);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

function Expandable({ rowSelection, onSelect }: { rowSelection?: RowSelectionState; onSelect?: (next: RowSelectionState) => void }) {
  return (
    <DataTable
      tableId="expand-table"
      label="商品"
      columns={columns}
      rows={rows}
      total={2}
      getRowId={(r) => String(r.id)}
      page={1}
      limit={15}
      onPageChange={() => {}}
      onLimitChange={() => {}}
      isLoading={false}
      isError={false}
      onRetry={() => {}}
      selectable={Boolean(onSelect)}
      rowSelection={rowSelection}
      onRowSelectionChange={onSelect}
      rowName={(r) => r.name}
      renderExpanded={(r) => <p>库存明细：{r.stock} 件</p>}
    />
  );
}

describe('DataTable with expandable rows', () => {
  it('opens a row to show its details under it, and closes it again', async () => {
    const user = userEvent.setup();
    render(<Expandable />);
    const table = screen.getByRole('table', { name: '商品' });
    expect(within(table).getByRole('columnheader', { name: '展开' })).toBeInTheDocument();
    expect(within(table).queryByText('库存明细：12 件')).toBeNull();
    const row = within(table).getByRole('row', { name: /普洱茶饼/ });
    await user.click(within(row).getByRole('button', { name: '展开 普洱茶饼' }));
    expect(row.nextElementSibling).toHaveTextContent('库存明细：12 件');
    expect(within(row.nextElementSibling as HTMLElement).getByRole('cell')).toHaveAttribute('colspan', '4');
    expect(within(table).queryByText('库存明细：0 件')).toBeNull();
    const close = within(row).getByRole('button', { name: '收起 普洱茶饼' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    await user.click(close);
    expect(within(table).queryByText('库存明细：12 件')).toBeNull();
    expect(within(row).getByRole('button', { name: '展开 普洱茶饼' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the checks by the row and leaves the checks to the caller when it keeps them', async () => {
    const onSelect = vi.fn<(next: RowSelectionState) => void>();
    const user = userEvent.setup();
    render(<Expandable rowSelection={{ '2': true }} onSelect={onSelect} />);
    expect(screen.getByRole('checkbox', { name: '选择 五常大米' })).toBeChecked();
    expect(screen.queryByRole('toolbar', { name: '批量操作' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '选择 普洱茶饼' }));
    expect(onSelect).toHaveBeenLastCalledWith({ '1': true, '2': true });
    // Still controlled: nothing changes until the caller says so.
    expect(screen.getByRole('checkbox', { name: '选择 普洱茶饼' })).not.toBeChecked();
    const row = screen.getByRole('row', { name: /五常大米/ });
    await user.click(within(row).getByRole('button', { name: '展开 五常大米' }));
    expect(row.nextElementSibling?.querySelector('td')).toHaveAttribute('colspan', '5');
  });
});

describe('pageItems', () => {
  it('shows every page when few, and gaps around a window when many', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
    expect(pageItems(3, 40, 5)).toEqual([1, 2, 3, 4, 'gap', 40]);
    expect(pageItems(38, 40, 5)).toEqual([1, 'gap', 37, 38, 39, 40]);
  });
});
