/**
 * A tiny external store of pending imperative requests (confirm, prompt), read by a host component
 * through useSyncExternalStore. Requests queue up so that a second confirm opened while one is on
 * screen waits its turn instead of replacing (and never settling) the first.
 */
export interface PendingQueue<T> {
  /** Adds a request; it is shown once every earlier one has settled. */
  push: (item: T) => void;
  /** Drops a settled request; the next one, if any, becomes current. */
  remove: (item: T) => void;
  /** The request on screen, or null. Stable between changes, as useSyncExternalStore requires. */
  current: () => T | null;
  /** Every request still waiting, the current one first. */
  all: () => readonly T[];
  subscribe: (listener: () => void) => () => void;
}

export function createPendingQueue<T>(): PendingQueue<T> {
  let items: readonly T[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    push(item) {
      items = [...items, item];
      emit();
    },
    remove(item) {
      if (!items.includes(item)) return;
      items = items.filter((i) => i !== item);
      emit();
    },
    current: () => items[0] ?? null,
    all: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
