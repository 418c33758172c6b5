import type { LiveRoom } from '@/api/generated/model';
import type { useDialogs } from '@/components/use-dialogs';
import { ImportGoodsDialog } from './import-goods-dialog';
import { AssistantsDialog } from './room-assistants-dialog';
import { RoomDetailDrawer } from './room-detail-drawer';
import { ShareDialog } from './share-dialog';

/** What each of the room list's dialogs is opened for: the room's id (its details) or the room. */
export type RoomDialogTargets = { detail: number; goods: LiveRoom; assistants: LiveRoom; share: LiveRoom };
export type RoomDialogs = ReturnType<typeof useDialogs<RoomDialogTargets>>;

/** The room list's drawer and dialogs, the one open at most. */
export function RoomListDialogs({ dialogs }: { dialogs: RoomDialogs }) {
  return (
    <>
      <RoomDetailDrawer {...dialogs.props('detail')} />
      <ImportGoodsDialog {...dialogs.props('goods')} />
      <AssistantsDialog {...dialogs.props('assistants')} />
      <ShareDialog {...dialogs.props('share')} />
    </>
  );
}
