import { useState } from 'react';
import type { PickerProduct } from '@/api/generated/model';
import { columnsFor } from '@/components/list/data-table';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { yuan } from '@/lib/format';
import { message } from '@/lib/message';

/** What every product picker shows of a product. */
export type PickerRow = Pick<PickerProduct, 'id' | 'image' | 'name' | 'price' | 'stock' | 'sales'>;

/** What any picker (products, coupons) needs of a row: an id to keep the choice by, a name for its box. */
export interface PickerItem {
  id: number;
  name: string;
}

export const NONE_CHOSEN = '请选择商品';
export const tooMany = (max: number) => `最多选择${max}个`;

const toMap = <T extends PickerItem>(products: readonly T[] = []) => new Map(products.map((p) => [p.id, p]));

/**
 * The choice of a picker, kept by id so it survives paging and filter changes: one product with a radio,
 * or several (at most `max`, 0 for no limit) with checkboxes and a whole-page box. Each opening starts
 * again from `initialSelected`.
 */
export function usePickerChoice<T extends PickerItem>({
  open,
  initialSelected,
  multiple,
  max,
  pageRows,
  noneChosen = NONE_CHOSEN,
}: {
  open: boolean;
  initialSelected?: T[];
  multiple: boolean;
  max: number;
  pageRows: readonly T[];
  /** The warning of 确定 with nothing chosen; 请选择商品 by default. */
  noneChosen?: string;
}) {
  const [selected, setSelected] = useState(() => toMap(initialSelected));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelected(toMap(initialSelected));
  }

  const choose = (product: T, checked: boolean) => {
    if (!multiple) {
      setSelected(new Map([[product.id, product]]));
      return;
    }
    if (checked && max > 0 && selected.size >= max) {
      message.warning(tooMany(max));
      return;
    }
    const next = new Map(selected);
    if (checked) next.set(product.id, product);
    else next.delete(product.id);
    setSelected(next);
  };

  const allOnPage = pageRows.length > 0 && pageRows.every((p) => selected.has(p.id));
  const someOnPage = pageRows.some((p) => selected.has(p.id));
  const choosePage = (checked: boolean) => {
    const next = new Map(selected);
    if (checked) {
      const added = pageRows.filter((p) => !selected.has(p.id));
      if (max > 0 && selected.size + added.length > max) {
        message.warning(tooMany(max));
        return;
      }
      for (const p of added) next.set(p.id, p);
    } else {
      for (const p of pageRows) next.delete(p.id);
    }
    setSelected(next);
  };

  /** The chosen products in the order they were chosen, or undefined (with a warning) when there are none. */
  const confirm = (): T[] | undefined => {
    if (selected.size === 0) {
      message.warning(noneChosen);
      return undefined;
    }
    return [...selected.values()];
  };

  return { selected, choose, allOnPage, someOnPage, choosePage, confirm };
}

type PickerChoice<T extends PickerItem> = Pick<ReturnType<typeof usePickerChoice<T>>, 'selected' | 'choose' | 'allOnPage' | 'someOnPage' | 'choosePage'>;

/** A picker's first column: a radio, or a checkbox with a whole-page box in the header. */
export function pickerChoiceColumn<T extends PickerItem>({ multiple, radioName, choice }: { multiple: boolean; radioName: string; choice: PickerChoice<T> }) {
  const col = columnsFor<T>();
  const { selected, choose, allOnPage, someOnPage, choosePage } = choice;
  return col.display({
    id: 'select',
    enableHiding: false,
    header: () =>
      multiple ? (
        <input
          type="checkbox"
          aria-label="全选本页"
          checked={allOnPage}
          ref={(el) => {
            if (el) el.indeterminate = someOnPage && !allOnPage;
          }}
          onChange={(e) => choosePage(e.target.checked)}
        />
      ) : (
        <span className="sr-only">选择</span>
      ),
    cell: ({ row }) => (
      <input
        type={multiple ? 'checkbox' : 'radio'}
        name={multiple ? undefined : radioName}
        aria-label={`选择 ${row.original.name}`}
        checked={selected.has(row.original.id)}
        onChange={(e) => choose(row.original, e.target.checked)}
      />
    ),
  });
}

/** The columns of a picker: the choice box, then ID, 商品图, 商品名称, 售价, 库存, 销量. */
export function pickerColumns<T extends PickerRow>({ multiple, radioName, choice }: { multiple: boolean; radioName: string; choice: PickerChoice<T> }) {
  const col = columnsFor<T>();
  return col.columns([
    pickerChoiceColumn<T>({ multiple, radioName, choice }),
    col.display({ id: 'id', header: 'ID', enableHiding: false, cell: ({ row }) => row.original.id }),
    col.display({ id: 'image', header: '商品图', enableHiding: false, cell: ({ row }) => <img src={row.original.image} alt="" className="size-9 rounded object-cover" /> }),
    col.display({ id: 'name', header: '商品名称', enableHiding: false, cell: ({ row }) => <span className="line-clamp-2 max-w-72 whitespace-normal">{row.original.name}</span> }),
    col.display({ id: 'price', header: '售价', enableHiding: false, cell: ({ row }) => yuan(row.original.price) }),
    col.display({ id: 'stock', header: '库存', enableHiding: false, cell: ({ row }) => row.original.stock }),
    col.display({ id: 'sales', header: '销量', enableHiding: false, cell: ({ row }) => row.original.sales }),
  ]);
}

/** A picker's footer: how many are chosen, 取消 and 确定. */
export function PickerFooter({ count, onCancel, onConfirm }: { count: number; onCancel: () => void; onConfirm: () => void }) {
  return (
    <>
      <span className="mr-auto self-center text-sm text-slate-600" aria-live="polite">
        已选 {count} 个
      </span>
      <Button onClick={onCancel}>取消</Button>
      <Button variant="primary" onClick={onConfirm}>
        确定
      </Button>
    </>
  );
}

/** A picker's search box: typing is kept, Enter or 搜索 applies it. */
export function PickerSearch({ id, label, placeholder, value, onChange, onSearch }: { id: string; label: string; placeholder: string; value: string; onChange: (text: string) => void; onSearch: () => void }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-slate-500">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          data-autofocus
          className="w-52"
          maxLength={64}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onSearch();
            }
          }}
        />
        <Button variant="primary" className="shrink-0" onClick={onSearch}>
          搜索
        </Button>
      </div>
    </div>
  );
}
