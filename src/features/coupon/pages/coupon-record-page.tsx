import { getRouteApi } from '@tanstack/react-router';
import { couponUserListOptions } from '@/api/calls/coupon';
import type { CouponUser } from '@/api/generated/model';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { SearchInput } from '@/components/list/search-input';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { Tag } from '@/components/ui/tag';
import { yuan } from '@/lib/format';
import { cleanUserSearch } from '@/lib/user-search';
import { FilterBar, FilterSelect } from '@/components/list/filter-field';
import { ListPage } from '@/components/list/list-page';
import { couponUserStatusOption, heldCategoryLabel, heldPeriodText, thresholdText } from '@/features/coupon/model/coupon-options';
import { couponUserStatusOptions } from '@/features/coupon/model/coupon-search';

const route = getRouteApi('/_authed/_permitted/coupon/record');

const col = columnsFor<CouponUser>();

function columns() {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('name', { header: '优惠券名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue()}</span> }),
    col.display({
      id: 'user',
      header: '用户',
      cell: ({ row }) => (
        <div className="flex items-center gap-2">
          <img src={row.original.avatar} alt="" className="size-8 shrink-0 rounded-full" />
          <span className="flex flex-col leading-5">
            <span>{row.original.nickname}</span>
            <span className="text-xs text-slate-500">ID：{row.original.uid}</span>
          </span>
        </div>
      ),
    }),
    col.accessor('category', { header: '类别', cell: (info) => heldCategoryLabel(info.getValue()) }),
    col.accessor('money', { header: '面值', cell: (info) => yuan(info.getValue()) }),
    col.accessor('minPrice', { header: '使用门槛', cell: (info) => thresholdText(info.getValue()) }),
    col.accessor('createTime', { header: '领取时间' }),
    col.display({ id: 'period', header: '有效期', cell: ({ row }) => heldPeriodText(row.original) }),
    col.accessor('useTime', { header: '使用时间', cell: (info) => info.getValue() || '-' }),
    col.accessor('status', {
      header: '状态',
      cell: (info) => {
        const option = couponUserStatusOption(info.getValue());
        return <Tag tone={option?.tone}>{option?.label ?? '未知'}</Tag>;
      },
    }),
  ]);
}

/** 领取记录: the coupons users received from the store, filtered in the address. */
export function CouponRecordPage() {
  const list = useListPage(useRouteSearch(route), couponUserListOptions);
  const { search, update } = list;

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <SearchInput id="record-name" label="优惠券名称" className="w-52" placeholder="请输入优惠券名称" maxLength={64} value={search.name} onCommit={(name) => update({ name })} />
          <SearchInput id="record-nickname" label="用户昵称" className="w-52" placeholder="请输入用户昵称" maxLength={64} value={search.nickname} onCommit={(nickname) => update({ nickname })} />
          <SearchInput
            id="record-uid"
            label="用户ID"
            className="w-40"
            inputMode="numeric"
            placeholder="请输入用户ID"
            value={search.uid === undefined ? undefined : String(search.uid)}
            transform={(text) => cleanUserSearch('uid', text)}
            onCommit={(uid) => update({ uid: Number(uid) > 0 ? Number(uid) : undefined })}
          />
          <FilterSelect id="record-status" label="状态" value={search.status} options={couponUserStatusOptions} onChange={(status) => update({ status })} />
        </FilterBar>
      }
      label="领取记录"
    >
      <DataTable
        tableId="coupon-record"
        label="领取记录"
        columns={columns()}
        {...list.table}
        getRowId={(r) => String(r.id)}
        emptyText="暂无领取记录"
      />
    </ListPage>
  );
}
