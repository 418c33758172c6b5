import { useMemo, useState, type KeyboardEvent } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Icon } from './icons';

/** A category tree node as the backend's cached trees give it. */
export interface TreeNode {
  id: number;
  name: string;
  isShow: boolean;
  childList: TreeNode[];
}

interface TreeSelectProps {
  id: string;
  nodes: readonly TreeNode[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  multiple?: boolean;
  /** Which nodes may be chosen (say, level 3 only); the others are shown as headings. Hidden nodes (isShow false) and all under them never may. */
  selectable?: (node: TreeNode, depth: number) => boolean;
  /** Names the list of choices (and the clear button); the trigger is named by its <label htmlFor={id}>. */
  label?: string;
  /** A ✕ beside the trigger empties the choice (清空<label>). */
  clearable?: boolean;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** The width of the picker (trigger and clear button). */
  className?: string;
  'aria-describedby'?: string;
}

interface FlatNode {
  node: TreeNode;
  depth: number;
  path: string;
  /** Hidden, or under a hidden node. */
  hidden: boolean;
}

function flatten(nodes: readonly TreeNode[], depth = 0, prefix = '', hiddenAbove = false): FlatNode[] {
  return nodes.flatMap((node) => {
    const path = prefix ? `${prefix} / ${node.name}` : node.name;
    const hidden = hiddenAbove || !node.isShow;
    return [{ node, depth, path, hidden }, ...flatten(node.childList, depth + 1, path, hidden)];
  });
}

const OPTION = '[role=option]:not([aria-disabled=true])';

/** Arrow keys move between the choices that can be taken. */
function moveFocus(event: KeyboardEvent<HTMLElement>, from: HTMLElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  const list = event.currentTarget.closest('[data-tree-select]')?.querySelector('[role=listbox]');
  const options = Array.from(list?.querySelectorAll<HTMLElement>(OPTION) ?? []);
  const at = from ? options.indexOf(from) : -1;
  options[event.key === 'ArrowDown' ? Math.min(options.length - 1, at + 1) : Math.max(0, at - 1)]?.focus();
}

/**
 * A category picker (the console's el-cascader): the trigger shows the chosen paths; the popover
 * lists the tree with a filter. Hidden categories are shown but disabled, as the console's
 * cascaders do; categories that cannot be chosen are headings of the ones under them.
 */
export function TreeSelect({ id, nodes, value, onChange, multiple = false, selectable = () => true, label = '分类', clearable = false, placeholder = '请选择', disabled, invalid, className = 'w-full', ...rest }: TreeSelectProps) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const flat = useMemo(() => flatten(nodes), [nodes]);
  const chosen = flat.filter((f) => value.includes(f.node.id));
  const shown = filter.trim() ? flat.filter((f) => f.path.includes(filter.trim())) : flat;

  const toggle = (f: FlatNode) => {
    if (f.hidden) return;
    if (!multiple) {
      onChange([f.node.id]);
      setOpen(false);
      return;
    }
    onChange(value.includes(f.node.id) ? value.filter((v) => v !== f.node.id) : [...value, f.node.id]);
  };

  return (
    <div className={`flex items-center ${className}`}>
      <Popover.Root open={open} onOpenChange={(next) => !disabled && setOpen(next)}>
        <Popover.Trigger asChild>
          <button
            id={id}
            type="button"
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={rest['aria-describedby']}
            className={`flex min-h-8 min-w-0 flex-1 flex-wrap items-center gap-1 rounded border bg-white px-2 py-1 text-left text-sm disabled:bg-slate-100 ${invalid ? 'border-danger' : 'border-slate-300 hover:border-slate-400'}`}
          >
            {chosen.length === 0 ? (
              <span className="text-slate-500">{placeholder}</span>
            ) : multiple ? (
              chosen.map((f) => (
                <span key={f.node.id} className="rounded bg-primary-soft px-1.5 text-xs leading-5 text-primary-active">
                  {f.path}
                </span>
              ))
            ) : (
              <span className="text-slate-800">{chosen[0].path}</span>
            )}
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content data-tree-select aria-label={label} align="start" sideOffset={4} className="z-[1000] w-[var(--radix-popover-trigger-width)] min-w-64 rounded border border-slate-200 bg-white p-2 shadow-lg">
            <input
              aria-label="筛选分类"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              onKeyDown={(e) => moveFocus(e, null)}
              placeholder="输入分类名称筛选"
              className="mb-2 h-7 w-full rounded border border-slate-300 px-2 text-sm outline-none focus:border-primary"
            />
            <div role="listbox" aria-multiselectable={multiple || undefined} aria-label={label} className="max-h-72 overflow-auto">
              {shown.map((f) => {
                const indent = { paddingLeft: 8 + (filter.trim() ? 0 : f.depth * 16) };
                const text = filter.trim() ? f.path : f.node.name;
                if (!selectable(f.node, f.depth)) {
                  return (
                    <div key={f.node.id} aria-hidden="true" style={indent} className="py-1 pr-2 text-xs text-slate-500">
                      {text}
                      {f.hidden && '（已隐藏）'}
                    </div>
                  );
                }
                const selected = value.includes(f.node.id);
                return (
                  <div
                    key={f.node.id}
                    role="option"
                    aria-selected={selected}
                    aria-disabled={f.hidden || undefined}
                    tabIndex={f.hidden ? -1 : 0}
                    onClick={() => toggle(f)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        toggle(f);
                      } else moveFocus(e, e.currentTarget);
                    }}
                    style={indent}
                    className={`flex items-center gap-2 rounded py-1 pr-2 text-sm outline-none focus:bg-slate-100 ${f.hidden ? 'cursor-not-allowed text-slate-500' : 'cursor-pointer text-slate-700 hover:bg-slate-100'} ${selected ? 'font-medium text-primary-active' : ''}`}
                  >
                    {multiple && (
                      <span aria-hidden className="inline-flex size-3.5 shrink-0 items-center justify-center rounded-sm border border-slate-400 text-[10px]">
                        {selected ? '✓' : ''}
                      </span>
                    )}
                    {text}
                    {f.hidden && <span className="text-xs">（已隐藏）</span>}
                  </div>
                );
              })}
            </div>
            {shown.length === 0 && <p className="py-2 text-center text-sm text-slate-500">{flat.length === 0 ? '暂无分类' : '暂无数据'}</p>}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {clearable && value.length > 0 && !disabled && (
        <button type="button" aria-label={`清空${label}`} title={`清空${label}`} onClick={() => onChange([])} className="ml-1 inline-flex size-6 shrink-0 items-center justify-center rounded text-slate-500 hover:text-primary">
          <Icon name="close" size={14} />
        </button>
      )}
    </div>
  );
}
