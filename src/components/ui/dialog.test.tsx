import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Dialog } from './dialog';

function Harness({ dismissible = true, width }: { dismissible?: boolean; width?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="商品列表"
        width={width}
        dismissible={dismissible}
        footer={
          <>
            <Button onClick={() => setOpen(false)}>取消</Button>
            <Button variant="primary">确定</Button>
          </>
        }
      >
        <label htmlFor="kw">关键字</label>
        <input id="kw" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title and shows body and footer at the given width', async () => {
    const user = userEvent.setup();
    render(<Harness width={944} />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    const dialog = screen.getByRole('dialog', { name: '商品列表' });
    expect(dialog).toHaveStyle({ width: '944px' });
    expect(screen.getByLabelText('关键字')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('closes on Esc and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '打开' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('leaves the focus where something else put it after the dialog went (Ctrl+K at once)', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <input aria-label="搜索菜单" />
      </>,
    );
    const opener = screen.getByRole('button', { name: '打开' });
    await user.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Before Radix's timer gives the focus back.
    const search = screen.getByRole('textbox', { name: '搜索菜单' });
    search.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(search).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '打开' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(opener).not.toHaveFocus();
  });

  it('closes with the × button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a backdrop click but not on a click elsewhere outside it', async () => {
    // A modal turns off pointer events outside it; toasts above it opt back in, as this button does.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <>
        <Harness />
        <button type="button" style={{ pointerEvents: 'auto' }}>
          关闭消息
        </button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: '打开' }));
    await user.click(screen.getByRole('button', { name: '关闭消息', hidden: true }));
    expect(screen.getByRole('dialog', { name: '商品列表' })).toBeInTheDocument();
    const backdrop = document.querySelector('[data-state="open"]:not([role])');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Esc and disables × while not dismissible', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '商品列表' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeDisabled();
  });
});
