import { useState } from 'react';
import { deleteLiveRoomGoods, setLiveRoomGoodsOnSale, useGetLiveRoomGoods, useGetLiveRoomInfo } from '@/api/generated/endpoints/live-room/live-room';
import type { LiveRoomGoods } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { Drawer } from '@/components/ui/drawer';
import { StatusSwitch } from '@/components/ui/status-switch';
import { LinkButton, TextLink } from '@/components/ui/text-link';
import { broadcastStatusLabel, roomReviewStatusLabel, roomShowLabel } from '@/lib/enums';
import { message } from '@/lib/message';
import { RoomGoodsTable } from '@/features/broadcast/components/room-goods-table';
import { REMOVE_LIVE_GOODS_QUESTION, ROOM_PERMISSIONS, ROOM_TYPE_LABELS } from '@/features/broadcast/model/room-rules';
import { ROOM_FORM_PATH } from '@/features/broadcast/model/room-search';

/** 直播间详情: the room's settings and its goods, which can be put on or off sale and taken out. */
export function RoomDetailDrawer({ target, onClose }: { target: number | null; onClose: () => void }) {
  return target === null ? null : <RoomDetail key={target} id={target} onClose={onClose} />;
}

function RoomDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const info = useGetLiveRoomInfo(id);
  const goods = useGetLiveRoomGoods(id);
  const canSale = usePermission(ROOM_PERMISSIONS.goodsOnSale);
  const canRemove = usePermission(ROOM_PERMISSIONS.deleteGoods);
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
    }
  };

  const remove = async (g: LiveRoomGoods) => {
    if (
      !(await confirm({ message: REMOVE_LIVE_GOODS_QUESTION }))
    )
      return;
    try {
      await deleteLiveRoomGoods(id, g.id);
    } catch {
      return;
    }
    message.success('删除成功');
  };

  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title="直播间详情"
      width={760}
      footer={
        <TextLink to={ROOM_FORM_PATH} params={{ roomId: String(id), type: 'info' }}>
          查看直播间设置
        </TextLink>
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
                      <LinkButton danger aria-label={`移除 ${g.name}`} onClick={() => void remove(g)}>
                        移除
                      </LinkButton>
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
