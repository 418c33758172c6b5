import { getRouteApi, Link } from '@tanstack/react-router';
import { deleteLiveRoom } from '@/api/generated/endpoints/live-room/live-room';
import type { LiveRoom } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { StatusTabs } from '@/components/list/status-tabs';
import { useRowSwitch } from '@/components/list/use-row-switch';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Button, buttonClass } from '@/components/ui/button';
import { Popover } from '@/components/ui/popover';
import { StatusSwitch } from '@/components/ui/status-switch';
import { useDialogs } from '@/components/use-dialogs';
import { message } from '@/lib/message';
import { RoomFilters } from '@/features/broadcast/components/room-filters';
import { RoomRowActions, type RoomActionRights } from '@/features/broadcast/components/room-row-actions';
import { RoomTable } from '@/features/broadcast/components/room-table';
import { RoomListDialogs, type RoomDialogTargets } from '@/features/broadcast/dialogs/room-list-dialogs';
import { roomListQueryOptions } from '@/features/broadcast/model/room-queries';
import { ANCHOR_CODE_URL, ROOM_PERMISSIONS, ROOM_SWITCHES, type SwitchKey } from '@/features/broadcast/model/room-rules';
import { ROOM_FORM_PATH, ROOM_TABS, roomListParams, type RoomTab } from '@/features/broadcast/model/room-search';

const route = getRouteApi('/_authed/_permitted/marketing/broadcast/room');

export const DELETE_ON_AIR_QUESTION = '该直播间正在进行直播，删除后不可恢复，您确认删除吗？';
/** 直播状态 直播中. */
const ON_AIR = 101;

async function remove(room: LiveRoom) {
  // The reference's question speaks of a room on air; any other room gets the console's plain one.
  if (!(await confirm(room.liveStatus === ON_AIR ? { message: DELETE_ON_AIR_QUESTION } : {}))) return;
  try {
    await deleteLiveRoom(room.id);
  } catch {
    // The HTTP client has shown why.
    return;
  }
  message.success('删除成功');
}

/**
 * 直播间管理 (reference §4.15): the store's live rooms by review state, filtered in the address;
 * switches change a room in place, and the actions open its details, goods, assistants and share code.
 */
export function RoomListPage() {
  const list = useListPage(useRouteSearch(route), (s) => roomListQueryOptions(roomListParams(s)));
  const { search, update } = list;
  const dialogs = useDialogs<RoomDialogTargets>();

  const canCreate = usePermission(ROOM_PERMISSIONS.create);
  const can: RoomActionRights = {
    edit: usePermission([ROOM_PERMISSIONS.edit, ROOM_PERMISSIONS.info], 'and'),
    info: usePermission([ROOM_PERMISSIONS.info, ROOM_PERMISSIONS.goods], 'and'),
    delete: usePermission(ROOM_PERMISSIONS.delete),
    addGoods: usePermission([ROOM_PERMISSIONS.addGoods, ROOM_PERMISSIONS.goods], 'and'),
    assistants: usePermission([ROOM_PERMISSIONS.setAssistants, ROOM_PERMISSIONS.assistants], 'and'),
    share: usePermission(ROOM_PERMISSIONS.share),
  };
  const allowed: Record<SwitchKey, boolean> = {
    isFeedsPublic: usePermission(ROOM_PERMISSIONS.feeds),
    banComment: usePermission(ROOM_PERMISSIONS.comment),
    closeKf: usePermission(ROOM_PERMISSIONS.kf),
    closeReplay: usePermission(ROOM_PERMISSIONS.replay),
    storeShow: usePermission(ROOM_PERMISSIONS.storeShow),
  };

  const { busy, flip } = useRowSwitch<LiveRoom>(list.queryKey);

  const renderSwitch = (room: LiveRoom, key: SwitchKey) => {
    const spec = ROOM_SWITCHES.find((s) => s.key === key);
    if (!spec) return null;
    const checked = room[key] === spec.on;
    const busyKey = `${room.id}-${key}`;
    const next: 0 | 1 = room[key] === 1 ? 0 : 1;
    return (
      <StatusSwitch
        label={`${room.roomName} ${spec.header}`}
        checked={checked}
        disabled={!allowed[key] || busy.has(busyKey)}
        onToggle={() => void flip(room, { [key]: next }, () => spec.call(room.id, next), '操作成功', busyKey)}
      />
    );
  };

  const renderActions = (room: LiveRoom) => <RoomRowActions room={room} can={can} onOpen={dialogs.open} onDelete={(r) => void remove(r)} />;

  const tab: RoomTab = search.reviewStatus ?? 'all';

  return (
    <ListPage
      filters={<RoomFilters search={search} update={update} reset={() => list.reset(search.reviewStatus === undefined ? {} : { reviewStatus: search.reviewStatus })} />}
      label="直播间"
      tabs={<StatusTabs label="审核状态" value={tab} tabs={ROOM_TABS} onChange={(value) => update({ reviewStatus: value === 'all' ? undefined : value })} />}
      dialogs={<RoomListDialogs dialogs={dialogs} />}
    >
      <RoomTable
        {...list.table}
        switchCell={renderSwitch}
        actions={renderActions}
        toolbar={
          <>
            {canCreate && (
              <Link
                to={ROOM_FORM_PATH}
                params={{}}
                className={buttonClass('primary', 'sm')}
              >
                添加直播间
              </Link>
            )}
            <Popover label="主播码" trigger={<Button size="sm">成为主播</Button>}>
              <img src={ANCHOR_CODE_URL} alt="主播码" className="block w-full" />
            </Popover>
          </>
        }
      />
    </ListPage>
  );
}
