import { useState } from 'react';
import { addLiveRoomGoods, useGetLiveRoomGoods } from '@/api/generated/endpoints/live-room/live-room';
import type { LiveRoom } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { allQueries } from '@/components/list/use-list-page';
import { QueryState } from '@/components/query-state';
import { Ticks } from '@/features/broadcast/components/ticks';
import { useApprovedGoods } from '@/features/broadcast/model/approved-goods';
import { useRoomChange } from './use-room-change';

/** 导入商品: ticks the store's WeChat-approved live goods not yet in the room and imports them. */
export function ImportGoodsDialog({ target, onClose }: { target: LiveRoom | null; onClose: () => void }) {
  return target ? <ImportGoods key={target.id} room={target} onClose={onClose} /> : null;
}

function ImportGoods({ room, onClose }: { room: LiveRoom; onClose: () => void }) {
  const approved = useApprovedGoods();
  const inRoom = useGetLiveRoomGoods(room.id);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [error, setError] = useState('');
  const locked = new Set((inRoom.data ?? []).map((g) => g.id));

  const { pending, run } = useRoomChange(onClose);
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
