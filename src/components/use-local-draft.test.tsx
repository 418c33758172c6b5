import { act, renderHook } from '@testing-library/react';
import { clearSession, endSession, startSession } from '@/lib/session';
import { setLoginInfo } from '@/lib/session-cookies';
import { DRAFT_DELAY_MS, useLocalDraft } from './use-local-draft';

/** Drafts are kept per account: the key holds the signed-in account. */
const keyOf = (account: string, form = 'form') => `draft:${account}:${form}`;
const signedInAs = (account: string) => setLoginInfo({ account, realName: account, leftTopLogo: '', leftSquareLogo: '' });

beforeEach(() => {
  localStorage.clear();
  signedInAs('admin');
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('useLocalDraft', () => {
  it('writes the value a moment after a change while active, and offers it when the form opens again', () => {
    const { rerender, unmount } = renderHook(({ value, active }) => useLocalDraft('form', value, active), { initialProps: { value: { name: '' }, active: false } });
    rerender({ value: { name: '夏季T恤' }, active: true });
    expect(localStorage.getItem(keyOf('admin'))).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(JSON.parse(localStorage.getItem(keyOf('admin'))!).value).toEqual({ name: '夏季T恤' });
    unmount();

    const again = renderHook(() => useLocalDraft('form', { name: '' }, false));
    expect(again.result.current.found?.value).toEqual({ name: '夏季T恤' });
  });

  it('writes nothing while inactive, and clear forgets the draft', () => {
    localStorage.setItem(keyOf('admin'), JSON.stringify({ value: { name: '旧' }, savedAt: 1 }));
    const { result, rerender } = renderHook(({ value }) => useLocalDraft('form', value, false), { initialProps: { value: { name: 'x' } } });
    rerender({ value: { name: 'y' } });
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS * 2));
    expect(JSON.parse(localStorage.getItem(keyOf('admin'))!).value).toEqual({ name: '旧' });
    act(() => result.current.clear());
    expect(result.current.found).toBeNull();
    expect(localStorage.getItem(keyOf('admin'))).toBeNull();
  });

  it('a clear (a save) drops the write still waiting for the pause, and input typed after it is written again', () => {
    const { result, rerender } = renderHook(({ value, active }) => useLocalDraft('form', value, active), { initialProps: { value: { name: '' }, active: false } });
    rerender({ value: { name: '已保存' }, active: true });
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS / 2));
    // Saved before the pause passed; the form is still open (still "dirty") until it leaves.
    act(() => result.current.clear());
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(localStorage.getItem(keyOf('admin'))).toBeNull();
    // Drawn again with the same input (a new object) before it leaves: still nothing written.
    rerender({ value: { name: '已保存' }, active: true });
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(localStorage.getItem(keyOf('admin'))).toBeNull();
    // A form that stays open after its save keeps drafting what is typed next.
    rerender({ value: { name: '又改了' }, active: true });
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(JSON.parse(localStorage.getItem(keyOf('admin'))!).value).toEqual({ name: '又改了' });
  });

  it('ignores unreadable storage', () => {
    localStorage.setItem(keyOf('admin'), '{not json');
    const { result } = renderHook(() => useLocalDraft('form', {}, false));
    expect(result.current.found).toBeNull();
  });

  it('writes what was typed at once when the session ends, keeps it through signing in again, and offers it to the same account only', () => {
    localStorage.setItem('tagsView', 'session data');
    const { rerender, unmount } = renderHook(({ value, active }) => useLocalDraft('form', value, active), { initialProps: { value: { name: '' }, active: false } });
    // Typed a moment ago: the pause before the draft is written has not passed when the session expires.
    rerender({ value: { name: '秋季新款' }, active: true });
    act(() => endSession({ tell: true }));
    unmount();
    expect(localStorage.getItem('tagsView')).toBeNull();
    expect(JSON.parse(localStorage.getItem(keyOf('admin'))!).value).toEqual({ name: '秋季新款' });

    // Another account signs in on this browser: it is not offered the owner's draft, which stays.
    startSession({ account: 'staff', realName: '李客服', token: 'staff-token', leftTopLogo: '', leftSquareLogo: '' });
    expect(renderHook(() => useLocalDraft('form', { name: '' }, false)).result.current.found).toBeNull();
    // The owner signs in again: the draft is offered.
    startSession({ account: 'admin', realName: '张店长', token: 'admin-token', leftTopLogo: '', leftSquareLogo: '' });
    expect(renderHook(() => useLocalDraft('form', { name: '' }, false)).result.current.found?.value).toEqual({ name: '秋季新款' });
  });

  it('writes what was typed a moment ago when the session is signed out here (the pause not passed)', () => {
    const { rerender, unmount } = renderHook(({ value, active }) => useLocalDraft('form', value, active), { initialProps: { value: { name: '' }, active: false } });
    rerender({ value: { name: '双十二' }, active: true });
    // What signing out does once the server has answered (lib/session's logout).
    act(() => clearSession());
    unmount();
    expect(JSON.parse(localStorage.getItem(keyOf('admin'))!).value).toEqual({ name: '双十二' });
  });

  it('keeps a draft for the account the form was opened for, whoever the shared cookie names when it is written', () => {
    const { rerender, unmount } = renderHook(({ value, active }) => useLocalDraft('form', value, active), { initialProps: { value: { name: '' }, active: false } });
    // Another account signs in in another window: the cookie changes under the open form.
    signedInAs('staff');
    rerender({ value: { name: '周末特惠' }, active: true });
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(localStorage.getItem(keyOf('staff'))).toBeNull();
    expect(JSON.parse(localStorage.getItem(keyOf('admin'))!).value).toEqual({ name: '周末特惠' });
    // And what a session's end writes goes there too.
    rerender({ value: { name: '周末特惠2' }, active: true });
    act(() => endSession({ tell: false, news: { kind: 'started', account: 'staff', login: { account: 'staff', realName: '李客服', token: 'staff-token' } } }));
    unmount();
    expect(localStorage.getItem(keyOf('staff'))).toBeNull();
    expect(JSON.parse(localStorage.getItem(keyOf('admin'))!).value).toEqual({ name: '周末特惠2' });
  });
});
