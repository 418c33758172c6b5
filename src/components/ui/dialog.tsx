import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusTakenSinceClose } from './focus-return';
import * as RadixDialog from '@radix-ui/react-dialog';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** Read out with the title; omit for dialogs whose body is a form or a list. */
  description?: ReactNode;
  /** Width in px (the console's pickers use 944, 950 and 1100); narrowed to the viewport on small screens. */
  width?: number;
  children?: ReactNode;
  /** Buttons along the bottom, right-aligned. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Clicking the dimmed backdrop closes, as in the console's Element dialogs; forms with unsaved input may turn it off. */
  closeOnOverlayClick?: boolean;
  /** Esc, the backdrop and the × are ignored, e.g. while a confirmed action is still running. */
  dismissible?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  className?: string;
}

/**
 * The console's modal dialog: a title bar with a close button, a scrolling body and a footer.
 * Radix supplies the focus trap, Esc to close and the return of focus to where it was. Focus
 * starts on the element marked `data-autofocus`, else on the first focusable one.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  width = 520,
  children,
  footer,
  role = 'dialog',
  closeOnOverlayClick = true,
  dismissible = true,
  onKeyDown,
  className = '',
}: DialogProps) {
  const returnFocus = useRef<HTMLElement | null>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const onChange = (next: boolean) => {
    if (!next && !dismissible) return;
    onOpenChange(next);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onChange}>
      <RadixDialog.Portal>
        {/* Above drawers (z-900/901): a dialog opened from a drawer (a picker, 确认关闭？) must cover it. */}
        <RadixDialog.Overlay ref={overlay} className="fixed inset-0 z-[910] bg-black/50" />
        <RadixDialog.Content
          role={role}
          onOpenAutoFocus={(event) => {
            returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            // Radix would focus the × (first in the DOM); a dialog marks its main control instead.
            const target = event.currentTarget instanceof HTMLElement ? event.currentTarget.querySelector<HTMLElement>('[data-autofocus]') : null;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Radix hands focus back only to a Dialog.Trigger; these dialogs are opened from anywhere.
            event.preventDefault();
            if (!focusTakenSinceClose() && returnFocus.current?.isConnected) returnFocus.current.focus();
          }}
          onKeyDown={onKeyDown}
          onPointerDownOutside={(event) => {
            // Only the backdrop itself closes: a click on a toast above it must not cancel the dialog.
            if (!closeOnOverlayClick || !dismissible || event.target !== overlay.current) event.preventDefault();
          }}
          style={{ width, maxWidth: 'calc(100vw - 32px)' }}
          className={`fixed top-[10vh] left-1/2 z-[911] flex max-h-[80vh] -translate-x-1/2 flex-col rounded bg-white shadow-xl focus:outline-none ${className}`}
        >
          <div className="flex shrink-0 items-center justify-between gap-4 px-5 pt-5 pb-2.5">
            <RadixDialog.Title className="text-lg leading-6 font-medium text-slate-800">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="关闭"
              disabled={!dismissible}
              className="inline-flex size-6 items-center justify-center rounded text-xl leading-none text-slate-500 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50"
            >
              <span aria-hidden>×</span>
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-2.5 text-sm text-slate-600">
            {description !== undefined && (
              <RadixDialog.Description asChild>
                <div>{description}</div>
              </RadixDialog.Description>
            )}
            {children}
          </div>
          {footer !== undefined && <div className="flex shrink-0 justify-end gap-2.5 px-5 pt-2.5 pb-5">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
