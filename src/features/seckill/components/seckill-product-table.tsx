import type { ReactNode } from 'react';
import type { SeckillProduct } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/list/data-table';
import type { ListTable } from '@/components/list/use-list-page';
import { Button } from '@/components/ui/button';
import { yuan } from '@/lib/format';
import { ActivityStatusTag, AuditStatusTag } from '@/features/seckill/components/seckill-ui';
import type { SeckillAuditStatus } from '@/features/seckill/model/seckill-options';

const col = columnsFor<SeckillProduct>();

function columns(tab: SeckillAuditStatus, shelf: (p: SeckillProduct) => ReactNode, actions: (p: SeckillProduct) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('image', { header: '商品图', cell: (info) => <img src={info.getValue()} alt="" className="size-10 rounded object-cover" /> }),
    col.accessor('name', { header: '商品名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue()}</span> }),
    col.accessor('categoryName', { header: '商品分类', cell: (info) => info.getValue() || '-' }),
    col.accessor('activityName', { header: '活动名称', cell: (info) => <span className="inline-block max-w-48 break-words whitespace-normal">{info.getValue() || '-'}</span> }),
    col.accessor('price', { header: '商品售价', cell: (info) => yuan(info.getValue()) }),
    col.accessor('seckillPrice', { header: '活动价', cell: (info) => yuan(info.getValue()) }),
    col.accessor('sort', { header: '排序' }),
    col.display({ id: 'isShow', header: '商品状态', cell: ({ row }) => shelf(row.original) }),
    col.accessor('activityStatus', { header: '活动状态', cell: (info) => <ActivityStatusTag status={info.getValue()} /> }),
    col.accessor('auditStatus', { header: '审核状态', cell: (info) => <AuditStatusTag status={info.getValue()} /> }),
    ...(tab === 3 ? [col.accessor('reason', { header: '失败原因', cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue() || '-'}</span> })] : []),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** What is done with the checked rows; each is offered only with its permission. */
export interface SeckillBulk {
  /** 批量删除. */
  onDelete?: (rows: SeckillProduct[], clear: () => void) => void;
  /** 批量下架. */
  onTakeDown?: (rows: SeckillProduct[], clear: () => void) => void;
}

/** 批量删除 and 批量下架 of the checked rows. */
function bulkButtons({ onDelete, onTakeDown }: SeckillBulk) {
  return function BulkButtons(selected: SeckillProduct[], clear: () => void) {
    return (
      <>
        {onDelete && (
          <Button size="sm" disabled={selected.length === 0} onClick={() => onDelete(selected, clear)}>
            批量删除
          </Button>
        )}
        {onTakeDown && (
          <Button size="sm" disabled={selected.length === 0} onClick={() => onTakeDown(selected, clear)}>
            批量下架
          </Button>
        )}
      </>
    );
  };
}

/** 秒杀商品列表: the rows of a review tab (失败原因 under 审核失败 only), checked for the bulk actions. */
export function SeckillProductTable({ tab, shelf, actions, bulk, leadingToolbar, ...table }: ListTable<SeckillProduct> & {
  tab: SeckillAuditStatus;
  shelf: (p: SeckillProduct) => ReactNode;
  actions: (p: SeckillProduct) => ReactNode;
  bulk: SeckillBulk;
  leadingToolbar?: ReactNode;
}) {
  return (
    <DataTable
      tableId="seckill-product"
      label="秒杀商品列表"
      columns={columns(tab, shelf, actions)}
      {...table}
      getRowId={(p) => String(p.id)}
      rowName={(p) => p.name}
      emptyText="暂无秒杀商品"
      leadingToolbar={leadingToolbar}
      bulkActions={bulk.onDelete || bulk.onTakeDown ? bulkButtons(bulk) : undefined}
    />
  );
}
