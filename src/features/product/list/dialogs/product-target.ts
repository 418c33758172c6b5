/** The products a dialog acts on: one row (更多 ▾) or the checked rows (批量设置). */
export interface ProductTarget {
  ids: number[];
  batch: boolean;
}

/** What the list gives a dialog of 更多 ▾ and 批量设置 (null target: closed). */
export interface TargetDialogProps {
  target: ProductTarget | null;
  onClose: () => void;
  /** After a save (the products have loaded again, lib/refresh.ts): a batch clears the checked rows. */
  onDone: () => void;
}

/** The same, once the dialog is open. */
export type OpenTargetProps = TargetDialogProps & { target: ProductTarget };
