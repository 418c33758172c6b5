import { FilterBar, FilterSelect } from '@/components/list/filter-field';
import { TypedSearch } from '@/components/list/typed-search';
import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { getGetUserListQueryOptions } from '@/api/generated/endpoints/user/user';
import type { UserResponse } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { CouponPickerDialog } from '@/components/coupon-picker/coupon-picker-dialog';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { DateRangePicker } from '@/components/date-range-picker';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Tag } from '@/components/ui/tag';
import { findOption, registerTypeLabel, registerTypeOptions, userSearchTypeOptions, userSexLabel, userSexOptions, type UserSearchType } from '@/lib/enums';
import { UserDetailDrawer } from '@/components/user-detail-drawer';
import { LinkButton } from '@/components/ui/text-link';
import { userListParams } from './user-search';

const route = getRouteApi('/_authed/_permitted/user/index');

const col = columnsFor<UserResponse>();

/** SPEC.md §6: sending a coupon to a user. */
export const SEND_COUPON_PERMISSION = 'admin:coupon:user:receive';
/** 用户详情 (the reference's column needs it). */
export const USER_DETAIL_PERMISSION = 'merchant:user:detail';

/** The columns; 用户详情 and 发送优惠券 only for those who may (none: no 操作 column). */
function columns(openDetail: ((id: number) => void) | undefined, sendCoupon: ((uid: number) => void) | undefined) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('avatar', { header: '头像', cell: (info) => <img src={info.getValue()} alt="" className="size-9 rounded-full" /> }),
    col.accessor('nickname', {
      header: '昵称',
      cell: (info) => (
        <span>
          {info.getValue()}
          {info.row.original.isLogoff && <span className="ml-1 text-xs text-danger">(已注销)</span>}
        </span>
      ),
    }),
    col.accessor('phone', { header: '手机号' }),
    col.accessor('sex', { header: '性别', cell: (info) => userSexLabel(info.getValue()) }),
    col.accessor('registerType', {
      header: '注册类型',
      cell: (info) => <Tag tone={findOption(registerTypeOptions, info.getValue())?.tone}>{registerTypeLabel(info.getValue())}</Tag>,
    }),
    col.accessor('createTime', { header: '首次访问' }),
    col.accessor('lastLoginTime', { header: '近次访问' }),
    col.accessor('mark', { header: '备注', cell: (info) => info.getValue() || '-' }),
    ...(openDetail || sendCoupon ? [actionsColumn(openDetail, sendCoupon)] : []),
  ]);
}

function actionsColumn(openDetail: ((id: number) => void) | undefined, sendCoupon: ((uid: number) => void) | undefined) {
  return col.display({
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: (info) => (
      <div className="flex items-center gap-3">
        {openDetail && (
          <LinkButton onClick={() => openDetail(info.row.original.id)}>
            用户详情
          </LinkButton>
        )}
        {sendCoupon && (
          <LinkButton onClick={() => sendCoupon(info.row.original.id)}>
            发送优惠券
          </LinkButton>
        )}
      </div>
    ),
  });
}

/** 用户管理: the users who bought from or follow the store, filtered and paged on the server. */
export function UserListPage() {
  const list = useListPage(useRouteSearch(route), (s) => getGetUserListQueryOptions(userListParams(s)));
  const { search, update } = list;
  const searchType: UserSearchType = search.searchType ?? 'all';
  const canSendCoupon = usePermission(SEND_COUPON_PERMISSION);
  const canOpenDetail = usePermission(USER_DETAIL_PERMISSION);
  /** The user a coupon is being sent to (the picker in send mode). */
  const [couponUid, setCouponUid] = useState<number | null>(null);
  const sendCoupon = canSendCoupon ? setCouponUid : undefined;

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <div className="flex flex-col gap-1">
            <label htmlFor="user-search" className="text-xs text-slate-500">用户搜索</label>
            <TypedSearch id="user-search" kinds={userSearchTypeOptions} kind={searchType} content={search.content} onChange={update} />
          </div>
          <DateRangePicker label="访问时间" value={search.dateLimit ?? ''} onChange={(dateLimit) => update({ dateLimit })} />
          <FilterSelect id="user-sex" label="性别" value={search.sex} options={userSexOptions} onChange={(sex) => update({ sex })} />
          <FilterSelect id="user-register" label="注册类型" value={search.registerType} options={registerTypeOptions} onChange={(registerType) => update({ registerType })} />
        </FilterBar>
      }
      dialogs={
        <>
          <UserDetailDrawer userId={canOpenDetail ? search.detail : undefined} onClose={() => update({ detail: undefined, page: search.page })} onSendCoupon={sendCoupon} />
          {couponUid !== null && <CouponPickerDialog mode="send" open uid={couponUid} onClose={() => setCouponUid(null)} />}
        </>
      }
    >
      <DataTable
        tableId="user-list"
        label="用户列表"
        columns={columns(canOpenDetail ? (id) => update({ detail: id, page: search.page }) : undefined, sendCoupon)}
        {...list.table}
        getRowId={(u) => String(u.id)}
        emptyText="没有符合条件的用户"
      />
    </ListPage>
  );
}
