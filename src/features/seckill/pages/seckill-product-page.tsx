import { useQueries } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { deleteSeckillProducts, getGetSeckillProductPageQueryOptions, putSeckillProductsOn, takeSeckillProductsOff, withdrawSeckillProduct } from '@/api/generated/endpoints/seckill/seckill';
import type { SeckillProduct } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { confirm } from '@/components/confirm-dialog';
import { StatusTabs } from '@/components/list/status-tabs';
import { useRowSwitch } from '@/components/list/use-row-switch';
import { underTab } from '@/components/list/under-tab';
import { useListPage, useRouteSearch } from '@/components/list/use-list-page';
import { ListPage } from '@/components/list/list-page';
import { StatusSwitch } from '@/components/ui/status-switch';
import { Tag } from '@/components/ui/tag';
import { lazyDialog } from '@/components/lazy-dialog';
import { useDialogs } from '@/components/use-dialogs';
import { productShelfLabel } from '@/lib/enums';
import { callAndSay } from '@/lib/message';
import { SeckillProductFilters } from '@/features/seckill/components/seckill-product-filters';
import { drawerModeOf, SeckillProductRowActions } from '@/features/seckill/components/seckill-product-row-actions';
import { SeckillProductTable } from '@/features/seckill/components/seckill-product-table';
import type { SeckillProductTarget } from '@/features/seckill/dialogs/seckill-product-drawer';
import { resubmitHref } from '@/features/seckill/model/seckill-resubmit';
import { SECKILL_DELETE_QUESTIONS, SECKILL_PERMISSIONS, seckillAuditOptions } from '@/features/seckill/model/seckill-options';
import { auditTabOf, seckillProductFilters, seckillProductParams } from '@/features/seckill/model/seckill-search';
import { buttonClass } from '@/components/ui/button';

// The drawer's form (react-hook-form, zod) loads when it first opens, not with the list.
const SeckillProductDrawer = lazyDialog(() => import('@/features/seckill/dialogs/seckill-product-drawer').then((m) => m.SeckillProductDrawer), (p) => p.target !== null);

const route = getRouteApi('/_authed/_permitted/marketing/seckill/list');

export const WITHDRAW_QUESTION = '撤回审核秒杀商品吗？';

/** The reference's questions before the shelf changes (取消 sends nothing). */
export const SHELF_QUESTIONS = { up: '上架该秒杀商品吗？', down: '下架该秒杀商品吗？', batchDown: '批量下架秒杀商品吗？' } as const;

const joinIds = (rows: readonly SeckillProduct[]) => rows.map((p) => p.id).join(',');

/** Deletes the products asked for: one from its row, several checked (then `clear` unchecks them). */
async function remove(rows: readonly SeckillProduct[], clear?: () => void) {
  if (rows.length === 0 || !(await confirm({ message: clear ? SECKILL_DELETE_QUESTIONS.batch : SECKILL_DELETE_QUESTIONS.one }))) return;
  if (await callAndSay(() => deleteSeckillProducts({ ids: joinIds(rows) }), '删除成功')) clear?.();
}

async function takeDown(rows: readonly SeckillProduct[], clear: () => void) {
  if (rows.length === 0 || !(await confirm({ message: SHELF_QUESTIONS.batchDown }))) return;
  if (await callAndSay(() => takeSeckillProductsOff({ ids: joinIds(rows) }), '下架成功')) clear();
}

async function withdraw(p: SeckillProduct) {
  if (!(await confirm({ message: WITHDRAW_QUESTION }))) return;
  await callAndSay(() => withdrawSeckillProduct(p.id), '撤回成功');
}

/**
 * 秒杀商品 (reference §4.13): this store's seckill products by review state (tabs with counts),
 * filtered in the address; shelved and taken down, edited in a drawer, withdrawn from review (it
 * leaves the list), sent again after a refusal (the add form) and deleted, one by one or checked together.
 */
export function SeckillProductPage() {
  const source = useRouteSearch(route);
  const navigate = useNavigate();
  const tab = auditTabOf(source.search);
  // The previous rows stay while a page loads, but never under another tab (its actions differ).
  const list = useListPage(source, (s) => getGetSeckillProductPageQueryOptions(seckillProductParams(s)), { keepPrevious: underTab('auditStatus', tab) });
  const { search, update } = list;
  const filters = seckillProductFilters(search);
  // No count call exists: each tab's count is the total of a one-row page under the same filters.
  const counts = useQueries({
    queries: seckillAuditOptions.map((o) => getGetSeckillProductPageQueryOptions({ ...filters, auditStatus: o.value, page: 1, limit: 1 }, { query: { placeholderData: (previous) => previous } })),
  });

  const canAdd = usePermission(SECKILL_PERMISSIONS.add);
  const canPrice = usePermission(SECKILL_PERMISSIONS.price);
  const canUp = usePermission(SECKILL_PERMISSIONS.up);
  const canDown = usePermission(SECKILL_PERMISSIONS.down);
  const canDelete = usePermission(SECKILL_PERMISSIONS.delete);
  const canWithdraw = usePermission(SECKILL_PERMISSIONS.withdraw);

  const dialogs = useDialogs<{ product: SeckillProductTarget }>();
  // Asked first, then optimistic: the switch moves at once and goes back if the server refuses.
  const { busy, flip } = useRowSwitch<SeckillProduct>(list.queryKey);
  const toggleShelf = async (p: SeckillProduct) => {
    const next = !p.isShow;
    if (!(await confirm({ message: next ? SHELF_QUESTIONS.up : SHELF_QUESTIONS.down }))) return;
    const ids = { ids: String(p.id) };
    return flip(p, { isShow: next }, () => (next ? putSeckillProductsOn(ids) : takeSeckillProductsOff(ids)), next ? '上架成功' : '下架成功');
  };

  const renderShelf = (p: SeckillProduct) =>
    p.auditStatus === 2 ? (
      <StatusSwitch label={`${p.name} 上架`} checked={p.isShow} onText="上架" offText="下架" disabled={!(p.isShow ? canDown : canUp) || busy.has(String(p.id))} onToggle={() => void toggleShelf(p)} />
    ) : (
      <Tag tone="info">{productShelfLabel(p.isShow ? 1 : 0)}</Tag>
    );

  const renderActions = (p: SeckillProduct) => {
    const mode = drawerModeOf(p, canPrice);
    return (
      <SeckillProductRowActions
        product={p}
        mode={mode}
        onOpen={() => dialogs.open('product', { product: p, mode })}
        onWithdraw={canWithdraw ? () => void withdraw(p) : undefined}
        onDelete={canDelete && p.auditStatus === 3 ? () => void remove([p]) : undefined}
        onResubmit={canAdd && p.auditStatus === 3 ? () => void navigate({ href: resubmitHref(p) }) : undefined}
      />
    );
  };

  return (
    <ListPage
      filters={<SeckillProductFilters search={search} update={update} reset={() => list.reset(search.auditStatus ? { auditStatus: search.auditStatus } : {})} />}
      label="秒杀商品"
      tabs={<StatusTabs label="审核状态" value={tab} tabs={seckillAuditOptions.map((o, i) => ({ value: o.value, label: o.label, count: counts[i]?.data?.total }))} onChange={(value) => update({ auditStatus: value })} />}
      dialogs={<SeckillProductDrawer {...dialogs.props('product')} />}
    >
      <SeckillProductTable
        {...list.table}
        tab={tab}
        shelf={renderShelf}
        actions={renderActions}
        // As the reference: only a refused product can be deleted (the backend says 只能删除审核失败的商品), only an approved one taken down.
        bulk={{ onDelete: canDelete && tab === 3 ? (rows, clear) => void remove(rows, clear) : undefined, onTakeDown: canDown && tab === 2 ? (rows, clear) => void takeDown(rows, clear) : undefined }}
        leadingToolbar={
          canAdd && (
            <Link
              to="/marketing/seckill/creatSeckill/{-$activityId}"
              params={{}}
              className={buttonClass('primary', 'sm')}
            >
              添加秒杀商品
            </Link>
          )
        }
      />
    </ListPage>
  );
}
