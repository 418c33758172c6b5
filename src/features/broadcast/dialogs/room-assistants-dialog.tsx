import { useState } from 'react';
import { useGetLiveAssistantList } from '@/api/generated/endpoints/live-assistant/live-assistant';
import { setLiveRoomAssistants, useGetLiveRoomAssistants } from '@/api/generated/endpoints/live-room/live-room';
import type { LiveRoom } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { allQueries } from '@/components/list/use-list-page';
import { QueryState } from '@/components/query-state';
import { Dialog } from '@/components/ui/dialog';
import { Ticks } from '@/features/broadcast/components/ticks';
import { useRoomChange } from './use-room-change';

/** 编辑助手: ticks the store's live assistants who help in the room. */
export function AssistantsDialog({ target, onClose }: { target: LiveRoom | null; onClose: () => void }) {
  return target ? <AssistantsLoader key={target.id} room={target} onClose={onClose} /> : null;
}

function AssistantsLoader({ room, onClose }: { room: LiveRoom; onClose: () => void }) {
  const all = useGetLiveAssistantList({ page: 1, limit: 100, keywords: '' });
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

  const { pending, run } = useRoomChange(onClose);
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
