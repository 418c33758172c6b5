import { act, fireEvent, screen, within } from '@testing-library/react';
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

  it('takes the keys typed after Ctrl+K when its box gets the focus, not when it is first drawn', async () => {
    const { user } = await openPage('/dashboard', async () => screen.findByRole('region', { name: '销售额' }, { timeout: 5000 }));
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: '搜索菜单' });
    const box = within(palette).getByRole('combobox');
    expect(box).toHaveFocus();

    // The palette is drawn, its box not focused yet (as while the drawing yields to the keyboard): the
    // keys after the shortcut wait for the box, and go into it with the focus.
    act(() => box.blur());
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    for (const key of ['资', '金']) expect(fireEvent.keyDown(document.body, { key })).toBe(false);
    act(() => box.focus());
    expect(box).toHaveValue('资金');
    await user.keyboard('流水');
    expect(box).toHaveValue('资金流水');
    expect(await within(palette).findByRole('option', { name: /资金流水/ })).toBeInTheDocument();
  });
});
