import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { focusTakenSinceClose } from './focus-return';

/** A panel sliding in from the right (details, quick edits); Radix traps focus and closes on Esc. */
export function Drawer({ open, onOpenChange, title, width = 720, children, footer }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  width?: number;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[900] bg-black/30" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (focusTakenSinceClose()) event.preventDefault();
          }}
          className="fixed inset-y-0 right-0 z-[901] flex max-w-full flex-col bg-white shadow-2xl"
          style={{ width }}
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 px-5">
            <RadixDialog.Title className="text-base font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Close aria-label="关闭" className="rounded px-2 text-xl leading-none text-slate-500 hover:text-slate-700">
              ×
            </RadixDialog.Close>
          </div>
          {/* Focusable, so a long body without controls still scrolls from the keyboard. */}
          <div tabIndex={0} className="flex-1 overflow-y-auto p-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary">
            {children}
          </div>
          {footer && <div className="flex shrink-0 justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
