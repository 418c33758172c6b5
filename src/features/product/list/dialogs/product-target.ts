/** The products a dialog acts on: one row (更多 ▾) or the checked rows (批量设置). */
export interface ProductTarget {
  ids: number[];
  batch: boolean;
}

/** What the list gives a dialog of 更多 ▾ and 批量设置 (null target: closed). */
export interface TargetDialogProps {
  target: ProductTarget | null;
  onClose: () => void;
  /** Refreshes the list (and clears the checked rows of a batch). */
  onDone: () => Promise<void>;
}

/** The same, once the dialog is open. */
export type OpenTargetProps = TargetDialogProps & { target: ProductTarget };
