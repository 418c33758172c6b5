import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { getGetUserClosingListQueryOptions } from '@/api/generated/endpoints/finance/finance';
import type { UserClosing } from '@/api/generated/model';
import { getUserClosingListQueryKeywordsMax as keywordsMax } from '@/api/generated-zod/finance/finance.zod';
import { columnsFor, DataTable } from '@/components/list/data-table';
import { FilterBar, FilterSelect } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { StatusTabs } from '@/components/list/status-tabs';
import { DateRangePicker } from '@/components/date-range-picker';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Tag } from '@/components/ui/tag';
import { findOption, transferTypeLabel, transferTypeOptions, withdrawalStatusLabel, withdrawalStatusOptions } from '@/lib/enums';
import { USER_CLOSING_TABS, type UserClosingTab } from '@/features/finance/model/finance-search';
import { yuan } from '@/lib/format';

const route = getRouteApi('/_authed/_permitted/finance/userClosing');


const col = columnsFor<UserClosing>();

/** Where the user is paid, by type. */
function payee(c: UserClosing): ReactNode {
  const lines =
    c.closingType === 'bank'
      ? [`姓名：${c.realName ?? '-'}`, `银行：${c.bankName ?? '-'}`, `卡号：${c.bankCard ?? '-'}`]
      : [`姓名：${c.realName ?? '-'}`, c.closingType === 'wechat' ? `微信号：${c.wechatCode ?? '-'}` : `支付宝账号：${c.alipayCode ?? '-'}`];
  return (
    <span className="flex items-center gap-2">
      {c.qrcodeUrl && <img src={c.qrcodeUrl} alt="收款二维码" className="size-10 shrink-0 rounded border border-slate-200" />}
      <span className="flex flex-col text-xs leading-5">
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </span>
    </span>
  );
}

const COLUMNS = col.columns([
  col.accessor('id', { header: 'ID', enableHiding: false }),
  col.accessor('closingNo', { header: '结算单号', enableHiding: false }),
  col.display({
    id: 'user',
    header: '用户',
    cell: ({ row }) => (
      <span className="flex items-center gap-2">
        <img src={row.original.avatar} alt="" className="size-8 rounded-full" />
        <span className="flex flex-col leading-5">
          <span>{row.original.nickname}</span>
          <span className="text-xs text-slate-500">UID：{row.original.uid}</span>
        </span>
      </span>
    ),
  }),
  col.accessor('amount', { header: '提现金额', cell: (info) => yuan(info.getValue()) }),
  col.accessor('closingType', { header: '结算类型', cell: (info) => transferTypeLabel(info.getValue()) }),
  col.display({ id: 'payee', header: '收款信息', cell: ({ row }) => payee(row.original) }),
  col.display({
    id: 'status',
    header: '状态',
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-1">
        <Tag tone={findOption(withdrawalStatusOptions, row.original.status)?.tone}>{withdrawalStatusLabel(row.original.status)}</Tag>
        {row.original.status === -1 && row.original.refusalReason && <span className="max-w-48 text-xs whitespace-normal text-red-700">拒绝原因：{row.original.refusalReason}</span>}
      </span>
    ),
  }),
  col.accessor('createTime', { header: '申请时间' }),
  col.accessor('auditTime', { header: '审核时间', cell: (info) => info.getValue() || '-' }),
]);

/** 用户结算: users' withdrawals of brokerage earned in the store (ours: the reference has no such page). */
export function UserClosingPage() {
  const list = useListPage(useRouteSearch(route), getGetUserClosingListQueryOptions);
  const { search, update } = list;

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset(search.status === undefined ? {} : { status: search.status })}>
          <DateRangePicker label="申请时间" value={search.dateLimit ?? ''} onChange={(dateLimit) => update({ dateLimit: dateLimit || undefined })} />
          <FilterSelect id="user-closing-type" label="结算类型" value={search.closingType} options={transferTypeOptions} onChange={(closingType) => update({ closingType })} />
          <SearchInput id="user-closing-keywords" label="搜索" className="w-64" placeholder="请输入结算单号/用户昵称/UID" maxLength={keywordsMax} value={search.keywords} onCommit={(keywords) => update({ keywords })} />
        </FilterBar>
      }
      label="用户结算"
      tabs={<StatusTabs<UserClosingTab> label="提现状态" value={search.status ?? 'all'} tabs={USER_CLOSING_TABS} onChange={(value) => update({ status: value === 'all' ? undefined : value })} />}
    >
      <DataTable tableId="user-closing" label="用户结算列表" columns={COLUMNS} {...list.table} getRowId={(c) => String(c.id)} emptyText="暂无用户结算记录" />
    </ListPage>
  );
}
