import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu, MenuItem } from './menu';

function renderMenu() {
  render(
    <>
      <Menu label="用户菜单" trigger={<button type="button">张店长</button>}>
        <MenuItem onSelect={() => {}}>个人中心</MenuItem>
      </Menu>
      <input aria-label="搜索菜单" />
    </>,
  );
  return { trigger: screen.getByRole('button', { name: '张店长' }), palette: screen.getByRole('textbox', { name: '搜索菜单' }) };
}

/** Radix gives the focus back on a timer once the menu has gone: let it pass. */
const timerPasses = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('Menu', () => {
  it('gives the focus back to its button once closed', async () => {
    const { trigger } = renderMenu();
    const user = userEvent.setup();
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: '个人中心' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('leaves the focus where it went between the menu closing and that return (Ctrl+K’s palette after 个人中心)', async () => {
    const { trigger, palette } = renderMenu();
    const user = userEvent.setup();
    await user.click(trigger);
    const item = await screen.findByRole('menuitem', { name: '个人中心' });
    // Chosen, and at once, before Radix's timer, the palette takes the focus.
    act(() => {
      fireEvent.click(item);
    });
    palette.focus();
    await timerPasses();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(palette).toHaveFocus();
  });
});
