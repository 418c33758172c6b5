import { act, fireEvent, render, screen } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, SearchInput } from './search-input';

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits once after typing pauses, trimmed', () => {
    const onCommit = vi.fn<(v: string) => void>();
    render(<SearchInput aria-label="搜索" value={undefined} onCommit={onCommit} />);
    const box = screen.getByLabelText('搜索');
    fireEvent.change(box, { target: { value: ' 茶' } });
    fireEvent.change(box, { target: { value: ' 茶叶 ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('茶叶');
  });

  it('commits at once on Enter or when left, and not twice for the same text', () => {
    const onCommit = vi.fn<(v: string) => void>();
    render(<SearchInput aria-label="搜索" value={undefined} onCommit={onCommit} />);
    const box = screen.getByLabelText('搜索');
    fireEvent.change(box, { target: { value: '大米' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.blur(box);
    act(() => vi.runAllTimers());
    expect(onCommit).toHaveBeenCalledTimes(1);
    fireEvent.change(box, { target: { value: '苹果' } });
    fireEvent.blur(box);
    expect(onCommit).toHaveBeenLastCalledWith('苹果');
  });

  it('cleans text as it is typed and shows a value set from outside', () => {
    const onCommit = vi.fn<(v: string) => void>();
    const { rerender } = render(<SearchInput aria-label="搜索" value="1" onCommit={onCommit} transform={(t) => t.replace(/\D/g, '')} />);
    const box = screen.getByLabelText('搜索');
    fireEvent.change(box, { target: { value: 'a1b2' } });
    expect(box).toHaveValue('12');
    rerender(<SearchInput aria-label="搜索" value={undefined} onCommit={onCommit} transform={(t) => t.replace(/\D/g, '')} />);
    expect(box).toHaveValue('');
  });

  it('keeps what was typed when the address shows an earlier commit late (a slow navigation)', () => {
    const onCommit = vi.fn<(v: string) => void>();
    const props = { 'aria-label': '搜索', onCommit, transform: (t: string) => t.replace(/\D/g, '') };
    const { rerender } = render(<SearchInput {...props} value={undefined} />);
    const box = screen.getByLabelText('搜索');
    fireEvent.change(box, { target: { value: '1' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    fireEvent.change(box, { target: { value: '12' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onCommit.mock.calls).toEqual([['1'], ['12']]);
    // The first navigation lands after the second commit, then the second.
    rerender(<SearchInput {...props} value="1" />);
    expect(box).toHaveValue('12');
    rerender(<SearchInput {...props} value="12" />);
    expect(box).toHaveValue('12');
    // Then a change from elsewhere (重置) still shows.
    rerender(<SearchInput {...props} value={undefined} />);
    expect(box).toHaveValue('');
  });
});
