import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Icon } from '../icons';
import { focusTakenSinceClose } from './focus-return';
import { textLinkClass } from './text-link';

const contentClass = 'z-50 min-w-32 rounded border border-slate-200 bg-white py-1 shadow-lg';
const itemClass =
  'flex cursor-pointer items-center px-3 py-1.5 text-sm text-slate-700 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400 data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-active';

/** A dropdown menu (the ▾ menus of toolbars and rows); not modal, so the dialogs it opens get the focus. */
export function Menu({ label, trigger, children }: { label: string; trigger: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          aria-label={label}
          className={contentClass}
          // Back to the trigger only if nothing took the focus since (the palette, a dialog an item opened).
          onCloseAutoFocus={(event) => {
            if (focusTakenSinceClose()) event.preventDefault();
          }}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MenuItem({ onSelect, disabled, children }: { onSelect: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <DropdownMenu.Item className={itemClass} disabled={disabled} onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

/** Actions by name in a menu: `items` in order, shown by `labels`. */
export function ActionMenu<A extends string>({ label, trigger, items, labels, onSelect }: { label: string; trigger: ReactNode; items: readonly A[]; labels: Record<A, string>; onSelect: (action: A) => void }) {
  return (
    <Menu label={label} trigger={trigger}>
      {items.map((action) => (
        <MenuItem key={action} onSelect={() => onSelect(action)}>
          {labels[action]}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** A row's 更多 ▾. */
export function MoreMenu<A extends string>(props: { items: readonly A[]; labels: Record<A, string>; onSelect: (action: A) => void }) {
  return (
    <ActionMenu
      {...props}
      label="更多"
      trigger={
        <button type="button" className={`${textLinkClass} inline-flex items-center gap-0.5`}>
          更多
          <Icon name="chevron-down" size={12} />
        </button>
      }
    />
  );
}
