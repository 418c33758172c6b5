import { useState, type KeyboardEvent } from 'react';
import * as Popover from '@radix-ui/react-popover';
import type { CategoryNode } from '@/api/generated/model';
import { Icon } from '@/components/icons';

interface FlatNode {
  node: CategoryNode;
  depth: number;
  selectable: boolean;
  disabled: boolean;
}

/**
 * The tree in display order with what each node allows: hidden nodes (isShow false) and
 * everything under them are disabled; with leafOnly only level-3 categories can be chosen.
 */
export function flattenTree(tree: readonly CategoryNode[], leafOnly: boolean): FlatNode[] {
  const out: FlatNode[] = [];
  const walk = (nodes: readonly CategoryNode[], depth: number, hiddenAbove: boolean) => {
    for (const node of nodes) {
      const disabled = hiddenAbove || !node.isShow;
      out.push({ node, depth, disabled, selectable: !leafOnly || node.level === 3 });
      walk(node.childList, depth + 1, disabled);
    }
  };
  walk(tree, 0, false);
  return out;
}

/** Finds a category anywhere in the tree. */
export function findCategory(tree: readonly CategoryNode[] | undefined, match: (node: CategoryNode) => boolean): CategoryNode | undefined {
  for (const node of tree ?? []) {
    if (match(node)) return node;
    const found = findCategory(node.childList, match);
    if (found) return found;
  }
  return undefined;
}

export function parseIds(text: string | undefined): number[] {
  return (text ?? '').split(',').filter(Boolean).map(Number);
}

/**
 * A category picker in a popover (the console's el-cascader): single choice, or several with
 * `multiple`. The caller labels it with <label htmlFor={id}>.
 */
export function CategoryTreeSelect({ id, label, tree, value, onChange, multiple = false, leafOnly = false, placeholder = '请选择', invalid = false, describedBy, className = 'w-56' }: {
  id: string;
  label: string;
  tree: readonly CategoryNode[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  multiple?: boolean;
  leafOnly?: boolean;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const flat = flattenTree(tree, leafOnly);
  const names = value.map((v) => flat.find((f) => f.node.id === v)?.node.name).filter((n): n is string => Boolean(n));

  const choose = (f: FlatNode) => {
    if (f.disabled || !f.selectable) return;
    if (!multiple) {
      onChange([f.node.id]);
      setOpen(false);
      return;
    }
    onChange(value.includes(f.node.id) ? value.filter((v) => v !== f.node.id) : [...value, f.node.id]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, f: FlatNode) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(f);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const options = Array.from(event.currentTarget.closest('[role=listbox]')?.querySelectorAll<HTMLElement>('[role=option]:not([aria-disabled=true])') ?? []);
    const at = options.indexOf(event.currentTarget);
    options[event.key === 'ArrowDown' ? Math.min(options.length - 1, at + 1) : Math.max(0, at - 1)]?.focus();
  };

  return (
    <div className={`flex items-center ${className}`}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            id={id}
            type="button"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={`flex h-8 min-w-0 flex-1 items-center justify-between gap-2 rounded border bg-white px-3 text-left text-sm outline-none focus-visible:border-primary ${invalid ? 'border-danger' : 'border-slate-300 hover:border-slate-400'}`}
          >
            <span className={`truncate ${names.length ? 'text-slate-800' : 'text-slate-500'}`}>{names.length ? names.join('、') : placeholder}</span>
            <Icon name="chevron-down" size={14} className="text-slate-500" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            aria-label={label}
            className="z-[1000] max-h-80 min-w-56 overflow-y-auto rounded border border-slate-200 bg-white py-1 shadow-lg"
            onOpenAutoFocus={(event) => {
              const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[role=option][aria-selected=true], [role=option]:not([aria-disabled=true])');
              if (first) {
                event.preventDefault();
                first.focus();
              }
            }}
          >
            {flat.length === 0 ? (
              <p className="px-3 py-2 text-sm text-slate-500">暂无分类</p>
            ) : (
              <div role="listbox" aria-label={label} aria-multiselectable={multiple || undefined} className="text-sm">
                {flat.map((f) =>
                  f.selectable ? (
                    <div
                      key={f.node.id}
                      role="option"
                      aria-selected={value.includes(f.node.id)}
                      aria-disabled={f.disabled || undefined}
                      tabIndex={f.disabled ? -1 : 0}
                      onClick={() => choose(f)}
                      onKeyDown={(e) => onKeyDown(e, f)}
                      style={{ paddingLeft: 12 + f.depth * 16 }}
                      className={`flex items-center gap-2 py-1.5 pr-3 outline-none ${f.disabled ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer text-slate-700 hover:bg-slate-50 focus:bg-primary-soft'} ${value.includes(f.node.id) ? 'font-medium text-primary-active' : ''}`}
                    >
                      {multiple && (
                        <span aria-hidden className="inline-flex size-3.5 shrink-0 items-center justify-center rounded-sm border border-slate-400 text-[10px]">
                          {value.includes(f.node.id) ? '✓' : ''}
                        </span>
                      )}
                      {f.node.name}
                      {f.disabled && <span className="text-xs">（已隐藏）</span>}
                    </div>
                  ) : (
                    <div key={f.node.id} aria-hidden="true" style={{ paddingLeft: 12 + f.depth * 16 }} className="py-1.5 pr-3 text-xs text-slate-500">
                      {f.node.name}
                      {f.disabled && '（已隐藏）'}
                    </div>
                  ),
                )}
              </div>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {value.length > 0 && (
        <button type="button" aria-label={`清空${label}`} title={`清空${label}`} onClick={() => onChange([])} className="ml-1 inline-flex size-6 shrink-0 items-center justify-center rounded text-slate-500 hover:text-primary">
          <Icon name="close" size={14} />
        </button>
      )}
    </div>
  );
}
