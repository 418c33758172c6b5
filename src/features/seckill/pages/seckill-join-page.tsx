import { useId, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from '@tanstack/react-router';
import { useSearchMarketingProducts } from '@/api/generated/endpoints/product/product';
import { useAddSeckillProducts, useGetSeckillActivityDetail, useGetSeckillActivityPage } from '@/api/generated/endpoints/seckill/seckill';
import type { PickerProduct, SeckillActivity } from '@/api/generated/model';
import { confirm } from '@/components/confirm-dialog';
import { usePermission } from '@/components/authorized';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { PageHeader } from '@/components/page-header';
import { ProductPickerDialog } from '@/components/product-picker/product-picker';
import { Button } from '@/components/ui/button';
import { useDialogs } from '@/components/use-dialogs';
import { useSubmitOnce } from '@/components/use-submit-once';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { message } from '@/lib/message';
import { useSession } from '@/lib/session';
import { closeTab } from '@/lib/tabs';
import { JoinActivityChoice } from '@/features/seckill/components/join-activity-choice';
import { JoinProductsTable } from '@/features/seckill/components/join-products-table';
import { SeckillBatchDialog } from '@/features/seckill/dialogs/seckill-batch-dialog';
import { addPicked, applyBatch, fromRefused, MESSAGES, readResubmit, toAddRequest, validateJoin, type JoinErrors, type JoinProduct, type JoinSku, type SeckillResubmit } from '@/features/seckill/model/seckill-join-model';
import { canJoinActivity, SECKILL_ACTIVITY_PATH, SECKILL_DELETE_QUESTIONS, SECKILL_LIST_PATH, SECKILL_PERMISSIONS } from '@/features/seckill/model/seckill-options';
import { activityChoiceParams } from '@/features/seckill/model/seckill-search';
import { useRefreshSeckill } from '@/features/seckill/model/use-refresh-seckill';

export const SUBMITTED = '提交成功';

type JoinTab = 'basic' | 'products';
const TABS: ReadonlyArray<{ value: JoinTab; label: string }> = [
  { value: 'basic', label: '基础设置' },
  { value: 'products', label: '添加商品' },
];

/** The activity of the address, when it is a positive id. */
function activityParam(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * 参加秒杀活动 (/marketing/seckill/creatActivity/{activityId?}) and 添加秒杀商品
 * (/marketing/seckill/creatSeckill/{activityId?}): the same form, started from an activity or not, or
 * from a refused seckill product sent again (重新提交, the query's `resubmit`).
 */
export function SeckillJoinPage() {
  const params: { activityId?: string } = useParams({ strict: false });
  const pathname = useLocation({ select: (l) => l.pathname });
  const resubmitValue = useLocation({ select: (l) => (l.search as { resubmit?: unknown }).resubmit });
  const resubmit = useMemo(() => readResubmit(resubmitValue), [resubmitValue]);
  const fromActivity = pathname.includes('/creatActivity');
  // Another activity in the address, or another product sent again, is another form.
  return (
    <JoinForm
      key={`${pathname}#${resubmit?.id ?? ''}`}
      pathname={pathname}
      title={fromActivity ? '参加秒杀活动' : '添加秒杀商品'}
      backTo={fromActivity ? SECKILL_ACTIVITY_PATH : SECKILL_LIST_PATH}
      initialActivity={activityParam(params.activityId)}
      resubmit={resubmit}
    />
  );
}

/** The product of a resubmission as it is now (every SKU, their stock); nothing without one. */
function useRefusedProduct(resubmit: SeckillResubmit | undefined) {
  // As the reference console: the product alone, by its id (marketingType 2 asks nothing of the activity).
  const params = { page: 1, limit: 1, productId: resubmit?.productId ?? 0, marketingType: 2 } as const;
  const found = useSearchMarketingProducts(params, { query: { enabled: resubmit !== undefined } });
  return { product: found.data?.list.find((p) => p.id === resubmit?.productId), gone: found.isSuccess && !found.data.list.some((p) => p.id === resubmit?.productId) };
}

function JoinForm({ pathname, title, backTo, initialActivity, resubmit }: { pathname: string; title: string; backTo: string; initialActivity: number | null; resubmit?: SeckillResubmit }) {
  const tabsId = useId();
  const navigate = useNavigate();
  const refresh = useRefreshSeckill();
  const [tab, setTab] = useState<JoinTab>(resubmit ? 'products' : 'basic');
  const [activityId, setActivityId] = useState<number | null>(initialActivity);
  const [products, setProducts] = useState<JoinProduct[]>([]);
  // A resubmission starts the table with its product once that is read (a state set while rendering, so no empty table shows between).
  const refused = useRefusedProduct(resubmit);
  const [started, setStarted] = useState(false);
  if (resubmit && refused.product && !started) {
    setStarted(true);
    setProducts([fromRefused(refused.product, resubmit)]);
  }
  const [submitted, setSubmitted] = useState(false);
  const dialogs = useDialogs<{ picker: number; batch: true }>();

  const canDetail = usePermission(SECKILL_PERMISSIONS.activityDetail);
  const activities = useGetSeckillActivityPage(activityChoiceParams);
  const stars = useSession()?.merStarLevel ?? 0;
  // The activities the store may join: not ended, and asking no more stars than the store has.
  const choices = (activities.data?.list ?? []).filter((a) => canJoinActivity(a, stars));
  // An activity of the address that has ended (or is unknown) is not chosen.
  const chosen = activityId !== null && choices.some((a) => a.id === activityId) ? activityId : null;
  const detail = useGetSeckillActivityDetail(chosen ?? 0, undefined, { query: { enabled: chosen !== null && canDetail } });
  // The store's products already in the activity: as ids (the demo backend) or inside its product list (the reference backend).
  const joined = chosen !== null ? (detail.data?.productIds ?? detail.data?.productList?.map((p) => p.productId) ?? []) : [];
  const activity: SeckillActivity | undefined = detail.data?.activity ?? choices.find((a) => a.id === chosen);

  const add = useAddSeckillProducts();
  const leaveGuard = useUnsavedChanges(products.length > 0);

  const allErrors = validateJoin(chosen, products, joined);
  // Rule messages wait for the first 提交 (or 下一步); a product already in the activity is flagged at once.
  const errors: JoinErrors = submitted ? allErrors : Object.fromEntries(Object.entries(allErrors).filter(([key]) => key.startsWith('product:')));

  const updateProduct = (id: number, change: (p: JoinProduct) => JoinProduct) => setProducts((current) => current.map((p) => (p.id === id ? change(p) : p)));
  const remove = async (id: number) => {
    if (await confirm({ message: SECKILL_DELETE_QUESTIONS.one })) setProducts((current) => current.filter((p) => p.id !== id));
  };
  const updateSku = (productId: number, attrValueId: number, change: Partial<JoinSku>) =>
    updateProduct(productId, (p) => ({ ...p, skus: p.skus.map((s) => (s.attrValueId === attrValueId ? { ...s, ...change } : s)) }));

  const openPicker = () => {
    if (chosen === null) {
      message.warning(MESSAGES.activity);
      setTab('basic');
      return;
    }
    dialogs.open('picker', chosen);
  };

  const onPick = (picked: PickerProduct[]) => {
    const next = addPicked(products, picked, joined);
    if (next.refused.length > 0) message.warning(MESSAGES.joined);
    setProducts(next.products);
  };

  const next = () => {
    if (chosen === null) {
      setSubmitted(true);
      return;
    }
    setTab('products');
  };

  const submit = useSubmitOnce(async () => {
    setSubmitted(true);
    const found = validateJoin(chosen, products, joined);
    if (chosen === null || Object.keys(found).length > 0) {
      setTab(found.activity ? 'basic' : 'products');
      return false;
    }
    try {
      await add.mutateAsync({ data: toAddRequest(chosen, products) });
    } catch {
      // The HTTP client showed the server's message; everything typed stays for another try.
      return false;
    }
    message.success(SUBMITTED);
    await refresh();
    leaveGuard.release();
    // The form is not kept as a tab once its products are sent.
    closeTab(pathname, '');
    // The products wait for the platform's review.
    await navigate({ href: `${SECKILL_LIST_PATH}?auditStatus=1` });
    return true;
  });

  return (
    <div className="flex flex-col gap-3">
      <PageHeader title={title} backTo={backTo} />
      <section aria-label={title} className="flex flex-col gap-4 rounded bg-white p-5">
        <Tabs label={title} tabs={TABS} value={tab} onChange={setTab} variant="boxed" idBase={tabsId} />

        <div {...tabPanelProps(tabsId, 'basic', tab)} className="flex flex-col gap-4">
          <JoinActivityChoice
            activities={activities}
            choices={choices}
            wanted={activityId}
            chosen={chosen}
            activity={activity}
            detail={detail}
            error={errors.activity}
            onChange={setActivityId}
          />
          <div className="flex gap-3 border-t border-slate-100 pt-4 pl-35">
            <Button variant="primary" onClick={next}>
              下一步
            </Button>
          </div>
        </div>

        <div {...tabPanelProps(tabsId, 'products', tab)} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" variant="primary" onClick={openPicker} loading={chosen !== null && canDetail && detail.isLoading}>
              添加商品
            </Button>
            <Button size="sm" disabled={products.length === 0} onClick={() => dialogs.open('batch', true)}>
              批量设置
            </Button>
            {activity && <span className="text-xs text-slate-500">活动：{activity.name}</span>}
          </div>
          {refused.gone && (
            <p role="alert" className="text-xs text-danger">
              {MESSAGES.resubmitGone}
            </p>
          )}
          <JoinProductsTable products={products} errors={errors} onRemove={(id) => void remove(id)} onSort={(id, sort) => updateProduct(id, (p) => ({ ...p, sort }))} onSku={updateSku} />
          <p role={errors.products ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
            {errors.products}
          </p>
          <div className="flex gap-3 border-t border-slate-100 pt-4">
            <Button onClick={() => setTab('basic')}>上一步</Button>
            <Button variant="primary" loading={add.isPending} onClick={() => void submit()}>
              提交
            </Button>
          </div>
        </div>
      </section>
      <ProductPickerDialog open={dialogs.target('picker') !== null} multiple onClose={dialogs.close} onPick={onPick} source={{ kind: 'marketing', activityId: dialogs.target('picker') ?? undefined, marketingType: 1 }} />
      {dialogs.target('batch') && <SeckillBatchDialog onClose={dialogs.close} onApply={(values) => setProducts((current) => applyBatch(current, values))} />}
    </div>
  );
}
