import * as Popover from '@radix-ui/react-popover';
import type { CategoryOption } from './category-tree';

/**
 * 商户分类 of the product picker: several of the store's categories, ticked in a popover tree.
 * Hidden categories are shown but cannot be ticked.
 */
export function MerchantCategorySelect({ id, options, value, onChange }: {
  id: string;
  options: readonly CategoryOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const names = options.filter((o) => value.includes(o.id)).map((o) => o.name);
  const toggle = (option: CategoryOption, checked: boolean) => onChange(checked ? [...value, option.id] : value.filter((v) => v !== option.id));
  return (
    <Popover.Root>
      <Popover.Trigger
        id={id}
        className="inline-flex h-8 w-48 items-center justify-between gap-2 rounded border border-slate-300 bg-white px-3 text-left text-sm text-slate-700 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <span className={`truncate ${names.length === 0 ? 'text-slate-500' : ''}`}>{names.length === 0 ? '请选择' : names.join('、')}</span>
        <span aria-hidden className="text-xs text-slate-500">▾</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label="商户分类"
          align="start"
          sideOffset={4}
          className="z-[950] max-h-72 w-56 overflow-y-auto rounded border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
        >
          {options.length === 0 && <p className="px-3 py-2 text-sm text-slate-500">暂无分类</p>}
          {options.map((option) => (
            <label
              key={option.id}
              style={{ paddingLeft: 12 + option.depth * 16 }}
              className={`flex items-center gap-2 py-1.5 pr-3 text-sm ${option.disabled ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer text-slate-700 hover:bg-slate-50'}`}
            >
              <input type="checkbox" disabled={option.disabled} checked={value.includes(option.id)} onChange={(e) => toggle(option, e.target.checked)} />
              {option.name}
            </label>
          ))}
          {value.length > 0 && (
            <div className="border-t border-slate-100 px-3 pt-1">
              <button type="button" className="text-xs text-primary-active hover:underline" onClick={() => onChange([])}>
                清空
              </button>
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
