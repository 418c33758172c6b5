import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMessages } from '@/lib/message';
import { confirm, ConfirmHost, dismissAllConfirms } from './confirm-dialog';

const texts = () => getMessages().map((m) => `${m.kind}:${m.text}`);

// Runs before the shared cleanup unmounts the host, hence act.
afterEach(() => act(() => dismissAllConfirms()));

function ask(options?: Parameters<typeof confirm>[0]) {
  let result: Promise<boolean> = Promise.resolve(false);
  act(() => {
    result = confirm(options);
  });
  return result;
}

describe('confirm', () => {
  it('asks with the delete defaults: 提示 / 确定永久删除该数据 / 确定 取消', () => {
    render(<ConfirmHost />);
    void ask();
    const dialog = screen.getByRole('alertdialog', { name: '提示' });
    expect(dialog).toHaveAccessibleDescription('确定永久删除该数据');
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });

  it('resolves true on 确定 without any toast', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const result = ask({ title: '系统提示', message: '删除当前分类吗' });
    expect(screen.getByRole('alertdialog', { name: '系统提示' })).toHaveTextContent('删除当前分类吗');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await expect(result).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(texts()).toEqual([]);
  });

  it('resolves false on 取消 and says 已取消', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const result = ask();
    await user.click(screen.getByRole('button', { name: '取消' }));
    await expect(result).resolves.toBe(false);
    expect(texts()).toEqual(['info:已取消']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('confirms on Enter, since focus starts on 确定', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const result = ask();
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await expect(result).resolves.toBe(true);
  });

  it('confirms on Enter wherever focus is in the dialog, except on 取消', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const result = ask();
    // Clicking the text moves focus to the dialog itself, off both buttons.
    await user.click(screen.getByText('确定永久删除该数据'));
    expect(screen.getByRole('alertdialog')).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(result).resolves.toBe(true);

    const again = ask();
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toHaveFocus());
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(again).resolves.toBe(false);
  });

  it('cancels on Esc', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const result = ask();
    await user.keyboard('{Escape}');
    await expect(result).resolves.toBe(false);
    expect(texts()).toEqual(['info:已取消']);
  });

  it('lets callers word the cancel differently or stay silent', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const first = ask({ cancelMessage: 'cancelled' });
    await user.click(screen.getByRole('button', { name: '取消' }));
    await expect(first).resolves.toBe(false);
    const second = ask({ cancelMessage: false, confirmText: '发送', cancelText: '不发送', message: '发送优惠劵吗' });
    await user.click(screen.getByRole('button', { name: '不发送' }));
    await expect(second).resolves.toBe(false);
    expect(texts()).toEqual(['info:cancelled']);
  });

  it('shows a second request after the first is answered', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const first = ask({ message: '第一个' });
    const second = ask({ message: '第二个' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('第一个');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await expect(first).resolves.toBe(true);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('第二个');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await expect(second).resolves.toBe(false);
  });
});
