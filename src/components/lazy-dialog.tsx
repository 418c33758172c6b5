import { useEffect, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens, so what only it needs (a form library, a search
 * index) stays off its page's first visit. Closed, it renders nothing; opened, it shows once its code is
 * in (a moment, the first time only).
 *
 *   const FreightDialog = lazyDialog(() => import('./freight-dialog').then((m) => m.FreightDialog), (p) => p.target !== null);
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () => (loading ??= load().then((component) => (loaded = component)));
  return function LazyDialog(props: P) {
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
  };
}
