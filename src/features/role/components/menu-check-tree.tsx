import { useState } from 'react';
import type { MenuCheck } from '@/api/generated/model';
import { branchIds, stateOf, toggle } from '@/features/role/model/menu-check-model';

interface TreeProps {
  nodes: readonly MenuCheck[];
  checked: ReadonlySet<number>;
  locked: ReadonlySet<number>;
  expanded: ReadonlySet<number>;
  onCheck: (node: MenuCheck) => void;
  onExpand: (id: number) => void;
}

/** Sets the box's third state, which has no attribute. */
const indeterminateRef = (indeterminate: boolean) => (el: HTMLInputElement | null) => {
  if (el) el.indeterminate = indeterminate;
};

function TreeLevel({ nodes, checked, locked, expanded, onCheck, onExpand }: TreeProps) {
  return (
    <ul className="flex flex-col gap-0.5">
      {nodes.map((node) => {
        const state = stateOf(node, checked);
        const open = expanded.has(node.id);
        const hasChildren = node.childList.length > 0;
        return (
          <li key={node.id}>
            <div className="flex items-center gap-1.5 py-0.5 text-sm text-slate-700">
              {hasChildren ? (
                <button
                  type="button"
                  aria-label={`${open ? '收起' : '展开'}${node.name}`}
                  aria-expanded={open}
                  className="flex size-4 items-center justify-center rounded text-slate-500 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
                  onClick={() => onExpand(node.id)}
                >
                  <span aria-hidden className={`inline-block transition-transform ${open ? 'rotate-90' : ''}`}>
                    ▸
                  </span>
                </button>
              ) : (
                <span aria-hidden className="size-4" />
              )}
              <label className="inline-flex items-center gap-1.5 has-disabled:cursor-not-allowed has-disabled:opacity-60">
                <input
                  ref={indeterminateRef(state === 'indeterminate')}
                  type="checkbox"
                  className="size-3.5 accent-primary"
                  checked={state === 'checked'}
                  aria-checked={state === 'indeterminate' ? 'mixed' : undefined}
                  disabled={locked.has(node.id)}
                  onChange={() => onCheck(node)}
                />
                {node.name}
              </label>
            </div>
            {hasChildren && open && (
              <div className="pl-5">
                <TreeLevel nodes={node.childList} checked={checked} locked={locked} expanded={expanded} onCheck={onCheck} onExpand={onExpand} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 菜单权限: the menu tree with linked checks. 展开/折叠 opens or closes every branch; each branch
 * also opens by its arrow. `value` holds the checked leaves.
 */
export function MenuCheckTree({ id, nodes, value, onChange, locked, invalid = false, describedBy }: {
  id: string;
  nodes: readonly MenuCheck[];
  value: readonly number[];
  onChange: (leaves: number[]) => void;
  locked: ReadonlySet<number>;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  // The box keeps its own state, as Element's does: opening single branches leaves it as it was.
  const [allOpen, setAllOpen] = useState(false);
  const checked = new Set(value);
  const expandOne = (nodeId: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(nodeId)) next.delete(nodeId);
      else next.add(nodeId);
      return next;
    });
  return (
    <div className="flex flex-col gap-2">
      <label className="inline-flex items-center gap-1.5 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-3.5 accent-primary"
          checked={allOpen}
          onChange={() => {
            setAllOpen(!allOpen);
            setExpanded(allOpen ? new Set() : new Set(branchIds(nodes)));
          }}
        />
        展开/折叠
      </label>
      <div
        id={id}
        role="group"
        aria-label="菜单权限"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`max-h-80 overflow-auto rounded border p-2 ${invalid ? 'border-danger' : 'border-slate-300'}`}
      >
        <TreeLevel
          nodes={nodes}
          checked={checked}
          locked={locked}
          expanded={expanded}
          onCheck={(node) => onChange([...toggle(node, checked, locked)])}
          onExpand={expandOne}
        />
      </div>
    </div>
  );
}
