import { act, renderHook } from '@testing-library/react';
import { SUBMIT_DEBOUNCE_MS, useSubmitOnce } from './use-submit-once';

describe('useSubmitOnce', () => {
  it('runs a burst of calls once, and again only after the debounce', async () => {
    const gate: { open?: () => void } = {};
    const pending = new Promise<void>((resolve) => {
      gate.open = resolve;
    });
    const save = vi.fn<() => Promise<void>>(() => pending);
    const { result } = renderHook(() => useSubmitOnce(save));
    const now = vi.spyOn(performance, 'now');
    now.mockReturnValue(1000);
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current();
      void result.current();
      void result.current();
    });
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => {
      gate.open?.();
      await first;
    });
    now.mockReturnValue(1000 + SUBMIT_DEBOUNCE_MS - 1);
    await act(() => result.current());
    expect(save).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1000 + SUBMIT_DEBOUNCE_MS);
    act(() => {
      void result.current();
    });
    expect(save).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });

  it('lets the user retry at once after a save that reports failure', async () => {
    const save = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValue(true);
    const { result } = renderHook(() => useSubmitOnce(save));
    await result.current();
    await result.current();
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('lets the user retry at once after a failed save', async () => {
    const save = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('失败')).mockResolvedValue();
    const { result } = renderHook(() => useSubmitOnce(save));
    await expect(result.current()).rejects.toThrow('失败');
    await result.current();
    expect(save).toHaveBeenCalledTimes(2);
  });
});
