import { useState, type ReactNode } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useGetClosingRecordDetail, useGetClosingRecordList } from '@/api/generated/endpoints/finance/finance';
import type { ClosingDetail, ClosingRecord } from '@/api/generated/model';
import { getClosingRecordListQueryClosingNoMax as closingNoMax } from '@/api/generated-zod/finance/finance.zod';
import { Authorized, usePermission } from '@/components/authorized';
import { columnsFor, DataTable } from '@/components/data-table/data-table';
import { FilterField, FilterSelect } from '@/components/data-table/filter-field';
import { nextSearch } from '@/components/data-table/list-search';
import { SearchInput } from '@/components/data-table/search-input';
import { DateRangePicker } from '@/components/date-range-picker';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Tag } from '@/components/ui/tag';
import {
  closingAccountStatusLabel,
  closingAccountStatusOptions,
  closingAuditStatusLabel,
  closingAuditStatusOptions,
  findOption,
  transferTypeLabel,
  transferTypeOptions,
} from '@/lib/enums';
import { money, yuan } from '@/lib/format';
import { ApplyClosingDialog } from './apply-closing-dialog';
import type { ClosingRecordSearch } from './finance-search';
import { DetailRows, linkClass, UNCACHED } from './finance-ui';

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

const image = (src: string | undefined, alt: string) => (src ? <img src={src} alt={alt} className="size-24 rounded border border-slate-200 object-contain" /> : '暂无');

/** The account the money goes to, as the settlement recorded it. */
function accountOf(d: ClosingDetail): Array<readonly [string, ReactNode]> {
  if (d.closingType === 'bank') {
    return [
      ['持卡人姓名', d.closingName],
      ['银行名称', d.closingBank],
      ['银行卡号', d.closingBankCard],
    ];
  }
  return [
    [d.closingType === 'wechat' ? '微信号' : '支付宝账号', d.closingType === 'wechat' ? d.wechatNo : d.alipayAccount],
    ['真实姓名', d.realName],
    ['收款二维码', image(d.paymentCode, '收款二维码')],
  ];
}

/** 结算信息: the account, the platform's review and the payment voucher of one settlement. */
function ClosingDetailDialog({ closingNo, onClose }: { closingNo: string | null; onClose: () => void }) {
  const detail = useGetClosingRecordDetail(closingNo ?? '', undefined, { query: { ...UNCACHED.query, enabled: closingNo !== null } });
  const d = detail.data;
  return (
    <Dialog
      open={closingNo !== null}
      onOpenChange={(open) => !open && onClose()}
      title="结算信息"
      width={600}
      footer={
        <Button variant="primary" onClick={onClose}>
          我知道了
        </Button>
      }
    >
      <QueryState query={detail} rows={6}>
        {d && (
          <div className="flex flex-col gap-4">
            <DetailRows
              label="结算账户"
              rows={[['结算单号', d.closingNo], ['结算类型', transferTypeLabel(d.closingType)], ['转账金额', yuan(d.amount)], ...accountOf(d), ['申请时间', d.createTime]]}
            />
            <DetailRows
              label="审核结果"
              rows={[
                ['审核状态', closingAuditStatusLabel(d.auditStatus)],
                ['审核员姓名', d.auditName],
                ['审核时间', d.auditTime],
                ...(d.auditStatus === 2 ? [['拒绝原因', d.refusalReason] as const] : []),
                ['到账状态', closingAccountStatusLabel(d.accountStatus)],
                ['结算时间', d.closingTime],
                ['结算凭证', image(d.closingProof, '结算凭证')],
                ['备注', d.mark],
              ]}
            />
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}

/** 结算记录: the store's settlement applications; 申请结算 asks for part of the available balance. */
export function ClosingRecordPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = (change: Partial<ClosingRecordSearch>) => void navigate({ search: (prev) => nextSearch(prev, change), replace: true });
  const canDetail = usePermission(CLOSING_PERMISSIONS.detail);
  const [detail, setDetail] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  const { page, limit, ...filters } = search;
  const list = useGetClosingRecordList({ page, limit, ...filters }, UNCACHED);

  const renderActions = (c: ClosingRecord) =>
    canDetail ? (
      <button type="button" className={linkClass} aria-label={`查看 ${c.closingNo}`} onClick={() => setDetail(c.closingNo)}>
        查看
      </button>
    ) : null;

  const numberChange = <K extends 'auditStatus' | 'accountStatus'>(key: K, value: string) => update({ [key]: value === '' ? undefined : (Number(value) as ClosingRecordSearch[K]) } as Partial<ClosingRecordSearch>);

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="筛选" className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
        <DateRangePicker label="时间" value={search.dateLimit ?? ''} onChange={(dateLimit) => update({ dateLimit: dateLimit || undefined })} />
        <FilterField id="closing-audit" label="审核状态">
          <FilterSelect id="closing-audit" value={search.auditStatus} options={closingAuditStatusOptions} onChange={(value) => numberChange('auditStatus', value)} />
        </FilterField>
        <FilterField id="closing-account" label="到账状态">
          <FilterSelect id="closing-account" value={search.accountStatus} options={closingAccountStatusOptions} onChange={(value) => numberChange('accountStatus', value)} />
        </FilterField>
        <FilterField id="closing-type" label="结算类型">
          <FilterSelect
            id="closing-type"
            value={search.closingType}
            options={transferTypeOptions}
            onChange={(value) => update({ closingType: transferTypeOptions.find((o) => o.value === value)?.value })}
          />
        </FilterField>
        <FilterField id="closing-no" label="结算单号">
          <SearchInput id="closing-no" className="w-56" placeholder="请输入结算单号" maxLength={closingNoMax} value={search.closingNo} onCommit={(closingNo) => update({ closingNo })} />
        </FilterField>
        <Button onClick={() => void navigate({ search: { page: 1, limit: search.limit }, replace: true })}>重置</Button>
      </section>
      <section aria-label="结算记录" className="rounded bg-white p-4 shadow-sm">
        <DataTable
          tableId="closing-record"
          label="结算记录列表"
          columns={columns(renderActions)}
          rows={list.data?.list}
          total={list.data?.total}
          getRowId={(c) => String(c.id)}
          page={search.page}
          limit={search.limit}
          onPageChange={(next) => update({ page: next })}
          onLimitChange={(next) => update({ limit: next })}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText="暂无结算记录"
          leadingToolbar={
            <Authorized perms={CLOSING_PERMISSIONS.apply}>
              <Button variant="primary" onClick={() => setApplying(true)}>
                申请结算
              </Button>
            </Authorized>
          }
        />
      </section>
      <ClosingDetailDialog closingNo={detail} onClose={() => setDetail(null)} />
      {applying && <ApplyClosingDialog onClose={() => setApplying(false)} />}
    </div>
  );
}
