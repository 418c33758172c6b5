import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { OrderDetailLine } from '@/api/generated/model';
import { Icon } from '@/components/icons';
import { Input } from '@/components/ui/input';
import { restrictNumberInput } from '@/lib/format';

/** A product of an order line: picture and name, the way every order table shows it. */
export function ProductCell({ image, name }: { image: string; name: string }) {
  return (
    <span className="flex items-center gap-2">
      <img src={image} alt="" className="size-10 shrink-0 rounded object-cover" />
      <span className="line-clamp-2 max-w-56 break-words whitespace-normal">{name}</span>
    </span>
  );
}

/** A small table of order lines inside a dialog or the drawer. */
export function LinesTable({ label, headers, children }: { label: string; headers: readonly string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded border border-slate-200">
      <table aria-label={label} className="w-full min-w-max text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-3 py-2 align-middle';

/**
 * The lines of an order with a count to type for each (分单发货, 分单退款): 商品信息, 规格, 总数, one fact
 * column, and the count (whole numbers, at most `maxes[i]`, off when nothing is left).
 */
export function LineCountTable({ label, factHeader, fact, countHeader, lines, maxes, register, errorOf }: {
  label: string;
  factHeader: string;
  fact: (line: OrderDetailLine, i: number) => ReactNode;
  countHeader: string;
  lines: readonly OrderDetailLine[];
  maxes: readonly number[];
  register: (i: number) => UseFormRegisterReturn;
  errorOf: (i: number) => string | undefined;
}) {
  return (
    <LinesTable label={label} headers={['商品信息', '规格', '总数', factHeader, countHeader]}>
      {lines.map((line, i) => {
        const registered = register(i);
        const error = errorOf(i);
        return (
          <tr key={line.id} className="border-t border-slate-100">
            <td className={cellClass}>
              <ProductCell image={line.image} name={line.productName} />
            </td>
            <td className={cellClass}>{line.sku || '-'}</td>
            <td className={cellClass}>{line.payNum}</td>
            <td className={cellClass}>{fact(line, i)}</td>
            <td className={cellClass}>
              <Input
                inputMode="numeric"
                className="w-28"
                placeholder={`最多${maxes[i]}`}
                aria-label={`${line.productName} ${line.sku} ${countHeader}`.replace(/\s+/g, ' ')}
                disabled={maxes[i] === 0}
                invalid={Boolean(error)}
                title={error}
                {...registered}
                onChange={(e) => {
                  e.target.value = restrictNumberInput(e.target.value, 0);
                  void registered.onChange(e);
                }}
              />
            </td>
          </tr>
        );
      })}
    </LinesTable>
  );
}
export const selectClass = (invalid = false) => `h-8 w-full rounded border bg-white px-2 text-sm text-slate-800 ${invalid ? 'border-danger' : 'border-slate-300'}`;

/** A row of radio buttons with a caption, for 配送方式 and 退款类型. */
export function RadioRow<V extends string | number>({ name, label, value, options, onChange }: {
  name: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
      <legend className="float-left mr-3 w-20 text-sm text-slate-600">{label}</legend>
      {options.map((o) => (
        <label key={String(o.value)} className="inline-flex cursor-pointer items-center gap-1.5 text-sm text-slate-700">
          <input type="radio" name={name} checked={value === o.value} onChange={() => onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

export const linkClass = 'text-sm text-primary-active hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-primary';
const menuItemClass = 'flex cursor-pointer items-center px-3 py-1.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-active';

/** A row's 更多 ▾ (a Radix dropdown, not modal, so the dialogs it opens get the focus). */
export function MoreMenu<A extends string>({ items, labels, onSelect }: { items: readonly A[]; labels: Record<A, string>; onSelect: (action: A) => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button type="button" className={`${linkClass} inline-flex items-center gap-0.5`}>
          更多
          <Icon name="chevron-down" size={12} />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={4} aria-label="更多" className="z-50 min-w-32 rounded border border-slate-200 bg-white py-1 shadow-lg">
          {items.map((action) => (
            <DropdownMenu.Item key={action} className={menuItemClass} onSelect={() => onSelect(action)}>
              {labels[action]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
