import { useRef } from 'react';

/** SPEC.md §9: form submits are debounced by 500 ms. */
export const SUBMIT_DEBOUNCE_MS = 500;

/**
 * Wraps a save so it runs once however fast it is triggered: calls while one is running, or within
 * 500 ms of the start of one that succeeded, are ignored; after a failure (it throws, or resolves
 * to false) the user may retry at once. React state (isPending) updates too late to stop a burst
 * of clicks; a ref does not.
 */
export function useSubmitOnce<A extends unknown[]>(save: (...args: A) => Promise<unknown>) {
  const running = useRef(false);
  const startedAt = useRef(-Infinity);
  return async (...args: A): Promise<void> => {
    const now = performance.now();
    if (running.current || now - startedAt.current < SUBMIT_DEBOUNCE_MS) return;
    running.current = true;
    startedAt.current = now;
    try {
      if ((await save(...args)) === false) startedAt.current = -Infinity;
    } catch (error) {
      startedAt.current = -Infinity;
      throw error;
    } finally {
      running.current = false;
    }
  };
}
