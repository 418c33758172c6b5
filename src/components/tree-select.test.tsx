import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TreeSelect, type TreeNode } from './tree-select';

const node = (id: number, name: string, childList: TreeNode[] = [], isShow = true): TreeNode => ({ id, name, isShow, childList });

const tree: TreeNode[] = [
  node(1, '服装', [node(2, '男装', [node(3, 'T恤'), node(4, '夹克', [], false)])]),
  node(5, '清仓特价', [node(6, '过季商品', [node(7, '旧款T恤')])], false),
  node(8, '食品', [node(9, '茶叶', [node(10, '绿茶')])]),
];

function Harness({ multiple = false, leafOnly = false, initial = [], onChange }: { multiple?: boolean; leafOnly?: boolean; initial?: number[]; onChange?: (ids: number[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="cate">平台分类</label>
      <TreeSelect
        id="cate"
        label="平台分类"
        nodes={tree}
        multiple={multiple}
        clearable
        selectable={leafOnly ? (_, depth) => depth === 2 : undefined}
        value={value}
        onChange={(ids) => {
          onChange?.(ids);
          setValue(ids);
        }}
      />
    </>
  );
}

describe('TreeSelect', () => {
  it('offers only the categories that may be chosen; hidden ones and all under them are disabled', async () => {
    const user = userEvent.setup();
    render(<Harness leafOnly />);
    await user.click(screen.getByRole('button', { name: '平台分类' }));
    const list = within(await screen.findByRole('listbox', { name: '平台分类' }));
    expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual(['T恤', '夹克（已隐藏）', '旧款T恤（已隐藏）', '绿茶']);
    expect(list.queryByRole('option', { name: /^服装/ })).toBeNull();
    expect(list.getByRole('option', { name: /夹克/ })).toHaveAttribute('aria-disabled', 'true');
    expect(list.getByRole('option', { name: /旧款T恤/ })).toHaveAttribute('aria-disabled', 'true');
    expect(list.getByRole('option', { name: 'T恤' })).not.toHaveAttribute('aria-disabled');
  });

  it('takes one choice, closes, shows its path and can be cleared', async () => {
    const onChange = vi.fn<(ids: number[]) => void>();
    const user = userEvent.setup();
    render(<Harness leafOnly onChange={onChange} />);
    expect(screen.queryByRole('button', { name: '清空平台分类' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '平台分类' }));
    await user.click(within(await screen.findByRole('listbox', { name: '平台分类' })).getByRole('option', { name: /夹克/ }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('option', { name: '绿茶' }));
    expect(onChange).toHaveBeenLastCalledWith([10]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: '平台分类' })).toHaveTextContent('食品 / 茶叶 / 绿茶');
    await user.click(screen.getByRole('button', { name: '清空平台分类' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('button', { name: '平台分类' })).toHaveTextContent('请选择');
  });

  it('ticks several at any level, filters by path and moves with the arrow keys', async () => {
    const onChange = vi.fn<(ids: number[]) => void>();
    const user = userEvent.setup();
    render(<Harness multiple initial={[3]} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '平台分类' }));
    const list = within(await screen.findByRole('listbox', { name: '平台分类' }));
    expect(list.getByRole('option', { name: 'T恤' })).toHaveAttribute('aria-selected', 'true');
    await user.click(list.getByRole('option', { name: '服装' }));
    expect(onChange).toHaveBeenLastCalledWith([3, 1]);
    // Several: the list stays open for the next tick.
    await user.click(list.getByRole('option', { name: 'T恤' }));
    expect(onChange).toHaveBeenLastCalledWith([1]);

    await user.type(screen.getByRole('textbox', { name: '筛选分类' }), '茶');
    expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual(['食品 / 茶叶', '食品 / 茶叶 / 绿茶']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(list.getByRole('option', { name: '食品 / 茶叶 / 绿茶' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([1, 10]);
  });
});
