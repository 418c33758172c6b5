import { getRouteApi, Link } from '@tanstack/react-router';
import { deleteLiveGoods, getGetLiveGoodsListQueryOptions, resubmitLiveGoodsAudit, sortLiveGoods, withdrawLiveGoodsAudit } from '@/api/generated/endpoints/live-goods/live-goods';
import type { LiveGoods } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm, type ConfirmOptions } from '@/components/confirm-dialog';
import { FilterBar } from '@/components/list/filter-field';
import { SearchInput } from '@/components/list/search-input';
import { StatusTabs } from '@/components/list/status-tabs';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { LinkButton } from '@/components/ui/text-link';
import { useDialogs } from '@/components/use-dialogs';
import type { LiveReviewStatus } from '@/lib/enums';
import { message } from '@/lib/message';
import { LiveGoodsTable, SortInput } from '@/features/broadcast/components/live-goods-table';
import { lazyDialog } from '@/components/lazy-dialog';
import { LIVE_GOODS_PERMISSIONS as PERMS, UNDER_WECHAT_REVIEW } from '@/features/broadcast/model/live-goods-price';
import { buttonClass } from '@/components/ui/button';

const route = getRouteApi('/_authed/_permitted/marketing/broadcast/product');

export const DELETE_QUESTION = '删除该商品吗？';

// 编辑直播商品's form loads when it first opens: the list's first visit carries none of it.
const LiveGoodsEditDialog = lazyDialog(() => import('@/features/broadcast/dialogs/live-goods-edit-dialog').then((m) => m.LiveGoodsEditDialog), () => true);

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

/** Runs an action after an optional question; the HTTP client reports a failure, and has reloaded what a success changed (lib/refresh.ts). */
async function act(run: () => Promise<unknown>, done: string, ask?: ConfirmOptions) {
  if (ask && !(await confirm(ask))) return;
  try {
    await run();
  } catch {
    return;
  }
  message.success(done);
}

async function saveSort(goods: LiveGoods, sort: number) {
  await sortLiveGoods(goods.id, sort);
  message.success('操作成功');
}

/** 直播商品列表 (reference §4.15): the store's live goods by review state, searched in the address; sorted in place, edited, withdrawn, submitted again, deleted. */
export function LiveGoodsPage() {
  const list = useListPage(useRouteSearch(route), getGetLiveGoodsListQueryOptions);
  const { search, update } = list;
  const dialogs = useDialogs<{ edit: LiveGoods }>();
  const editing = dialogs.target('edit');

  const canSave = usePermission(PERMS.save);
  const canEdit = usePermission(PERMS.edit);
  const canDelete = usePermission(PERMS.delete);
  const canSort = usePermission(PERMS.sort);
  const canWithdraw = usePermission(PERMS.withdraw);
  const canResubmit = usePermission(PERMS.resubmit);

  const renderSort = (goods: LiveGoods) => <SortInput goods={goods} disabled={!canSort} onSave={(sort) => saveSort(goods, sort)} />;

  const renderActions = (goods: LiveGoods) => {
    // As the reference: goods in any state may be edited (and go to the platform's review again); only
    // goods under WeChat's review may be withdrawn or sent to WeChat again.
    const withWechat = goods.reviewStatus === UNDER_WECHAT_REVIEW;
    return (
      <div className="flex flex-wrap items-center gap-3">
        {canEdit && (
          <LinkButton aria-label={`编辑 ${goods.name}`} onClick={() => dialogs.open('edit', goods)}>
            编辑
          </LinkButton>
        )}
        {canWithdraw && withWechat && (
          <LinkButton aria-label={`撤回 ${goods.name}`} onClick={() => void act(() => withdrawLiveGoodsAudit(goods.id), '操作成功', { message: '确定撤回该商品的审核申请？' })}>
            撤回
          </LinkButton>
        )}
        {canResubmit && withWechat && (
          <LinkButton aria-label={`重新提交 ${goods.name}`} onClick={() => void act(() => resubmitLiveGoodsAudit(goods.id), '提交成功')}>
            重新提交
          </LinkButton>
        )}
        {canDelete && (
          <LinkButton danger aria-label={`删除 ${goods.name}`} onClick={() => void act(() => deleteLiveGoods(goods.id), '删除成功', { message: DELETE_QUESTION })}>
            删除
          </LinkButton>
        )}
      </div>
    );
  };

  return (
    <ListPage
      filters={
        <FilterBar onReset={() => list.reset(search.reviewStatus === undefined ? {} : { reviewStatus: search.reviewStatus })}>
          <SearchInput id="live-goods-keywords" label="搜索" className="w-56" placeholder="请输入商品名称或ID" maxLength={64} value={search.keywords} onCommit={(keywords) => update({ keywords })} />
        </FilterBar>
      }
      label="直播商品"
      tabs={<StatusTabs label="审核状态" value={search.reviewStatus ?? ALL} tabs={TABS} onChange={(value) => update({ reviewStatus: value === ALL ? undefined : value })} />}
      dialogs={editing && <LiveGoodsEditDialog key={editing.id} goods={editing} onClose={dialogs.close} />}
    >
      <LiveGoodsTable
        {...list.table}
        sort={renderSort}
        actions={renderActions}
        toolbar={
          canSave && (
            <Link
              to="/marketing/broadcast/creatPro/{-$liveId}"
              params={{}}
              className={buttonClass('primary', 'sm')}
            >
              添加直播商品
            </Link>
          )
        }
      />
    </ListPage>
  );
}
