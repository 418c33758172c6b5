import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { clearErrorLog, useErrorLog } from '@/lib/error-log';
import { formatDateTime } from '@/lib/format';

/** 错误日志: the errors this browser tab met, newest first, for staff and support to read. */
export function ErrorLogDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const entries = useErrorLog();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="错误日志"
      width={760}
      footer={
        <>
          <Button onClick={clearErrorLog} disabled={entries.length === 0}>
            清空
          </Button>
          <Button variant="primary" onClick={() => onOpenChange(false)}>
            关闭
          </Button>
        </>
      }
    >
      {entries.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500">暂无错误记录</p>
      ) : (
        <ol className="flex max-h-[60vh] flex-col gap-2 overflow-y-auto">
          {entries.map((entry, i) => (
            <li key={`${entry.time}-${i}`} className="rounded border border-slate-200 p-3 text-xs">
              <p className="flex justify-between text-slate-500">
                <span>{formatDateTime(new Date(entry.time))}</span>
                <span>{entry.path}</span>
              </p>
              <p className="mt-1 text-sm break-all text-danger">{entry.message}</p>
              {entry.stack && <pre className="mt-1 max-h-24 overflow-auto whitespace-pre-wrap text-slate-500">{entry.stack}</pre>}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
