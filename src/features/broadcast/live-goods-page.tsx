import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { deleteLiveGoods, getGetLiveGoodsListQueryKey, resubmitLiveGoodsAudit, sortLiveGoods, useGetLiveGoodsList, withdrawLiveGoodsAudit } from '@/api/generated/endpoints/live-goods/live-goods';
import type { GetLiveGoodsListParams, LiveGoods } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm, type ConfirmOptions } from '@/components/confirm-dialog';
import { columnsFor, DataTable } from '@/components/data-table/data-table';
import { FilterField } from '@/components/data-table/filter-field';
import { nextSearch } from '@/components/data-table/list-search';
import { SearchInput } from '@/components/data-table/search-input';
import { StatusTabs } from '@/components/data-table/status-tabs';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Tag } from '@/components/ui/tag';
import { findOption, liveReviewStatusLabel, liveReviewStatusOptions, priceTypeLabel, type LiveReviewStatus } from '@/lib/enums';
import { message } from '@/lib/message';
import { LiveGoodsEditDialog } from './live-goods-edit-dialog';
import { isEditableState, LIVE_GOODS_PERMISSIONS as PERMS, priceText } from './live-goods-price';
import type { LiveGoodsSearch } from './live-goods-search';

const route = getRouteApi('/_authed/_permitted/marketing/broadcast/product');

const linkClass = 'text-sm text-primary-active hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-primary';
const SORT_MAX = 9999;
const ALL = -1;

/** The tabs (reference §4.15): 全部, then each review state under its short name. */
const TABS: { value: LiveReviewStatus | typeof ALL; label: string }[] = [
  { value: ALL, label: '全部' },
  { value: 0, label: '商户创建' },
  { value: 1, label: '平台待审核' },
  { value: 2, label: '平台审核通过' },
  { value: 3, label: '平台审核失败' },
  { value: 4, label: '微信审核成功' },
  { value: 5, label: '微信审核失败' },
];

const col = columnsFor<LiveGoods>();

/** 排序 typed in place: saved on Enter or leaving the field when it changed and is 0–9999. */
function SortInput({ goods, disabled, onSave }: { goods: LiveGoods; disabled: boolean; onSave: (sort: number) => Promise<void> }) {
  const [text, setText] = useState(String(goods.sort));
  const [shown, setShown] = useState(goods.sort);
  if (shown !== goods.sort) {
    setShown(goods.sort);
    setText(String(goods.sort));
  }
  const commit = () => {
    const value = text.trim();
    if (value === String(goods.sort)) return;
    if (!/^\d+$/.test(value) || Number(value) > SORT_MAX) {
      message.error(`排序必须是0-${SORT_MAX}之间的整数`);
      setText(String(goods.sort));
      return;
    }
    void onSave(Number(value)).catch(() => setText(String(goods.sort)));
  };
  return (
    <Input
      aria-label={`排序 ${goods.name}`}
      inputMode="numeric"
      maxLength={4}
      className="w-16"
      value={text}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

function columns(sort: (g: LiveGoods) => ReactNode, actions: (g: LiveGoods) => ReactNode) {
  return col.columns([
    col.accessor('id', { header: 'ID', enableHiding: false }),
    col.accessor('productId', { header: '商品ID' }),
    col.accessor('name', { header: '商品名称', enableHiding: false, cell: (info) => <span className="inline-block max-w-48 break-words whitespace-normal">{info.getValue()}</span> }),
    col.accessor('coverImgUrlLocal', { header: '商品图', cell: (info) => <img src={info.getValue()} alt="" className="size-10 rounded object-cover" /> }),
    col.accessor('priceType', { header: '价格类型', cell: (info) => priceTypeLabel(info.getValue()) }),
    col.display({ id: 'price', header: '价格', cell: ({ row }) => priceText(row.original) }),
    col.display({ id: 'sort', header: '排序', cell: ({ row }) => sort(row.original) }),
    col.accessor('reviewStatus', {
      header: '审核状态',
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-1">
          <Tag tone={findOption(liveReviewStatusOptions, row.original.reviewStatus)?.tone}>{liveReviewStatusLabel(row.original.reviewStatus)}</Tag>
          {row.original.reviewReason && (row.original.reviewStatus === 3 || row.original.reviewStatus === 5) && <span className="max-w-48 text-xs whitespace-normal text-danger">原因：{row.original.reviewReason}</span>}
        </span>
      ),
    }),
    col.display({ id: 'actions', header: '操作', enableHiding: false, cell: ({ row }) => actions(row.original) }),
  ]);
}

/** 直播商品列表 (reference §4.15): the store's live goods by review state, searched in the address; sorted in place, edited, withdrawn, submitted again, deleted. */
export function LiveGoodsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const update = (change: Partial<LiveGoodsSearch>) => void navigate({ search: (prev) => nextSearch(prev, change), replace: true });
  const [editing, setEditing] = useState<LiveGoods | null>(null);

  const params: GetLiveGoodsListParams = { page: search.page, limit: search.limit };
  if (search.keywords) params.keywords = search.keywords;
  if (search.reviewStatus !== undefined) params.reviewStatus = search.reviewStatus;
  const list = useGetLiveGoodsList(params, { query: { placeholderData: keepPreviousData } });

  const canSave = usePermission(PERMS.save);
  const canEdit = usePermission(PERMS.edit);
  const canDelete = usePermission(PERMS.delete);
  const canSort = usePermission(PERMS.sort);
  const canWithdraw = usePermission(PERMS.withdraw);
  const canResubmit = usePermission(PERMS.resubmit);

  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetLiveGoodsListQueryKey() });

  /** Runs an action after an optional question; the HTTP client reports a failure. */
  const act = async (run: () => Promise<unknown>, done: string, ask?: ConfirmOptions) => {
    if (ask && !(await confirm(ask))) return;
    try {
      await run();
    } catch {
      return;
    }
    message.success(done);
    await refresh();
  };

  const saveSort = async (goods: LiveGoods, sort: number) => {
    await sortLiveGoods(goods.id, sort);
    message.success('操作成功');
    await refresh();
  };

  const renderSort = (goods: LiveGoods) => <SortInput goods={goods} disabled={!canSort} onSave={(sort) => saveSort(goods, sort)} />;

  const renderActions = (goods: LiveGoods) => {
    const editable = isEditableState(goods.reviewStatus);
    return (
      <div className="flex flex-wrap items-center gap-3">
        {canEdit && editable && (
          <button type="button" className={linkClass} aria-label={`编辑 ${goods.name}`} onClick={() => setEditing(goods)}>
            编辑
          </button>
        )}
        {canWithdraw && goods.reviewStatus === 1 && (
          <button type="button" className={linkClass} aria-label={`撤回 ${goods.name}`} onClick={() => void act(() => withdrawLiveGoodsAudit(goods.id), '操作成功', { message: '确定撤回该商品的审核申请？' })}>
            撤回
          </button>
        )}
        {canResubmit && editable && (
          <button type="button" className={linkClass} aria-label={`重新提交 ${goods.name}`} onClick={() => void act(() => resubmitLiveGoodsAudit(goods.id), '提交成功')}>
            重新提交
          </button>
        )}
        {canDelete && (
          <button type="button" className={`${linkClass} !text-red-700`} aria-label={`删除 ${goods.name}`} onClick={() => void act(() => deleteLiveGoods(goods.id), '删除成功', {})}>
            删除
          </button>
        )}
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="筛选" className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded bg-white p-4 shadow-sm">
        <FilterField id="live-goods-keywords" label="搜索">
          <SearchInput id="live-goods-keywords" className="w-56" placeholder="请输入商品名称或ID" maxLength={64} value={search.keywords} onCommit={(keywords) => update({ keywords })} />
        </FilterField>
        <Button onClick={() => void navigate({ search: { page: 1, limit: search.limit, ...(search.reviewStatus === undefined ? {} : { reviewStatus: search.reviewStatus }) }, replace: true })}>重置</Button>
      </section>
      <section aria-label="直播商品" className="flex flex-col gap-3 rounded bg-white p-4 shadow-sm">
        <StatusTabs label="审核状态" value={search.reviewStatus ?? ALL} tabs={TABS} onChange={(value) => update({ reviewStatus: value === ALL ? undefined : value })} />
        <DataTable
          tableId="live-goods"
          label="直播商品列表"
          columns={columns(renderSort, renderActions)}
          rows={list.data?.list}
          total={list.data?.total}
          getRowId={(g) => String(g.id)}
          page={search.page}
          limit={search.limit}
          onPageChange={(page) => update({ page })}
          onLimitChange={(limit) => update({ limit })}
          isLoading={list.isLoading}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          emptyText="暂无直播商品"
          leadingToolbar={
            canSave && (
              <Link
                to="/marketing/broadcast/creatPro/{-$liveId}"
                params={{}}
                className="inline-flex h-7 items-center rounded border border-primary bg-primary px-3 text-xs font-medium text-white hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                添加直播商品
              </Link>
            )
          }
        />
      </section>
      {editing && <LiveGoodsEditDialog goods={editing} onSaved={refresh} onClose={() => setEditing(null)} />}
    </div>
  );
}
