import type { ReactNode } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { couponListOptions, removeCoupon, toggleCoupon } from '@/api/calls/coupon';
import type { Coupon } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { DataTable, columnsFor } from '@/components/list/data-table';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { LinkButton, TextLink } from '@/components/ui/text-link';
import { SearchInput } from '@/components/list/search-input';
import { yuan } from '@/lib/format';
import { message } from '@/lib/message';
import { couponFormLink } from '@/features/coupon/model/coupon-links';
import { couponKindLabel, receiveWindowText, thresholdText, validityText } from '@/features/coupon/model/coupon-options';
import { couponKindOptions, couponOpenOptions, couponReceiveListOptions } from '@/features/coupon/model/coupon-search';
import { StatusSwitch } from '@/components/ui/status-switch';
import { FilterBar, FilterSelect } from '@/components/list/filter-field';
import { useRowSwitch } from '@/components/list/use-row-switch';
import { ListPage } from '@/components/list/list-page';
import { buttonClass } from '@/components/ui/button';

const route = getRouteApi('/_authed/_permitted/coupon/list/');

/** The reference console's question before 删除. */
export const DELETE_QUESTION = '删除当前数据?';

/** The permissions of the list's actions (the API's). */
export const COUPON_PERMISSIONS = {
  save: 'merchant:coupon:save',
  update: 'merchant:coupon:update',
  info: 'merchant:coupon:info',
  status: 'merchant:coupon:update:status',
  delete: 'merchant:coupon:delete',
} as const;

const col = columnsFor<Coupon>();

/** 发布数量: 不限量, or issued in all and left. */
function Published({ coupon }: { coupon: Coupon }) {
  if (!coupon.isLimited) return <span>不限量</span>;
  return (
    <span className="flex flex-col text-xs leading-5">
      <span>发布：{coupon.total}</span>
      <span>剩余：{coupon.lastTotal}</span>
    </span>
  );
}

function columns(status: (c: Coupon) => ReactNode, actions: (c: Coupon) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('name', { header: '名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-56 break-words whitespace-normal">{info.getValue()}</span> }),
    col.accessor('category', { header: '类别', cell: (info) => couponKindLabel(info.getValue()) }),
    col.accessor('money', { header: '面值', cell: (info) => yuan(info.getValue()) }),
    col.accessor('minPrice', { header: '使用门槛', cell: (info) => thresholdText(info.getValue()) }),
    col.accessor('receiveType', { header: '领取方式', cell: (info) => couponReceiveListOptions.find((o) => o.value === info.getValue())?.label ?? '未知' }),
    col.display({ id: 'receiveTime', header: '领取日期', cell: ({ row }) => receiveWindowText(row.original) }),
    col.display({ id: 'useTime', header: '使用时间', cell: ({ row }) => validityText(row.original) }),
    col.display({ id: 'total', header: '发布数量', cell: ({ row }) => <Published coupon={row.original} /> }),
    col.display({ id: 'status', header: '是否开启', cell: ({ row }) => status(row.original) }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

async function remove(coupon: Coupon) {
  if (!(await confirm({ message: DELETE_QUESTION }))) return;
  try {
    await removeCoupon(coupon.id);
  } catch {
    // The HTTP client has shown why.
    return;
  }
  message.success('删除成功');
}

/** 优惠券列表 (reference §4.9a): the store's coupons filtered in the address, opened and closed in place, copied, edited and deleted. */
export function CouponListPage() {
  const list = useListPage(useRouteSearch(route), couponListOptions);
  const { search, update } = list;

  const canSave = usePermission(COUPON_PERMISSIONS.save);
  const canEdit = usePermission([COUPON_PERMISSIONS.update, COUPON_PERMISSIONS.info], 'and');
  const canCopy = usePermission([COUPON_PERMISSIONS.save, COUPON_PERMISSIONS.info], 'and');
  const canSwitch = usePermission(COUPON_PERMISSIONS.status);
  const canDelete = usePermission(COUPON_PERMISSIONS.delete);

  const { busy, flip } = useRowSwitch<Coupon>(list.queryKey);
  const toggle = (coupon: Coupon) => flip(coupon, { status: !coupon.status }, () => toggleCoupon(coupon.id), '修改成功');

  const renderStatus = (coupon: Coupon) => (
    <StatusSwitch label={`${coupon.name} 开启`} checked={coupon.status} disabled={!canSwitch || busy.has(String(coupon.id))} onToggle={() => void toggle(coupon)} />
  );

  const renderActions = (coupon: Coupon) => (
    <div className="flex items-center gap-3">
      {canCopy && coupon.status && (
        <TextLink {...couponFormLink('copy', coupon.id)} aria-label={`复制 ${coupon.name}`}>
          复制
        </TextLink>
      )}
      {canEdit && coupon.category === 2 && (
        <TextLink {...couponFormLink('edit', coupon.id)} aria-label={`编辑 ${coupon.name}`}>
          编辑
        </TextLink>
      )}
      {canDelete && (
        <LinkButton danger aria-label={`删除 ${coupon.name}`} onClick={() => void remove(coupon)}>
          删除
        </LinkButton>
      )}
    </div>
  );


  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <SearchInput id="coupon-name" label="优惠名称" className="w-56" placeholder="请输入优惠券名称" maxLength={64} value={search.name} onCommit={(name) => update({ name })} />
          <FilterSelect id="coupon-status" label="开启状态" value={search.status} options={couponOpenOptions} onChange={(status) => update({ status })} />
          <FilterSelect id="coupon-receive" label="领取方式" value={search.receiveType} options={couponReceiveListOptions} onChange={(receiveType) => update({ receiveType })} />
          <FilterSelect id="coupon-category" label="优惠类别" value={search.category} options={couponKindOptions} onChange={(category) => update({ category })} />
        </FilterBar>
      }
      label="优惠券"
    >
      <DataTable
        tableId="coupon-list"
        label="优惠券列表"
        columns={columns(renderStatus, renderActions)}
        {...list.table}
        getRowId={(c) => String(c.id)}
        emptyText="暂无优惠券"
        leadingToolbar={
          canSave && (
            <Link {...couponFormLink('create')} className={buttonClass('primary', 'sm')}>
              添加优惠劵
            </Link>
          )
        }
      />
    </ListPage>
  );
}
