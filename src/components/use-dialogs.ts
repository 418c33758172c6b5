import { useCallback, useState } from 'react';

/**
 * Which of a page's dialogs is open, and for what: one state instead of one per dialog, so at most one
 * is open and closing it forgets its target.
 *
 *   const dialogs = useDialogs<{ freight: ProductTarget; stock: number }>();
 *   dialogs.open('stock', product.id);
 *   <StockDrawer {...dialogs.props('stock')} />     // target: number | null, onClose
 */
export function useDialogs<Targets extends Record<string, unknown>>() {
  type Kind = keyof Targets & string;
  const [open, setOpen] = useState<{ kind: Kind; target: Targets[Kind] } | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return {
    open: <K extends Kind>(kind: K, target: Targets[K]) => setOpen({ kind, target }),
    close,
    /** The target of this dialog when it is the open one, else null. */
    target: <K extends Kind>(kind: K): Targets[K] | null => (open?.kind === kind ? (open.target as Targets[K]) : null),
    /** What a dialog of the kit's shape takes: its target (null: closed) and how to close. */
    props: <K extends Kind>(kind: K) => ({ target: open?.kind === kind ? (open.target as Targets[K]) : null, onClose: close }),
  };
}
