import { useGetLiveRoomShareCode } from '@/api/generated/endpoints/live-room/live-room';
import type { LiveRoom } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { textLinkClass } from '@/components/ui/text-link';
import { copyText } from '@/lib/clipboard';

/** 分享: the room's mini-program code, its page path to copy and the poster. */
export function ShareDialog({ target, onClose }: { target: LiveRoom | null; onClose: () => void }) {
  return target ? <Share key={target.id} room={target} onClose={onClose} /> : null;
}

function Share({ room, onClose }: { room: LiveRoom; onClose: () => void }) {
  const share = useGetLiveRoomShareCode(room.id);
  const code = share.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`分享直播间 - ${room.roomName}`} width={640} footer={<Button onClick={onClose}>关闭</Button>}>
      <QueryState query={share} rows={4}>
        {code && (
          <div className="flex gap-6 text-sm">
            <div className="flex flex-col items-center gap-2">
              <img src={code.cdnUrl} alt="直播间二维码" className="size-44 border border-slate-200" />
              <a href={code.cdnUrl} download={`直播间${room.id}二维码.svg`} className={textLinkClass}>
                下载二维码
              </a>
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-3">
              <div className="flex flex-col gap-1">
                <span className="text-slate-500">页面路径</span>
                <code data-testid="share-path" className="rounded bg-slate-50 px-2 py-1 text-xs break-all">
                  {code.pagePath}
                </code>
                <Button size="sm" className="self-start" onClick={() => void copyText(code.pagePath)}>
                  复制路径
                </Button>
              </div>
              <div className="flex flex-col items-start gap-1">
                <span className="text-slate-500">分享海报</span>
                <img src={code.posterUrl} alt="分享海报" className="h-48 rounded border border-slate-200" />
                <a href={code.posterUrl} download={`直播间${room.id}海报.svg`} className={textLinkClass}>
                  下载海报
                </a>
              </div>
            </div>
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
