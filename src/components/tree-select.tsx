import { useMemo, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';

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
  value: number[];
  onChange: (value: number[]) => void;
  multiple?: boolean;
  /** Which nodes may be chosen (say, level 3 only); hidden nodes (isShow false) never may. */
  selectable?: (node: TreeNode, depth: number) => boolean;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  'aria-describedby'?: string;
}

interface FlatNode {
  node: TreeNode;
  depth: number;
  path: string;
}

function flatten(nodes: readonly TreeNode[], depth = 0, prefix = ''): FlatNode[] {
  return nodes.flatMap((node) => {
    const path = prefix ? `${prefix} / ${node.name}` : node.name;
    return [{ node, depth, path }, ...flatten(node.childList, depth + 1, path)];
  });
}

/**
 * A category picker: the trigger shows the chosen paths; the popover lists the tree with a filter.
 * Hidden categories are shown but disabled, as the console's cascaders do.
 */
export function TreeSelect({ id, nodes, value, onChange, multiple = false, selectable = () => true, placeholder = '请选择', disabled, invalid, ...rest }: TreeSelectProps) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const flat = useMemo(() => flatten(nodes), [nodes]);
  const chosen = flat.filter((f) => value.includes(f.node.id));
  const shown = filter.trim() ? flat.filter((f) => f.path.includes(filter.trim())) : flat;
  const canPick = (f: FlatNode) => f.node.isShow && selectable(f.node, f.depth);

  const toggle = (f: FlatNode) => {
    if (!canPick(f)) return;
    if (!multiple) {
      onChange([f.node.id]);
      setOpen(false);
      return;
    }
    onChange(value.includes(f.node.id) ? value.filter((v) => v !== f.node.id) : [...value, f.node.id]);
  };

  return (
    <Popover.Root open={open} onOpenChange={(next) => !disabled && setOpen(next)}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={rest['aria-describedby']}
          className={`flex min-h-8 w-full flex-wrap items-center gap-1 rounded border bg-white px-2 py-1 text-left text-sm disabled:bg-slate-100 ${invalid ? 'border-danger' : 'border-slate-300 hover:border-slate-400'}`}
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
        <Popover.Content align="start" sideOffset={4} className="z-[1000] w-[var(--radix-popover-trigger-width)] min-w-64 rounded border border-slate-200 bg-white p-2 shadow-lg">
          <input
            aria-label="筛选分类"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="输入分类名称筛选"
            className="mb-2 h-7 w-full rounded border border-slate-300 px-2 text-sm outline-none focus:border-primary"
          />
          <ul role="listbox" aria-multiselectable={multiple || undefined} aria-label="分类" className="max-h-72 overflow-auto">
            {shown.map((f) => {
              const selected = value.includes(f.node.id);
              const pickable = canPick(f);
              return (
                <li
                  key={f.node.id}
                  role="option"
                  aria-selected={selected}
                  aria-disabled={!pickable || undefined}
                  tabIndex={pickable ? 0 : -1}
                  onClick={() => toggle(f)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      toggle(f);
                    }
                  }}
                  style={{ paddingLeft: 8 + (filter.trim() ? 0 : f.depth * 16) }}
                  className={`flex cursor-pointer items-center gap-2 rounded py-1 pr-2 text-sm outline-none focus:bg-slate-100 ${pickable ? 'text-slate-700 hover:bg-slate-100' : 'cursor-not-allowed text-slate-500'} ${selected ? 'font-medium text-primary-active' : ''}`}
                >
                  {multiple && <input type="checkbox" tabIndex={-1} readOnly checked={selected} disabled={!pickable} aria-hidden className="pointer-events-none" />}
                  <span>{filter.trim() ? f.path : f.node.name}</span>
                  {!f.node.isShow && <span className="text-xs text-slate-500">(已隐藏)</span>}
                </li>
              );
            })}
            {shown.length === 0 && <li className="py-2 text-center text-sm text-slate-500">暂无数据</li>}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
