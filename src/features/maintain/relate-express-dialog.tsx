import { useState, type ReactNode } from 'react';
import { getGetPlatformExpressListQueryOptions, relateExpress } from '@/api/generated/endpoints/express/express';
import { getPlatformExpressListQueryKeywordsMax as keywordsMax } from '@/api/generated-zod/express/express.zod';
import type { PlatformExpress } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/data-table/data-table';
import { SearchInput } from '@/components/data-table/search-input';
import { useListPage, useLocalSearch } from '@/components/list-page/use-list-page';
import { Dialog } from '@/components/ui/dialog';
import { Tag } from '@/components/ui/tag';
import { LinkButton } from '@/components/ui/text-link';
import { message } from '@/lib/message';

const PAGE_SIZES = [10, 20, 30] as const;
const FIRST_PAGE: { page: number; limit: number; keywords?: string } = { page: 1, limit: PAGE_SIZES[0] };

const col = columnsFor<PlatformExpress>();

function columns(actions: (e: PlatformExpress) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('name', { header: '物流公司名称', enableHiding: false }),
    col.accessor('code', { header: '编码' }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 新增物流公司: the platform's carriers, searched and paged; one not yet linked is linked to the store. */
export function RelateExpressDialog({ onClose, onDone }: { onClose: () => void; onDone: () => Promise<unknown> }) {
  const list = useListPage(useLocalSearch(FIRST_PAGE), getGetPlatformExpressListQueryOptions);
  const [pending, setPending] = useState<number | null>(null);

  const relate = async (express: PlatformExpress) => {
    setPending(express.id);
    try {
      await relateExpress({ expressId: express.id });
    } catch {
      // The HTTP client has shown why.
      setPending(null);
      return;
    }
    message.success('操作成功');
    await onDone();
    onClose();
  };

  const renderActions = (express: PlatformExpress) =>
    express.related ? (
      <Tag>已关联</Tag>
    ) : (
      <LinkButton aria-label={`关联 ${express.name}`} disabled={pending !== null} onClick={() => void relate(express)}>
        关联
      </LinkButton>
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="新增物流公司" width={720} dismissible={pending === null}>
      <div className="flex flex-col gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor="platform-express-keywords" className="text-sm text-slate-600">
            名称/编码
          </label>
          <SearchInput
            id="platform-express-keywords"
            data-autofocus
            className="w-64"
            placeholder="请输入物流公司名称或编码"
            maxLength={keywordsMax}
            value={list.search.keywords}
            onCommit={(keywords) => list.update({ keywords })}
          />
        </div>
        <DataTable
          tableId="platform-express-list"
          label="平台物流公司列表"
          columns={columns(renderActions)}
          {...list.table}
          getRowId={(e) => String(e.id)}
          pageSizes={PAGE_SIZES}
          emptyText="暂无物流公司"
        />
      </div>
    </Dialog>
  );
}
