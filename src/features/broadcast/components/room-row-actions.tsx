import type { LiveRoom } from '@/api/generated/model';
import { LinkButton, TextLink } from '@/components/ui/text-link';
import { canEditRoom, canImportGoods, canShareRoom } from '@/features/broadcast/model/room-rules';
import { ROOM_FORM_PATH } from '@/features/broadcast/model/room-search';
import type { RoomDialogTargets } from '@/features/broadcast/dialogs/room-list-dialogs';

/** What the user may do to rooms (their permissions). */
export interface RoomActionRights {
  info: boolean;
  addGoods: boolean;
  assistants: boolean;
  share: boolean;
  edit: boolean;
  delete: boolean;
}

/** A room's 操作: 详情, 导入商品, 编辑助手, 分享, 编辑 and 删除, as its states and the user's rights allow. */
export function RoomRowActions({ room, can, onOpen, onDelete }: {
  room: LiveRoom;
  can: RoomActionRights;
  onOpen: <K extends keyof RoomDialogTargets>(kind: K, target: RoomDialogTargets[K]) => void;
  onDelete: (room: LiveRoom) => void;
}) {
  const action = (label: string, onClick: () => void, danger = false) => (
    <LinkButton danger={danger} aria-label={`${label} ${room.roomName}`} onClick={onClick}>
      {label}
    </LinkButton>
  );
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {can.info && action('详情', () => onOpen('detail', room.id))}
      {can.addGoods && canImportGoods(room) && action('导入商品', () => onOpen('goods', room))}
      {can.assistants && action('编辑助手', () => onOpen('assistants', room))}
      {can.share && canShareRoom(room) && action('分享', () => onOpen('share', room))}
      {can.edit && canEditRoom(room) && (
        <TextLink to={ROOM_FORM_PATH} params={{ roomId: String(room.id) }} aria-label={`编辑 ${room.roomName}`}>
          编辑
        </TextLink>
      )}
      {can.delete && action('删除', () => onDelete(room), true)}
    </div>
  );
}
