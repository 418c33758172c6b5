import { Fragment, type Key, type ReactNode } from 'react';
import { PlainTable } from './plain-table';

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
    <PlainTable label={label} headers={headers} isEmpty={groups.length === 0} emptyText={emptyText}>
      {groups.map((group) => (
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
      ))}
    </PlainTable>
  );
}
