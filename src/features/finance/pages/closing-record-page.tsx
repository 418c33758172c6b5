import type { ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { getGetClosingRecordListQueryOptions } from '@/api/generated/endpoints/finance/finance';
import type { ClosingRecord } from '@/api/generated/model';
import { getClosingRecordListQueryClosingNoMax as closingNoMax } from '@/api/generated-zod/finance/finance.zod';
import { Authorized, usePermission } from '@/components/authorized';
import { columnsFor, DataTable } from '@/components/list/data-table';
import { FilterBar, FilterSelect } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { DateRangePicker } from '@/components/date-range-picker';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { Button } from '@/components/ui/button';
import { Tag } from '@/components/ui/tag';
import { LinkButton } from '@/components/ui/text-link';
import { useDialogs } from '@/components/use-dialogs';
import {
  closingAccountStatusLabel,
  closingAccountStatusOptions,
  closingAuditStatusLabel,
  closingAuditStatusOptions,
  findOption,
  transferTypeLabel,
  transferTypeOptions,
} from '@/lib/enums';
import { money } from '@/lib/format';
import { ApplyClosingDialog } from '@/features/finance/dialogs/apply-closing-dialog';
import { ClosingDetailDialog } from '@/features/finance/dialogs/closing-detail-dialog';

const route = getRouteApi('/_authed/_permitted/finance/closingRecord');

const CLOSING_PERMISSIONS = { apply: 'merchant:finance:closing:apply', detail: 'merchant:finance:closing:detail' } as const;

const col = columnsFor<ClosingRecord>();

function columns(actions: (c: ClosingRecord) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('closingNo', { header: '结算单号', enableHiding: false }),
    col.accessor('amount', { header: '转账金额（元）', cell: (info) => money(info.getValue()) }),
    col.accessor('auditName', { header: '审核员姓名', cell: (info) => info.getValue() || '-' }),
    col.accessor('closingType', { header: '结算类型', cell: (info) => transferTypeLabel(info.getValue()) }),
    col.accessor('auditStatus', { header: '审核状态', cell: (info) => <Tag tone={findOption(closingAuditStatusOptions, info.getValue())?.tone}>{closingAuditStatusLabel(info.getValue())}</Tag> }),
    col.accessor('accountStatus', { header: '到账状态', cell: (info) => <Tag tone={findOption(closingAccountStatusOptions, info.getValue())?.tone}>{closingAccountStatusLabel(info.getValue())}</Tag> }),
    col.accessor('auditTime', { header: '审核时间', cell: (info) => info.getValue() || '-' }),
    col.accessor('createTime', { header: '申请时间' }),
    col.display({ id: 'actions', header: '结算信息', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 结算记录: the store's settlement applications; 申请结算 asks for part of the available balance. */
export function ClosingRecordPage() {
  const list = useListPage(useRouteSearch(route), getGetClosingRecordListQueryOptions);
  const { search, update } = list;
  const canDetail = usePermission(CLOSING_PERMISSIONS.detail);
  const dialogs = useDialogs<{ detail: string; apply: true }>();

  const renderActions = (c: ClosingRecord) =>
    canDetail ? (
      <LinkButton aria-label={`查看 ${c.closingNo}`} onClick={() => dialogs.open('detail', c.closingNo)}>
        查看
      </LinkButton>
    ) : null;

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset()}>
          <DateRangePicker label="时间" value={search.dateLimit ?? ''} onChange={(dateLimit) => update({ dateLimit: dateLimit || undefined })} />
          <FilterSelect id="closing-audit" label="审核状态" value={search.auditStatus} options={closingAuditStatusOptions} onChange={(auditStatus) => update({ auditStatus })} />
          <FilterSelect id="closing-account" label="到账状态" value={search.accountStatus} options={closingAccountStatusOptions} onChange={(accountStatus) => update({ accountStatus })} />
          <FilterSelect id="closing-type" label="结算类型" value={search.closingType} options={transferTypeOptions} onChange={(closingType) => update({ closingType })} />
          <SearchInput id="closing-no" label="结算单号" className="w-56" placeholder="请输入结算单号" maxLength={closingNoMax} value={search.closingNo} onCommit={(closingNo) => update({ closingNo })} />
        </FilterBar>
      }
      label="结算记录"
      dialogs={
        <>
          <ClosingDetailDialog {...dialogs.props('detail')} />
          {dialogs.target('apply') && <ApplyClosingDialog onClose={dialogs.close} />}
        </>
      }
    >
      <DataTable
        tableId="closing-record"
        label="结算记录列表"
        columns={columns(renderActions)}
        {...list.table}
        getRowId={(c) => String(c.id)}
        emptyText="暂无结算记录"
        leadingToolbar={
          <Authorized perms={CLOSING_PERMISSIONS.apply}>
            <Button variant="primary" onClick={() => dialogs.open('apply', true)}>
              申请结算
            </Button>
          </Authorized>
        }
      />
    </ListPage>
  );
}
