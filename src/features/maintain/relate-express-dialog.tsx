import { useState, type ReactNode } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { relateExpress, useGetPlatformExpressList } from '@/api/generated/endpoints/express/express';
import { getPlatformExpressListQueryKeywordsMax as keywordsMax } from '@/api/generated-zod/express/express.zod';
import type { PlatformExpress } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/data-table/data-table';
import { SearchInput } from '@/components/data-table/search-input';
import { Dialog } from '@/components/ui/dialog';
import { Tag } from '@/components/ui/tag';
import { message } from '@/lib/message';

const linkClass = 'text-sm text-primary-active hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60';
const PAGE_SIZES = [10, 20, 30] as const;

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
  const [keywords, setKeywords] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const [pending, setPending] = useState<number | null>(null);
  const list = useGetPlatformExpressList({ page, limit, ...(keywords ? { keywords } : {}) }, { query: { placeholderData: keepPreviousData } });

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
      <button type="button" className={linkClass} aria-label={`关联 ${express.name}`} disabled={pending !== null} onClick={() => void relate(express)}>
        关联
      </button>
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
            value={keywords}
            onCommit={(next) => {
              setKeywords(next);
              setPage(1);
            }}
          />
        </div>
        <DataTable
          tableId="platform-express-list"
          label="平台物流公司列表"
          columns={columns(renderActions)}
          rows={list.data?.list}
          total={list.data?.total}
          getRowId={(e) => String(e.id)}
          page={page}
          limit={limit}
          pageSizes={PAGE_SIZES}
          onPageChange={setPage}
          onLimitChange={(next) => {
            setLimit(next);
            setPage(1);
          }}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText="暂无物流公司"
        />
      </div>
    </Dialog>
  );
}
