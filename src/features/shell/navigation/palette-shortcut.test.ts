import { renderHook } from '@testing-library/react';
import { takeTypedAhead, usePaletteShortcut } from './palette-shortcut';

const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('the palette shortcut', () => {
  afterEach(() => {
    takeTypedAhead();
    vi.useRealTimers();
  });

  it('opens the palette and keeps what is typed before its box is there', () => {
    const open = vi.fn<() => void>();
    renderHook(() => usePaletteShortcut(open));
    expect(press('k', { ctrlKey: true }).defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    for (const key of ['资', '金', 'x']) expect(press(key).defaultPrevented).toBe(true);
    press('Backspace');
    press('Shift');
    expect(takeTypedAhead()).toBe('资金');
    // Taken once: the box has the keys from then on.
    expect(press('y').defaultPrevented).toBe(false);
    expect(takeTypedAhead()).toBe('');
  });

  it('keeps nothing without the shortcut, and lets keys through once the palette has the focus', () => {
    renderHook(() => usePaletteShortcut(() => {}));
    expect(press('a').defaultPrevented).toBe(false);
    expect(takeTypedAhead()).toBe('');

    press('k', { metaKey: true });
    const root = document.createElement('div');
    root.setAttribute('cmdk-root', '');
    const box = root.appendChild(document.createElement('input'));
    document.body.append(root);
    expect(press('b', {}, box).defaultPrevented).toBe(false);
    expect(press('c').defaultPrevented).toBe(false);
    root.remove();
  });

  it('gives the keyboard back when the palette never comes', () => {
    vi.useFakeTimers();
    renderHook(() => usePaletteShortcut(() => {}));
    press('k', { ctrlKey: true });
    expect(press('a').defaultPrevented).toBe(true);
    vi.advanceTimersByTime(6000);
    expect(press('b').defaultPrevented).toBe(false);
  });
});
