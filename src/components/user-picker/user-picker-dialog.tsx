import { useId, useMemo, useState } from 'react';
import { getGetUserListQueryOptions } from '@/api/generated/endpoints/user/user';
import type { GetUserListParams, UserResponse } from '@/api/generated/model';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { PAGE_SIZES } from '@/components/list/list-search';
import { useListPage, useLocalSearch } from '@/components/list/use-list-page';
import { PickerFooter, PickerSearch, pickerChoiceColumn, usePickerChoice } from '@/components/picker/picker-choice';
import { Dialog } from '@/components/ui/dialog';

export const USER_PICKER_TITLE = '选择用户';
/** What the picker's list takes (the reference's permission of user/list). */
export const USER_LIST_PERMISSION = 'merchant:user:page:list';
/** 确定 with nobody chosen. */
export const NO_USER_CHOSEN = '请选择用户';

/** A user as the picker lists and hands them back: the list's row, named (nickname and uid, as nicknames repeat) for the choice's box. */
export type PickedUser = UserResponse & { name: string };

const col = columnsFor<PickedUser>();

/** ID, 头像, 昵称 (deregistered users marked) and 手机号. */
function userColumns() {
  return [
    col.accessor('id', { header: 'UID', enableHiding: false }),
    col.accessor('avatar', { header: '头像', enableHiding: false, cell: (info) => <img src={info.getValue()} alt="" className="size-9 rounded-full object-cover" /> }),
    col.accessor('nickname', {
      header: '用户昵称',
      enableHiding: false,
      cell: (info) => (
        <span>
          {info.getValue()}
          {info.row.original.isLogoff && <span className="ml-1 text-xs text-danger">(已注销)</span>}
        </span>
      ),
    }),
    col.accessor('phone', { header: '手机号', enableHiding: false, cell: (info) => info.getValue() || '-' }),
  ];
}

interface Query {
  page: number;
  limit: number;
  /** Trimmed; a uid, part of a phone or of a nickname. */
  content?: string;
}

const FIRST: Query = { page: 1, limit: PAGE_SIZES[0] };
// The table scrolls past 400px; the pager stays below it.
const tableArea = '[&_div:has(>table)]:max-h-[400px] [&_div:has(>table)]:overflow-y-auto';

const listParams = ({ page, limit, content }: Query): GetUserListParams => ({ page, limit, searchType: 'all', ...(content ? { content } : {}) });

/**
 * 选择用户 (800px): the store's users (the user list's call), searched by uid, phone or nickname and paged;
 * one is chosen with a radio and handed back on 确定. Each opening starts from the first page and the
 * user chosen before, if any.
 */
export function UserPickerDialog({ open, onClose, onPick, initialSelected }: { open: boolean; onClose: () => void; onPick: (user: PickedUser) => void; initialSelected?: PickedUser }) {
  const ids = { search: useId(), radio: useId() };
  const query = useLocalSearch(FIRST);
  const [text, setText] = useState('');

  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      query.reset({ limit: FIRST.limit });
      setText('');
    }
  }

  const list = useListPage(query, (q) => getGetUserListQueryOptions(listParams(q)), { enabled: open });
  const users = list.table.rows;
  // One array per answer: the table starts its row state again whenever its rows change.
  const rows = useMemo(() => users?.map((u): PickedUser => ({ ...u, name: `${u.nickname}（UID ${u.id}）` })), [users]);
  const choice = usePickerChoice<PickedUser>({
    open,
    initialSelected: initialSelected && [initialSelected],
    multiple: false,
    max: 1,
    pageRows: rows ?? [],
    noneChosen: NO_USER_CHOSEN,
  });

  const columns = col.columns([pickerChoiceColumn<PickedUser>({ multiple: false, radioName: ids.radio, choice }), ...userColumns()]);

  const confirmPick = () => {
    const [chosen] = choice.confirm() ?? [];
    if (!chosen) return;
    onPick(chosen);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={USER_PICKER_TITLE}
      width={800}
      footer={<PickerFooter count={choice.selected.size} onCancel={onClose} onConfirm={confirmPick} />}
    >
      <div className="flex flex-col gap-3">
        <section aria-label="用户筛选" className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <PickerSearch id={ids.search} label="用户搜索" placeholder="请输入UID、手机号或昵称" value={text} onChange={setText} onSearch={() => query.update({ content: text.trim() })} />
        </section>
        <div className={tableArea}>
          <DataTable tableId="user-picker" label="用户列表" columns={columns} {...list.table} rows={rows} getRowId={(u) => String(u.id)} emptyText="没有符合条件的用户" />
        </div>
      </div>
    </Dialog>
  );
}
