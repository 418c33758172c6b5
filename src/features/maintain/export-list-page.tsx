import { useState, type ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { getGetExportListQueryOptions } from '@/api/generated/endpoints/export/export';
import { downloadFile } from '@/api/generated/endpoints/file/file';
import type { ExportFile } from '@/api/generated/model';
import { EXPORT_TYPE_OPTIONS } from '@/features/maintain/maintain-search';
import { saveFile } from '@/api/http';
import { columnsFor, DataTable } from '@/components/list/data-table';
import { FilterBar, FilterSelect } from '@/components/list/filter-field';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Tag } from '@/components/ui/tag';
import { LinkButton } from '@/components/ui/text-link';
import type { Tone } from '@/lib/enums';

const route = getRouteApi('/_authed/_permitted/operation/export');


const STATUS: Record<ExportFile['status'], { label: string; tone: Tone }> = {
  0: { label: '生成中', tone: 'warning' },
  1: { label: '已完成', tone: 'success' },
  2: { label: '已过期', tone: 'info' },
};

const col = columnsFor<ExportFile>();

function columns(actions: (f: ExportFile) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('fileName', { header: '文件名', enableHiding: false, cell: (info) => <span className="break-all whitespace-normal">{info.getValue()}</span> }),
    col.accessor('adminName', { header: '操作者' }),
    col.accessor('createTime', { header: '生成时间' }),
    col.accessor('type', { header: '类型', cell: (info) => EXPORT_TYPE_OPTIONS.find((o) => o.value === info.getValue())?.label ?? '' }),
    col.accessor('status', { header: '状态', cell: (info) => <Tag tone={STATUS[info.getValue()].tone}>{STATUS[info.getValue()].label}</Tag> }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 数据导出: the files the product and order exports wrote, fetched again from here. */
export function ExportListPage() {
  const list = useListPage(useRouteSearch(route), getGetExportListQueryOptions);
  const { search, update } = list;
  const [downloading, setDownloading] = useState<ReadonlySet<number>>(new Set());

  const download = async (file: ExportFile) => {
    setDownloading((current) => new Set(current).add(file.id));
    try {
      // Kept on the server, so the file can be fetched again later.
      saveFile(await downloadFile({ fileName: file.fileName }));
    } catch {
      // The HTTP client has shown why (an expired file says so).
    } finally {
      setDownloading((current) => {
        const rest = new Set(current);
        rest.delete(file.id);
        return rest;
      });
    }
  };

  const renderActions = (file: ExportFile) => (
    <LinkButton aria-label={`下载 ${file.fileName}`} disabled={downloading.has(file.id)} onClick={() => void download(file)}>
      下载
    </LinkButton>
  );

  return (
    <ListPage
      filters={
        <FilterBar>
          <FilterSelect id="export-type" label="文件类型" value={search.type} options={EXPORT_TYPE_OPTIONS} onChange={(type) => update({ type })} />
        </FilterBar>
      }
      label="导出文件"
    >
      <DataTable
        tableId="export-list"
        label="导出文件列表"
        columns={columns(renderActions)}
        {...list.table}
        getRowId={(f) => String(f.id)}
        emptyText="暂无导出文件"
      />
    </ListPage>
  );
}
