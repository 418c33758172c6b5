import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { openPage } from '@/test/page';

describe('the menu palette', () => {
  // cmdk sizes its list with a ResizeObserver and scrolls the chosen item into view, which jsdom lacks.
  // Here only, not in setup.ts: the rest of the suite runs without them, and a global stub would change
  // what every other test's components find (Radix and the virtualised tables look for a ResizeObserver).
  beforeEach(() => {
    Element.prototype.scrollIntoView = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('takes the text typed after Ctrl+K before its box has the focus, with or without key events', async () => {
    const { user } = await openPage('/dashboard', async () => screen.findByRole('region', { name: '销售额' }, { timeout: 5000 }));
    const before = within(screen.getByRole('navigation', { name: '主菜单' })).getAllByRole('link')[0];
    act(() => before.focus());
    fireEvent.keyDown(before, { key: 'k', ctrlKey: true });
    // Before the palette is drawn: text that comes without key events (a Chinese input method's) goes
    // where the focus is.
    const focused = document.activeElement as HTMLInputElement;
    expect(focused).not.toBe(before);
    fireEvent.input(focused, { target: { value: '资金' } });
    const palette = await screen.findByRole('dialog', { name: '搜索菜单' });
    const box = within(palette).getByRole('combobox');
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('资金');
    // Typed on at the end of the box (user-event's own caret in jsdom does not follow a value React writes,
    // which a browser's caret does: in two full runs it typed before 资金, alone it did not).
    await user.type(box, '流水');
    expect(box).toHaveValue('资金流水');
    expect(await within(palette).findByRole('option', { name: /资金流水/ })).toBeInTheDocument();
    // Closed, the focus is back where it was.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '搜索菜单' })).toBeNull());
    expect(before).toHaveFocus();
  });
});
