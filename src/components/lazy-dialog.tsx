import { useEffect, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens, so what only it needs (a form library, a search
 * index) stays off its page's first visit. Closed, it renders nothing; opened, it shows once its code is
 * in (a moment, the first time only). `preload()` fetches the code ahead, for a dialog that must answer
 * at once (a keyboard shortcut followed by typing).
 *
 *   const FreightDialog = lazyDialog(() => import('./freight-dialog').then((m) => m.FreightDialog), (p) => p.target !== null);
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () => (loading ??= load().then((component) => (loaded = component)));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [Dialog, setDialog] = useState(() => loaded);
    useEffect(() => {
      if (!open || Dialog) return;
      let current = true;
      void get().then((component) => current && setDialog(() => component));
      return () => {
        current = false;
      };
    }, [open, Dialog]);
    return open && Dialog ? <Dialog {...props} /> : null;
  }
  return Object.assign(LazyDialog, { preload: () => void get() });
}

/** Runs `task` once the browser is idle after the page has shown (or soon, where there is no idle callback). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1000);
  return () => window.clearTimeout(id);
}
