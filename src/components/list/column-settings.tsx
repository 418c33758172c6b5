import { useState } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ColumnVisibilityState, RowData, Updater } from '@tanstack/react-table';
import { Button } from '../ui/button';
import { Icon } from '../icons';
import { readJson } from '@/lib/storage';
import type { DataTableInstance } from './table-features';

/** Where a table remembers which columns are shown. */
export interface ColumnStore {
  load: () => ColumnVisibilityState;
  save: (visibility: ColumnVisibilityState) => void;
}

const columnsKey = (tableId: string) => `table-columns:${tableId}`;

/** The default store: localStorage `table-columns:<tableId>`. */
export const localColumnStore = (tableId: string): ColumnStore => ({
  load: () => readJson<ColumnVisibilityState>(window.localStorage.getItem(columnsKey(tableId))) ?? {},
  save: (visibility) => window.localStorage.setItem(columnsKey(tableId), JSON.stringify(visibility)),
});

/** The shown columns: read from the store once, written back on every change. */
export function useColumnVisibility(store: ColumnStore) {
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() => store.load());
  const onChange = (updater: Updater<ColumnVisibilityState>) =>
    setVisibility((current) => {
      const next = typeof updater === 'function' ? updater(current) : updater;
      store.save(next);
      return next;
    });
  return [visibility, onChange] as const;
}

type Columns<T extends RowData> = ReturnType<DataTableInstance<T>['getAllLeafColumns']>;

/** 列设置: a menu of the columns that can be hidden, each checked while shown; it stays open between choices. */
export function ColumnSettings<T extends RowData>({ columns, look }: { columns: Columns<T>; look: 'text' | 'icon' }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        {look === 'icon' ? (
          <Button size="sm" aria-label="列设置" title="列设置" className="!px-2">
            <Icon name="setting" size={14} />
          </Button>
        ) : (
          <Button size="sm" aria-label="列设置">
            列设置
          </Button>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" className="z-50 min-w-36 rounded border border-slate-200 bg-white py-1 shadow-lg">
          {columns.map((column) => (
            <DropdownMenu.CheckboxItem
              key={column.id}
              checked={column.getIsVisible()}
              onCheckedChange={(checked) => column.toggleVisibility(checked)}
              onSelect={(e) => e.preventDefault()}
              className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-primary-soft"
            >
              <span aria-hidden className="inline-flex size-3.5 items-center justify-center rounded-sm border border-slate-400 text-[10px] text-primary">
                {column.getIsVisible() ? '✓' : ''}
              </span>
              {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
