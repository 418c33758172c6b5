import { act, renderHook } from '@testing-library/react';
import { DRAFT_DELAY_MS, useLocalDraft } from './use-local-draft';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('useLocalDraft', () => {
  it('writes the value a moment after a change while active, and offers it when the form opens again', () => {
    const { rerender, unmount } = renderHook(({ value, active }) => useLocalDraft('form', value, active), { initialProps: { value: { name: '' }, active: false } });
    rerender({ value: { name: '夏季T恤' }, active: true });
    expect(localStorage.getItem('draft:form')).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(JSON.parse(localStorage.getItem('draft:form')!).value).toEqual({ name: '夏季T恤' });
    unmount();

    const again = renderHook(() => useLocalDraft('form', { name: '' }, false));
    expect(again.result.current.found?.value).toEqual({ name: '夏季T恤' });
  });

  it('writes nothing while inactive, and clear forgets the draft', () => {
    localStorage.setItem('draft:form', JSON.stringify({ value: { name: '旧' }, savedAt: 1 }));
    const { result, rerender } = renderHook(({ value }) => useLocalDraft('form', value, false), { initialProps: { value: { name: 'x' } } });
    rerender({ value: { name: 'y' } });
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS * 2));
    expect(JSON.parse(localStorage.getItem('draft:form')!).value).toEqual({ name: '旧' });
    act(() => result.current.clear());
    expect(result.current.found).toBeNull();
    expect(localStorage.getItem('draft:form')).toBeNull();
  });

  it('ignores unreadable storage', () => {
    localStorage.setItem('draft:form', '{not json');
    const { result } = renderHook(() => useLocalDraft('form', {}, false));
    expect(result.current.found).toBeNull();
  });
});
