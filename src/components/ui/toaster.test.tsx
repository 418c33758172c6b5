import { act, fireEvent, render, screen } from '@testing-library/react';
import { getMessages, message } from '@/lib/message';
import { Toaster } from './toaster';

const shown = () => getMessages().map((m) => m.text);

describe('messages (lib/message and the toaster)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts a message\u2019s time from when the toaster draws it, not from when it is raised', () => {
    // Raised while the next screen is still loading: nothing shows it yet.
    message.error('无效的会话，或者登录已过期，请重新登录。');
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toEqual(['无效的会话，或者登录已过期，请重新登录。']);

    render(<Toaster />);
    expect(screen.getByRole('alert')).toHaveTextContent('无效的会话，或者登录已过期，请重新登录。');
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps an error 5 s and another message 3 s once drawn', () => {
    render(<Toaster />);
    act(() => {
      message.success('保存成功');
      message.error('系统繁忙');
    });
    act(() => vi.advanceTimersByTime(3_000));
    expect(shown()).toEqual(['系统繁忙']);
    act(() => vi.advanceTimersByTime(2_000));
    expect(shown()).toEqual([]);
  });

  it('keeps a message while the pointer rests on it, then gives it its whole time again', () => {
    render(<Toaster />);
    act(() => void message.error('系统繁忙'));
    act(() => vi.advanceTimersByTime(4_000));
    fireEvent.pointerEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toEqual(['系统繁忙']);
    fireEvent.pointerLeave(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(4_900));
    expect(shown()).toEqual(['系统繁忙']);
    act(() => vi.advanceTimersByTime(100));
    expect(shown()).toEqual([]);
  });

  it('refreshes the same text instead of stacking it, and 关闭消息 dismisses at once', () => {
    render(<Toaster />);
    act(() => {
      message.error('网络错误');
      message.error('网络错误');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '关闭消息' }));
    expect(shown()).toEqual([]);
  });
});
