import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useGetLiveAssistantList } from '@/api/generated/endpoints/live-assistant/live-assistant';
import {
  addLiveRoomGoods,
  deleteLiveRoomGoods,
  setLiveRoomAssistants,
  setLiveRoomGoodsOnSale,
  useGetLiveRoomAssistants,
  useGetLiveRoomGoods,
  useGetLiveRoomInfo,
  useGetLiveRoomShareCode,
} from '@/api/generated/endpoints/live-room/live-room';
import type { LiveRoom, LiveRoomGoods } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { QueryState } from '@/components/query-state';
import { allQueries } from '@/components/list-page/use-list-page';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Drawer } from '@/components/ui/drawer';
import { StatusSwitch } from '@/components/ui/status-switch';
import { Tag } from '@/components/ui/tag';
import { useSubmitOnce } from '@/components/use-submit-once';
import { broadcastStatusLabel, broadcastStatusOptions, findOption, roomReviewStatusLabel, roomReviewStatusOptions, roomShowLabel } from '@/lib/enums';
import { copyText } from '@/lib/clipboard';
import { message } from '@/lib/message';
import { RoomGoodsTable, useApprovedGoods } from './room-goods';
import { refreshRooms } from './room-queries';
import { ROOM_FORM_PATH } from './room-search';

const linkClass = 'text-sm text-primary-active hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-primary';

export const ROOM_TYPE_LABELS: Record<LiveRoom['type'], string> = {
  0: '手机直播',
  1: '推流',
};

/** A room's broadcast state as a tag. */
export function LiveStatusTag({ value }: { value: LiveRoom['liveStatus'] }) {
  return <Tag tone={findOption(broadcastStatusOptions, value)?.tone}>{broadcastStatusLabel(value)}</Tag>;
}

/** A room's review state as a tag, with why it was refused. */
export function ReviewStatusTag({ room }: { room: Pick<LiveRoom, 'reviewStatus' | 'reviewReason'> }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <Tag tone={findOption(roomReviewStatusOptions, room.reviewStatus)?.tone}>{roomReviewStatusLabel(room.reviewStatus)}</Tag>
      {(room.reviewStatus === 1 || room.reviewStatus === 2) && room.reviewReason && <span className="max-w-48 text-xs whitespace-normal text-danger">原因：{room.reviewReason}</span>}
    </span>
  );
}

/** 直播间详情: the room's settings and its goods, which can be put on or off sale and taken out. */
export function RoomDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const info = useGetLiveRoomInfo(id);
  const goods = useGetLiveRoomGoods(id);
  const canSale = usePermission('merchant:mp:live:room:goodsonsale');
  const canRemove = usePermission('merchant:mp:live:room:deletegoods');
  const [busy, setBusy] = useState<number | null>(null);
  const room = info.data;

  const toggleSale = async (g: LiveRoomGoods) => {
    setBusy(g.id);
    try {
      await setLiveRoomGoodsOnSale({
        roomId: id,
        goodsId: g.id,
        onSale: g.onSale === 1 ? 0 : 1,
      });
      message.success('操作成功');
    } catch {
      // The HTTP client has shown why.
    } finally {
      setBusy(null);
      await refreshRooms(queryClient, id);
    }
  };

  const remove = async (g: LiveRoomGoods) => {
    if (
      !(await confirm({
        title: '提示',
        message: `确定将「${g.name}」移出直播间？`,
      }))
    )
      return;
    try {
      await deleteLiveRoomGoods(id, g.id);
    } catch {
      return;
    }
    message.success('删除成功');
    await refreshRooms(queryClient, id);
  };

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title="直播间详情"
      width={760}
      footer={
        <Link to={ROOM_FORM_PATH} params={{ roomId: String(id), type: 'info' }} className={linkClass}>
          查看直播间设置
        </Link>
      }
    >
      <QueryState query={info} rows={6}>
        {room && (
          <div className="flex flex-col gap-5 text-sm">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-2">
              {(
                [
                  ['ID', room.id],
                  ['直播间ID', room.roomId ?? '-'],
                  ['直播间名称', room.roomName],
                  ['主播昵称', room.anchorName],
                  ['主播微信号', room.anchorWechat],
                  ['主播副号微信号', room.subAnchorWechat || '-'],
                  ['创建者微信号', room.createrWechat || '-'],
                  ['直播间类型', ROOM_TYPE_LABELS[room.type]],
                  ['直播时间', `${room.startTime} 至 ${room.endTime}`],
                  ['直播状态', broadcastStatusLabel(room.liveStatus)],
                  ['审核状态', roomReviewStatusLabel(room.reviewStatus)],
                  ['商城显示', roomShowLabel(room.storeShow)],
                  ['创建时间', room.createTime],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="flex gap-2">
                  <dt className="shrink-0 text-slate-500">{label}：</dt>
                  <dd className="text-slate-800">{value}</dd>
                </div>
              ))}
              {room.reviewReason && (
                <div className="col-span-2 flex gap-2">
                  <dt className="shrink-0 text-slate-500">审核原因：</dt>
                  <dd className="text-danger">{room.reviewReason}</dd>
                </div>
              )}
            </dl>
            <div className="flex gap-4">
              {(
                [
                  ['背景图', room.coverImgLocal],
                  ['分享图', room.shareImgLocal],
                  ['直播频道封面图', room.feedsImgLocal],
                ] as const
              ).map(([label, src]) => (
                <figure key={label} className="flex flex-col items-center gap-1">
                  <img src={src} alt={label} className="size-20 rounded border border-slate-200 object-cover" />
                  <figcaption className="text-xs text-slate-500">{label}</figcaption>
                </figure>
              ))}
            </div>
            <h3 className="font-medium">直播间商品</h3>
            <QueryState query={goods}>
              <RoomGoodsTable
                label="直播间商品"
                goods={goods.data ?? []}
                renderAction={(g) => (
                  <span className="flex items-center gap-3">
                    <StatusSwitch label={`${g.name} 上架`} onText="上架" offText="下架" checked={g.onSale === 1} disabled={!canSale || busy === g.id} onToggle={() => void toggleSale(g)} />
                    {canRemove && (
                      <button type="button" className={`${linkClass} !text-red-700`} aria-label={`移除 ${g.name}`} onClick={() => void remove(g)}>
                        移除
                      </button>
                    )}
                  </span>
                )}
              />
            </QueryState>
          </div>
        )}
      </QueryState>
    </Drawer>
  );
}

/** A list of checkboxes, one a row; locked ones show ticked and cannot change. */
export function Ticks<T extends { id: number }>({
  label,
  items,
  checked,
  locked,
  onChange,
  text,
}: {
  label: string;
  items: readonly T[];
  checked: ReadonlySet<number>;
  locked?: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  text: (item: T) => string;
}) {
  return (
    <fieldset className="flex max-h-96 flex-col gap-2 overflow-y-auto">
      <legend className="sr-only">{label}</legend>
      {items.map((item) => (
        <label key={item.id} className="flex items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-slate-50">
          <input
            type="checkbox"
            checked={checked.has(item.id) || (locked?.has(item.id) ?? false)}
            disabled={locked?.has(item.id)}
            onChange={(e) => {
              const next = new Set(checked);
              if (e.target.checked) next.add(item.id);
              else next.delete(item.id);
              onChange(next);
            }}
          />
          {text(item)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Saves a change to a room's goods or assistants once however fast it is clicked: 操作成功, the room's
 * lists refreshed and the dialog closed; a refusal (the HTTP client shows why) keeps the dialog and its ticks.
 */
function useRoomChange(roomId: number, onClose: () => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useSubmitOnce(async (change: () => Promise<unknown>) => {
    setPending(true);
    try {
      await change();
    } catch {
      return false;
    } finally {
      setPending(false);
    }
    message.success('操作成功');
    await refreshRooms(queryClient, roomId);
    onClose();
    return true;
  });
  return { pending, run };
}

/** 导入商品: ticks the store's WeChat-approved live goods not yet in the room and imports them. */
export function ImportGoodsDialog({ room, onClose }: { room: LiveRoom; onClose: () => void }) {
  const approved = useApprovedGoods();
  const inRoom = useGetLiveRoomGoods(room.id);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [error, setError] = useState('');
  const locked = new Set((inRoom.data ?? []).map((g) => g.id));

  const { pending, run } = useRoomChange(room.id, onClose);
  const save = () => (picked.size === 0 ? setError('请选择要导入的商品') : run(() => addLiveRoomGoods({ id: room.id, ids: [...picked] })));

  return (
    <FormDialog
      title={`导入商品 - ${room.roomName}`}
      width={640}
      dirty={picked.size > 0}
      pending={pending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        return save();
      }}
    >
      <QueryState
        query={allQueries(approved, inRoom)}
        isEmpty={approved.data?.list.length === 0}
        emptyText="暂无微信审核成功的直播商品"
      >
        <p className="mb-2 text-xs text-slate-500">只能导入微信审核成功的直播商品；已在直播间的商品不可重复导入。</p>
        <Ticks
          label="直播商品"
          items={approved.data?.list ?? []}
          checked={picked}
          locked={locked}
          onChange={(next) => {
            setPicked(next);
            setError('');
          }}
          text={(g) => `${g.name}（ID ${g.id}）`}
        />
      </QueryState>
      <p role={error ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
        {error}
      </p>
    </FormDialog>
  );
}

/** 编辑助手: ticks the store's live assistants who help in the room. */
export function AssistantsDialog({ room, onClose }: { room: LiveRoom; onClose: () => void }) {
  const all = useGetLiveAssistantList({ page: 1, limit: 100 });
  const current = useGetLiveRoomAssistants(room.id, undefined, {
    query: { gcTime: 0 },
  });
  if (all.isLoading || current.isLoading || all.isError || current.isError) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title={`编辑助手 - ${room.roomName}`}>
        <QueryState query={allQueries(all, current)}>
          {null}
        </QueryState>
      </Dialog>
    );
  }
  return <AssistantsForm room={room} assistants={all.data?.list ?? []} initial={(current.data ?? []).map((a) => a.id)} onClose={onClose} />;
}

function AssistantsForm({
  room,
  assistants,
  initial,
  onClose,
}: {
  room: LiveRoom;
  assistants: ReadonlyArray<{
    id: number;
    wechat: string;
    wechatNickname: string;
  }>;
  initial: number[];
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<Set<number>>(() => new Set(initial));
  const [error, setError] = useState('');
  const dirty = picked.size !== initial.length || initial.some((id) => !picked.has(id));

  const { pending, run } = useRoomChange(room.id, onClose);
  const save = () => (picked.size === 0 ? setError('请至少选择一位助手') : run(() => setLiveRoomAssistants({ id: room.id, assid: [...picked] })));

  return (
    <FormDialog
      title={`编辑助手 - ${room.roomName}`}
      dirty={dirty}
      pending={pending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        return save();
      }}
    >
      {assistants.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">暂无直播助手，请先在直播助手中添加</p>
      ) : (
        <Ticks
          label="直播助手"
          items={assistants}
          checked={picked}
          onChange={(next) => {
            setPicked(next);
            setError('');
          }}
          text={(a) => `${a.wechatNickname}（${a.wechat}）`}
        />
      )}
      <p role={error ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
        {error}
      </p>
    </FormDialog>
  );
}

/** 分享: the room's mini-program code, its page path to copy and the poster. */
export function ShareDialog({ room, onClose }: { room: LiveRoom; onClose: () => void }) {
  const share = useGetLiveRoomShareCode(room.id);
  const code = share.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`分享直播间 - ${room.roomName}`} width={640} footer={<Button onClick={onClose}>关闭</Button>}>
      <QueryState query={share} rows={4}>
        {code && (
          <div className="flex gap-6 text-sm">
            <div className="flex flex-col items-center gap-2">
              <img src={code.cdnUrl} alt="直播间二维码" className="size-44 border border-slate-200" />
              <a href={code.cdnUrl} download={`直播间${room.id}二维码.svg`} className={linkClass}>
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
                <a href={code.posterUrl} download={`直播间${room.id}海报.svg`} className={linkClass}>
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
