import { Fragment, type Key, type ReactNode } from 'react';

export interface GroupedTableProps<G, R> {
  /** The table's accessible name. */
  label: string;
  headers: readonly string[];
  groups: readonly G[];
  groupKey: (group: G) => Key;
  /** A group's row is named by this (the product's name). */
  groupLabel: (group: G) => string;
  rows: (group: G) => readonly R[];
  rowKey: (row: R) => Key;
  /** The cells of a group's own row. */
  renderGroup: (group: G) => ReactNode;
  /** The cells of one of its rows. */
  renderRow: (row: R, group: G) => ReactNode;
  emptyText?: string;
}

/** Cell padding of a grouped table's cells. */
export const groupedCell = 'px-3 py-2 align-top';

/**
 * A table of groups, each a shaded row followed by its own rows: a product and its SKUs in the seckill
 * and group-buy forms. Scrolls sideways by keyboard too.
 */
export function GroupedTable<G, R>({ label, headers, groups, groupKey, groupLabel, rows, rowKey, renderGroup, renderRow, emptyText = '请添加商品' }: GroupedTableProps<G, R>) {
  return (
    <div tabIndex={0} className="overflow-x-auto rounded border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary">
      <table aria-label={label} className="w-full min-w-max text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2.5 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.length === 0 ? (
            <tr>
              <td colSpan={headers.length} className="px-3 py-10 text-center text-sm text-slate-500">
                {emptyText}
              </td>
            </tr>
          ) : (
            groups.map((group) => (
              <Fragment key={groupKey(group)}>
                <tr className="border-t border-slate-200 bg-slate-50/60" aria-label={groupLabel(group)}>
                  {renderGroup(group)}
                </tr>
                {rows(group).map((row) => (
                  <tr key={rowKey(row)} className="border-t border-slate-100">
                    {renderRow(row, group)}
                  </tr>
                ))}
              </Fragment>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
