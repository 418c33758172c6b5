import { useState, type ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { getGetSensitiveLogListQueryOptions } from '@/api/generated/endpoints/log/log';
import type { SensitiveLog } from '@/api/generated/model';
import { columnsFor, DataTable } from '@/components/list/data-table';
import { ListPage } from '@/components/list/list-page';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { Dialog } from '@/components/ui/dialog';
import { Tag } from '@/components/ui/tag';
import { LinkButton } from '@/components/ui/text-link';

const route = getRouteApi('/_authed/_permitted/maintain/sensitiveLog');

/** Texts longer than this show their start and a 查看 button. */
export const SHORT_TEXT = 30;

type LongField = 'requestParam' | 'result' | 'errorMsg';

interface Shown {
  title: string;
  text: string;
}

/** JSON indented for reading; anything else as it came. */
function pretty(text: string) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function TextDialog({ shown, onClose }: { shown: Shown; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={shown.title} width={720}>
      <pre className="max-h-[60vh] overflow-auto rounded bg-slate-50 p-3 text-xs leading-5 break-all whitespace-pre-wrap text-slate-800">{pretty(shown.text)}</pre>
    </Dialog>
  );
}

const col = columnsFor<SensitiveLog>();

function columns(longText: (log: SensitiveLog, field: LongField, title: string) => ReactNode) {
  const long = (field: LongField, title: string) => col.display({ id: field, header: title, cell: ({ row }) => longText(row.original, field, title) });
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('adminId', { header: '管理员id' }),
    col.accessor('adminAccount', { header: '管理员账号' }),
    col.accessor('status', { header: '操作状态', cell: (info) => (info.getValue() === 0 ? <Tag tone="success">正常</Tag> : <Tag tone="danger">异常</Tag>) }),
    col.accessor('description', { header: '接口描述', enableHiding: false }),
    col.accessor('createTime', { header: '操作时间' }),
    col.accessor('ip', { header: '主机地址' }),
    col.accessor('method', { header: '方法名称', cell: (info) => <span className="inline-block max-w-64 break-all whitespace-normal">{info.getValue()}</span> }),
    col.accessor('url', { header: '请求URL', cell: (info) => <span className="inline-block max-w-56 break-all whitespace-normal">{info.getValue()}</span> }),
    col.accessor('methodType', { header: '请求类型' }),
    col.accessor('requestMethod', { header: '请求方式' }),
    long('requestParam', '请求参数'),
    long('result', '返回参数'),
    long('errorMsg', '错误消息'),
  ]);
}

/** 敏感操作日志: who called which sensitive endpoint, with what, and how it ended. */
export function SensitiveLogPage() {
  const list = useListPage(useRouteSearch(route), getGetSensitiveLogListQueryOptions);
  const [shown, setShown] = useState<Shown | null>(null);

  const renderLong = (log: SensitiveLog, field: LongField, title: string) => {
    const text = log[field];
    if (!text) return <span className="text-slate-400">—</span>;
    if (text.length <= SHORT_TEXT) return <span className="break-all whitespace-normal">{text}</span>;
    return (
      <span className="flex items-center gap-2">
        <span className="inline-block max-w-40 truncate" title={text}>
          {text}
        </span>
        <LinkButton aria-label={`查看${title} ${log.id}`} onClick={() => setShown({ title, text })}>
          查看
        </LinkButton>
      </span>
    );
  };

  return (
    <ListPage label="敏感操作日志" dialogs={shown && <TextDialog shown={shown} onClose={() => setShown(null)} />}>
      <DataTable
        tableId="sensitive-log"
        label="敏感操作日志列表"
        columns={columns(renderLong)}
        {...list.table}
        getRowId={(log) => String(log.id)}
        emptyText="暂无日志"
      />
    </ListPage>
  );
}
