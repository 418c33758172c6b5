import { useEffect, useRef } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { confirm } from './confirm-dialog';

/** The question every create/edit form asks before unsaved input is left (SPEC.md §8). */
export const LEAVE_QUESTION = '确认关闭？';

/** Asks whether to drop unsaved input; true when the user agrees to leave. */
export function confirmDiscard(dirty: boolean): Promise<boolean> {
  if (!dirty) return Promise.resolve(true);
  return confirm({ title: '提示', message: LEAVE_QUESTION, cancelMessage: false });
}

/**
 * While a form has unsaved input, leaving its page (a link, a tab's close, back) asks '确认关闭？'
 * and closing or reloading the browser tab asks the browser's own question. `release()` lets the
 * navigation after a successful save through without asking.
 */
export function useUnsavedChanges(dirty: boolean) {
  const released = useRef(false);
  const blocks = () => dirty && !released.current;
  const blocker = useBlocker({ shouldBlockFn: blocks, enableBeforeUnload: blocks, withResolver: true });
  useEffect(() => {
    if (blocker.status !== 'blocked') return;
    void confirmDiscard(true).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
  return {
    release: () => {
      released.current = true;
    },
  };
}
