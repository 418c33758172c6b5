import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';

/**
 * A panel the trigger opens below itself on click and a click outside or Escape closes (the reference's
 * el-popover with trigger="click"). `trigger` is one focusable element (a Button); `label` names the panel.
 */
export function Popover({ trigger, label, width = 200, children }: { trigger: ReactElement; label: string; width?: number; children: ReactNode }) {
  return (
    <RadixPopover.Root>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          aria-label={label}
          side="bottom"
          sideOffset={6}
          style={{ width }}
          className="z-[950] rounded border border-slate-200 bg-white p-3 shadow-lg focus:outline-none"
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
