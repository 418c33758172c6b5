import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ICON_NAMES } from './icons';
import { filterIcons, IconPicker } from './icon-picker';

function Harness({ initial = '', onChange }: { initial?: string; onChange: (name: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="menu-icon">菜单图标</label>
      <IconPicker
        id="menu-icon"
        value={value}
        onChange={(name) => {
          onChange(name);
          setValue(name);
        }}
      />
    </>
  );
}

const iconButtons = () => within(screen.getByRole('list', { name: '图标列表' })).getAllByRole('button');

describe('filterIcons', () => {
  it('matches names case-insensitively after trimming', () => {
    expect(filterIcons('  MENU ')).toEqual(['menu-fold', 'menu-unfold']);
    expect(filterIcons('')).toEqual(ICON_NAMES);
    expect(filterIcons('nothing-like-this')).toEqual([]);
  });
});

describe('IconPicker', () => {
  it('opens a searchable dialog of all icons from a labelled button', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={() => {}} />);
    await user.click(screen.getByLabelText('菜单图标'));
    expect(screen.getByRole('dialog', { name: '选择图标' })).toBeInTheDocument();
    expect(iconButtons()).toHaveLength(ICON_NAMES.length);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: '搜索图标' })).toHaveFocus());
  });

  it('filters by keyword, ignoring case and spaces', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={() => {}} />);
    await user.click(screen.getByLabelText('菜单图标'));
    await user.type(screen.getByRole('searchbox', { name: '搜索图标' }), ' Chevron ');
    expect(iconButtons().map((b) => b.textContent)).toEqual(['chevron-left', 'chevron-right', 'chevron-up', 'chevron-down']);
    await user.clear(screen.getByRole('searchbox', { name: '搜索图标' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索图标' }), 'xyz');
    expect(screen.queryByRole('list', { name: '图标列表' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('暂无匹配的图标');
  });

  it('emits the clicked icon, closes and shows it on the button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByLabelText('菜单图标'));
    await user.type(screen.getByRole('searchbox', { name: '搜索图标' }), 'coupon');
    await user.click(screen.getByRole('button', { name: 'coupon' }));
    expect(onChange).toHaveBeenCalledWith('coupon');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('菜单图标')).toHaveTextContent('coupon');
  });

  it('marks the current icon and starts each search afresh', async () => {
    const user = userEvent.setup();
    render(<Harness initial="shop" onChange={() => {}} />);
    await user.click(screen.getByLabelText('菜单图标'));
    expect(screen.getByRole('button', { name: 'shop' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'home' })).toHaveAttribute('aria-pressed', 'false');
    await user.type(screen.getByRole('searchbox', { name: '搜索图标' }), 'ho');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByLabelText('菜单图标'));
    expect(screen.getByRole('searchbox', { name: '搜索图标' })).toHaveValue('');
  });

  it('is chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    render(<Harness onChange={onChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: '搜索图标' })).toHaveFocus());
    await user.keyboard('bell');
    await user.tab();
    expect(screen.getByRole('button', { name: 'bell' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('bell');
  });
});
