import { fireEvent, renderHook } from '@testing-library/react';
import { takeReturnFocus, takeTypedAhead, usePaletteShortcut } from './palette-shortcut';

const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

/** Text arriving in the focused element without key events, as an input method's or a paste does. */
const insertText = (text: string) => {
  const target = document.activeElement as HTMLInputElement;
  fireEvent.input(target, { target: { value: target.value + text } });
};

describe('the palette shortcut', () => {
  afterEach(() => {
    takeTypedAhead();
    takeReturnFocus();
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('opens the palette and keeps whatever text comes before its box is there, key events or none', () => {
    const open = vi.fn<() => void>();
    renderHook(() => usePaletteShortcut(open));
    const before = document.body.appendChild(document.createElement('button'));
    before.focus();
    expect(press('k', { ctrlKey: true }).defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    insertText('资金');
    expect(takeTypedAhead()).toBe('资金');
    // Taken once, and the box that held it is gone.
    expect(takeTypedAhead()).toBe('');
    expect(document.querySelector('input')).toBeNull();
    expect(takeReturnFocus()).toBe(before);
  });

  it('leaves the open palette its keys when the shortcut is pressed in it', () => {
    renderHook(() => usePaletteShortcut(() => {}));
    const root = document.body.appendChild(document.createElement('div'));
    root.setAttribute('cmdk-root', '');
    const box = root.appendChild(document.createElement('input'));
    box.focus();
    expect(press('k', { metaKey: true }, box).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(box);
    expect(document.querySelectorAll('input')).toHaveLength(1);
  });

  it('gives the keyboard back when the palette never comes', () => {
    vi.useFakeTimers();
    renderHook(() => usePaletteShortcut(() => {}));
    const before = document.body.appendChild(document.createElement('button'));
    before.focus();
    press('k', { ctrlKey: true });
    expect(document.activeElement).not.toBe(before);
    insertText('a');
    vi.advanceTimersByTime(6000);
    expect(document.activeElement).toBe(before);
    expect(document.querySelector('input')).toBeNull();
    expect(takeTypedAhead()).toBe('');
  });
});
