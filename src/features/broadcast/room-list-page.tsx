import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { deleteLiveRoom, setLiveRoomBanComment, setLiveRoomCloseKf, setLiveRoomCloseReplay, setLiveRoomFeedsPublic, setLiveRoomStoreShow } from '@/api/generated/endpoints/live-room/live-room';
import type { LiveRoom, LiveRoomSearchRequest } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { columnsFor, DataTable } from '@/components/data-table/data-table';
import { FilterField, FilterSelect } from '@/components/data-table/filter-field';
import { nextSearch } from '@/components/data-table/list-search';
import { SearchInput } from '@/components/data-table/search-input';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { useRowSwitch } from '@/components/data-table/use-row-switch';
import { Button } from '@/components/ui/button';
import { StatusSwitch } from '@/components/ui/status-switch';
import { broadcastStatusOptions, roomShowOptions, type RoomReviewStatus } from '@/lib/enums';
import { message } from '@/lib/message';
import { AssistantsDialog, ImportGoodsDialog, LiveStatusTag, ReviewStatusTag, RoomDetailDrawer, ShareDialog } from './room-dialogs';
import { refreshRooms, roomListQueryKey, useRoomList } from './room-queries';
import { ROOM_FORM_PATH, type RoomListSearch } from './room-search';

const route = getRouteApi('/_authed/_permitted/marketing/broadcast/room');

/** The permissions of the page's actions (the API's). */
export const ROOM_PERMISSIONS = {
  create: 'merchant:mp:live:room:create',
  edit: 'merchant:mp:live:room:edit',
  info: 'merchant:mp:live:room:info',
  delete: 'merchant:mp:live:room:delete',
  addGoods: 'merchant:mp:live:room:addgoods',
  goods: 'merchant:mp:live:room:goodslist',
  setAssistants: 'merchant:mp:live:room:mangerass',
  assistants: 'merchant:mp:live:room:getass',
  share: 'merchant:mp:live:room:getsharecode',
  comment: 'merchant:mp:live:room:updatecomment',
  feeds: 'merchant:mp:live:room:isfeedspublic',
  kf: 'merchant:mp:live:room:closekf',
  replay: 'merchant:mp:live:room:updatereplay',
  storeShow: 'merchant:mp:live:room:storeshow',
} as const;

type Tab = 'all' | RoomReviewStatus;
/** The reference's tab order: 全部, 平台待审核 0, 平台审核失败 1, 微信审核成功 3, 微信审核失败 2. */
const TABS: ReadonlyArray<{ value: Tab; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 0, label: '平台待审核' },
  { value: 1, label: '平台审核失败' },
  { value: 3, label: '微信审核成功' },
  { value: 2, label: '微信审核失败' },
];

const linkClass = 'text-sm text-primary-active hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-primary';
const col = columnsFor<LiveRoom>();

type SwitchKey = 'isFeedsPublic' | 'banComment' | 'closeKf' | 'closeReplay' | 'storeShow';

/** Each switch column: its header, whether the stored value means "on", and the call that sets it. */
const SWITCHES: ReadonlyArray<{
  key: SwitchKey;
  header: string;
  on: 0 | 1;
  perm: string;
  call: (id: number, value: 0 | 1) => Promise<unknown>;
}> = [
  {
    key: 'isFeedsPublic',
    header: '官方收录',
    on: 1,
    perm: ROOM_PERMISSIONS.feeds,
    call: (id, v) => setLiveRoomFeedsPublic(id, v),
  },
  {
    key: 'banComment',
    header: '禁言',
    on: 1,
    perm: ROOM_PERMISSIONS.comment,
    call: (id, v) => setLiveRoomBanComment(id, v),
  },
  {
    key: 'closeKf',
    header: '客服开关',
    on: 0,
    perm: ROOM_PERMISSIONS.kf,
    call: (id, v) => setLiveRoomCloseKf(id, v),
  },
  {
    key: 'closeReplay',
    header: '回放',
    on: 0,
    perm: ROOM_PERMISSIONS.replay,
    call: (id, v) => setLiveRoomCloseReplay(id, v),
  },
  // SPEC.md §4: 商城显示 0 is on.
  {
    key: 'storeShow',
    header: '商城显示',
    on: 0,
    perm: ROOM_PERMISSIONS.storeShow,
    call: (id, v) => setLiveRoomStoreShow(id, v),
  },
];

function columns(switchCell: (room: LiveRoom, key: SwitchKey) => ReactNode, actions: (room: LiveRoom) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('roomName', {
      header: '直播间名称',
      enableHiding: false,
      cell: (info) => <span className="inline-block max-w-48 break-words whitespace-normal">{info.getValue()}</span>,
    }),
    col.accessor('anchorName', { header: '主播昵称' }),
    col.accessor('anchorWechat', { header: '主播微信号' }),
    ...SWITCHES.map((s) =>
      col.display({
        id: s.key,
        header: s.header,
        cell: ({ row }) => switchCell(row.original, s.key),
      }),
    ),
    col.accessor('liveStatus', {
      header: '直播状态',
      cell: (info) => <LiveStatusTag value={info.getValue()} />,
    }),
    col.display({
      id: 'reviewStatus',
      header: '审核状态',
      cell: ({ row }) => <ReviewStatusTag room={row.original} />,
    }),
    col.accessor('startTime', { header: '开始时间' }),
    col.accessor('endTime', { header: '计划结束时间' }),
    col.display({
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => actions(row.original),
    }),
  ]);
}

function action(label: string, room: LiveRoom, onClick: () => void, danger = false) {
  return (
    <button type="button" className={`${linkClass} ${danger ? '!text-red-700' : ''}`} aria-label={`${label} ${room.roomName}`} onClick={onClick}>
      {label}
    </button>
  );
}

type Open = {
  kind: 'detail' | 'goods' | 'assistants' | 'share';
  room: LiveRoom;
} | null;

/**
 * 直播间管理 (reference §4.15): the store's live rooms by review state, filtered in the address;
 * switches change a room in place, and the actions open its details, goods, assistants and share code.
 */
export function RoomListPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const update = (change: Partial<RoomListSearch>) =>
    void navigate({
      search: (prev) => nextSearch(prev, change),
      replace: true,
    });
  const [open, setOpen] = useState<Open>(null);

  const body: LiveRoomSearchRequest = {
    page: search.page,
    limit: search.limit,
  };
  if (search.keywords) body.keywords = search.keywords;
  if (search.reviewStatus !== undefined) body.reviewStatus = search.reviewStatus;
  if (search.liveStatus !== undefined) body.liveStatus = search.liveStatus;
  if (search.storeShow !== undefined) body.storeShow = search.storeShow;
  const list = useRoomList(body);

  const canCreate = usePermission(ROOM_PERMISSIONS.create);
  const canEdit = usePermission([ROOM_PERMISSIONS.edit, ROOM_PERMISSIONS.info], 'and');
  const canInfo = usePermission([ROOM_PERMISSIONS.info, ROOM_PERMISSIONS.goods], 'and');
  const canDelete = usePermission(ROOM_PERMISSIONS.delete);
  const canAddGoods = usePermission([ROOM_PERMISSIONS.addGoods, ROOM_PERMISSIONS.goods], 'and');
  const canAssistants = usePermission([ROOM_PERMISSIONS.setAssistants, ROOM_PERMISSIONS.assistants], 'and');
  const canShare = usePermission(ROOM_PERMISSIONS.share);
  const allowed: Record<SwitchKey, boolean> = {
    isFeedsPublic: usePermission(ROOM_PERMISSIONS.feeds),
    banComment: usePermission(ROOM_PERMISSIONS.comment),
    closeKf: usePermission(ROOM_PERMISSIONS.kf),
    closeReplay: usePermission(ROOM_PERMISSIONS.replay),
    storeShow: usePermission(ROOM_PERMISSIONS.storeShow),
  };

  const { busy, flip } = useRowSwitch<LiveRoom>(roomListQueryKey(body), (room) => refreshRooms(queryClient, room.id));

  const renderSwitch = (room: LiveRoom, key: SwitchKey) => {
    const spec = SWITCHES.find((s) => s.key === key);
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

  const remove = async (room: LiveRoom) => {
    if (!(await confirm())) return;
    try {
      await deleteLiveRoom(room.id);
    } catch {
      // The HTTP client has shown why.
      return;
    }
    message.success('删除成功');
    await refreshRooms(queryClient);
  };

  const renderActions = (room: LiveRoom) => (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {canInfo && action('详情', room, () => setOpen({ kind: 'detail', room }))}
      {canAddGoods && room.reviewStatus === 3 && action('导入商品', room, () => setOpen({ kind: 'goods', room }))}
      {canAssistants && action('编辑助手', room, () => setOpen({ kind: 'assistants', room }))}
      {canShare && room.reviewStatus === 3 && action('分享', room, () => setOpen({ kind: 'share', room }))}
      {canEdit && room.liveStatus === 102 && (
        <Link to={ROOM_FORM_PATH} params={{ roomId: String(room.id) }} className={linkClass} aria-label={`编辑 ${room.roomName}`}>
          编辑
        </Link>
      )}
      {canDelete && action('删除', room, () => void remove(room), true)}
    </div>
  );

  const tab: Tab = search.reviewStatus ?? 'all';
  const close = () => setOpen(null);

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="筛选" className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
        <FilterField id="room-store-show" label="显示状态">
          <FilterSelect
            id="room-store-show"
            value={search.storeShow}
            options={roomShowOptions.map((o) => ({
              value: o.value,
              label: `商城显示${o.label}`,
            }))}
            onChange={(v) => update({ storeShow: v === '' ? undefined : (Number(v) as 0 | 1) })}
          />
        </FilterField>
        <FilterField id="room-live-status" label="直播状态">
          <FilterSelect
            id="room-live-status"
            value={search.liveStatus}
            options={broadcastStatusOptions}
            onChange={(v) =>
              update({
                liveStatus: v === '' ? undefined : (Number(v) as RoomListSearch['liveStatus']),
              })
            }
          />
        </FilterField>
        <FilterField id="room-keywords" label="搜索">
          <SearchInput id="room-keywords" className="w-64" placeholder="请输入直播间名称/ID/主播昵称/微信号" maxLength={64} value={search.keywords} onCommit={(keywords) => update({ keywords })} />
        </FilterField>
        <Button
          onClick={() =>
            void navigate({
              search: {
                page: 1,
                limit: search.limit,
                ...(search.reviewStatus === undefined ? {} : { reviewStatus: search.reviewStatus }),
              },
              replace: true,
            })
          }
        >
          重置
        </Button>
      </section>
      <section aria-label="直播间" className="flex flex-col gap-3 rounded bg-white p-4 shadow-sm">
        <StatusTabs label="审核状态" value={tab} tabs={TABS} onChange={(value) => update({ reviewStatus: value === 'all' ? undefined : value })} />
        <DataTable
          tableId="live-room"
          label="直播间列表"
          columns={columns(renderSwitch, renderActions)}
          rows={list.data?.list}
          total={list.data?.total}
          getRowId={(r) => String(r.id)}
          page={search.page}
          limit={search.limit}
          onPageChange={(page) => update({ page })}
          onLimitChange={(limit) => update({ limit })}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText="暂无直播间"
          leadingToolbar={
            canCreate && (
              <Link
                to={ROOM_FORM_PATH}
                params={{}}
                className="inline-flex h-7 items-center rounded border border-primary bg-primary px-3 text-xs font-medium text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                添加直播间
              </Link>
            )
          }
        />
      </section>
      {open?.kind === 'detail' && <RoomDetailDrawer id={open.room.id} onClose={close} />}
      {open?.kind === 'goods' && <ImportGoodsDialog room={open.room} onClose={close} />}
      {open?.kind === 'assistants' && <AssistantsDialog room={open.room} onClose={close} />}
      {open?.kind === 'share' && <ShareDialog room={open.room} onClose={close} />}
    </div>
  );
}
