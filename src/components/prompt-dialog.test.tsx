import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMessages } from '@/lib/message';
import { dismissAllPrompts, prompt, PromptHost, type PromptOptions } from './prompt-dialog';

const texts = () => getMessages().map((m) => `${m.kind}:${m.text}`);

// Runs before the shared cleanup unmounts the host, hence act.
afterEach(() => {
  act(() => dismissAllPrompts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function ask(options: Partial<PromptOptions> = {}) {
  let result: Promise<string | null> = Promise.resolve(null);
  act(() => {
    result = prompt({ title: '添加分类', label: '分类名称', onConfirm: () => {}, ...options });
  });
  return result;
}

/** Fake timers for the 3-second executing state; user-event must move them along with its own delays. */
function fakeTime() {
  // Only timeouts: React's scheduler runs on setImmediate/MessageChannel and must stay real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library only moves fake timers on after an event when it sees a `jest` global;
  // without it, its post-event setTimeout(0) never fires (testing-library/react-testing-library#1197).
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** A save that takes longer than the executing state's 3 s. */
const slowSave = () => new Promise<void>((resolve) => setTimeout(resolve, 5000));

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('prompt', () => {
  it('refuses text over maxLength at the field, keeping what was typed and calling nothing', async () => {
    render(<PromptHost />);
    const onConfirm = vi.fn<(value: string) => void>();
    void ask({ maxLength: 5, onConfirm });
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: '分类名称' });
    await user.type(input, '春季新品上市');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('分类名称不能超过5个字符')).toBeInTheDocument();
    expect(input).toHaveValue('春季新品上市');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('asks in a dialog titled as requested, with the labelled input focused', async () => {
    render(<PromptHost />);
    void ask({ initialValue: '数码', placeholder: '最多20个字' });
    expect(screen.getByRole('dialog', { name: '添加分类' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: '分类名称' });
    expect(input).toHaveValue('数码');
    expect(input).toHaveAttribute('placeholder', '最多20个字');
    await vi.waitFor(() => expect(input).toHaveFocus());
  });

  it('refuses an empty value with 请输入 + label and stays open', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn<(value: string) => void>();
    render(<PromptHost />);
    void ask({ onConfirm });
    await user.type(screen.getByRole('textbox', { name: '分类名称' }), '   ');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入分类名称');
    expect(screen.getByRole('textbox', { name: '分类名称' })).toBeInvalid();
    expect(screen.getByRole('dialog', { name: '添加分类' })).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: '分类名称' }), '家电');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows 执行中... for 3 seconds while onConfirm runs, then closes with the trimmed value', async () => {
    const user = fakeTime();
    const onConfirm = vi.fn<(value: string) => void>();
    render(<PromptHost />);
    const result = ask({ onConfirm });
    await user.type(screen.getByRole('textbox', { name: '分类名称' }), '  家电 ');
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(onConfirm).toHaveBeenCalledWith('家电');
    expect(screen.getByRole('button', { name: '执行中...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '取消' })).toBeDisabled();

    await advance(2999);
    expect(screen.getByRole('dialog', { name: '添加分类' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '执行中...' })).toBeDisabled();

    await advance(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await expect(result).resolves.toBe('家电');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms with Enter in the input and ignores Esc while executing', async () => {
    const user = fakeTime();
    render(<PromptHost />);
    const result = ask();
    await user.type(screen.getByRole('textbox', { name: '分类名称' }), '服饰{Enter}');
    expect(screen.getByRole('button', { name: '执行中...' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '添加分类' })).toBeInTheDocument();
    expect(texts()).toEqual([]);
    await advance(3000);
    await expect(result).resolves.toBe('服饰');
  });

  it('keeps executing past 3 seconds until a slower onConfirm finishes', async () => {
    const user = fakeTime();
    render(<PromptHost />);
    const result = ask({ onConfirm: slowSave });
    await user.type(screen.getByRole('textbox', { name: '分类名称' }), '美妆');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await advance(4000);
    expect(screen.getByRole('button', { name: '执行中...' })).toBeDisabled();
    await advance(1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await expect(result).resolves.toBe('美妆');
  });

  it('stays open for another try when onConfirm fails', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn<(value: string) => Promise<void>>().mockRejectedValueOnce(new Error('服务器错误'));
    render(<PromptHost />);
    void ask({ onConfirm });
    await user.type(screen.getByRole('textbox', { name: '分类名称' }), '食品');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('button', { name: '确定' })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: '添加分类' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '分类名称' })).toHaveValue('食品');
  });

  it('says 已取消输入 and resolves null on 取消 or Esc', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn<(value: string) => void>();
    render(<PromptHost />);
    const first = ask({ onConfirm });
    await user.click(screen.getByRole('button', { name: '取消' }));
    await expect(first).resolves.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(texts()).toEqual(['info:已取消输入']);

    const second = ask({ onConfirm });
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: '分类名称' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await expect(second).resolves.toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
