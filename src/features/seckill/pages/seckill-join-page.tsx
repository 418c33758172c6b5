import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useParams } from '@tanstack/react-router';
import { useSearchMarketingProducts } from '@/api/generated/endpoints/product/product';
import { useAddSeckillProducts, useGetSeckillActivityDetail, useGetSeckillActivityPage } from '@/api/generated/endpoints/seckill/seckill';
import type { PickerProduct, SeckillActivity } from '@/api/generated/model';
import { confirm } from '@/components/confirm-dialog';
import { usePermission } from '@/components/authorized';
import { errorMessages, fieldsResolver, useCheckAll } from '@/components/form/form-checks';
import { FormPage, StepFooter } from '@/components/form/form-page';
import { useFormPage } from '@/components/form/use-form-page';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { ProductPickerDialog } from '@/components/product-picker/product-picker';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/lazy-dialog';
import { useDialogs } from '@/components/use-dialogs';
import { message } from '@/lib/message';
import { useSession } from '@/lib/session';
import { JoinActivityChoice } from '@/features/seckill/components/join-activity-choice';
import { JoinProductsTable } from '@/features/seckill/components/join-products-table';
import { addPicked, applyBatch, fromRefused, joinSchema, MESSAGES, toAddRequest, validateJoin, type JoinErrors, type JoinProduct, type JoinSku, type JoinValues } from '@/features/seckill/model/seckill-join-model';
import { readResubmit, type SeckillResubmit } from '@/features/seckill/model/seckill-resubmit';
import { canJoinActivity, SECKILL_ACTIVITY_PATH, SECKILL_DELETE_QUESTIONS, SECKILL_LIST_PATH, SECKILL_PERMISSIONS } from '@/features/seckill/model/seckill-options';
import { activityChoiceParams } from '@/features/seckill/model/seckill-search';

export const SUBMITTED = '提交成功';

type JoinTab = 'basic' | 'products';
// 批量设置 loads when first asked for (drawn only while open).
const SeckillBatchDialog = lazyDialog(() => import('@/features/seckill/dialogs/seckill-batch-dialog').then((m) => m.SeckillBatchDialog), () => true);

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
  const refused = useRefusedProduct(resubmit);
  const refusedProduct = useMemo(() => (resubmit && refused.product ? fromRefused(refused.product, resubmit) : undefined), [resubmit, refused.product]);
  // Another activity in the address, or another product sent again, is another form.
  return (
    <JoinForm
      key={`${pathname}#${resubmit?.id ?? ''}`}
      title={fromActivity ? '参加秒杀活动' : '添加秒杀商品'}
      backTo={fromActivity ? SECKILL_ACTIVITY_PATH : SECKILL_LIST_PATH}
      initialActivity={activityParam(params.activityId)}
      refusedProduct={refusedProduct}
      resubmit={resubmit !== undefined}
      refusedGone={refused.gone}
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

interface JoinFormProps {
  title: string;
  backTo: string;
  initialActivity: number | null;
  /** A resubmission's product, once read: the table starts with it. */
  refusedProduct: JoinProduct | undefined;
  /** A refused product is sent again: the form opens on its products. */
  resubmit: boolean;
  /** The refused product can no longer join. */
  refusedGone: boolean;
}

function JoinForm({ title, backTo, initialActivity, refusedProduct, resubmit, refusedGone }: JoinFormProps) {
  const tabsId = useId();
  const [tab, setTab] = useState<JoinTab>(resubmit ? 'products' : 'basic');
  const dialogs = useDialogs<{ picker: number; batch: true }>();

  const canDetail = usePermission(SECKILL_PERMISSIONS.activityDetail);
  const activities = useGetSeckillActivityPage(activityChoiceParams);
  const stars = useSession()?.merStarLevel ?? 0;
  // The activities the store may join: not ended, and asking no more stars than the store has.
  const choices = (activities.data?.list ?? []).filter((a) => canJoinActivity(a, stars));

  // The form's rules read the activity chosen and its products, which load meanwhile: the resolver is made anew with them.
  const [rules, setRules] = useState<{ chosen: number | null; joined: readonly number[] }>({ chosen: null, joined: [] });
  const schema = useMemo(() => joinSchema(rules.chosen, rules.joined), [rules]);
  // A resubmission's product fills the table once it is read, in the same table (no empty one between); an
  // activity chosen meanwhile stays.
  const started = useMemo(() => (refusedProduct ? { activityId: initialActivity, products: [refusedProduct] } : undefined), [initialActivity, refusedProduct]);
  const form = useForm<JoinValues>({
    resolver: fieldsResolver(schema),
    defaultValues: { activityId: initialActivity, products: [] },
    values: started,
    resetOptions: { keepDirtyValues: true },
    shouldFocusError: false,
  });
  const { activityId, products } = useWatch({ control: form.control }) as JoinValues;
  // An activity of the address that has ended (or is unknown) is not chosen.
  const chosen = activityId !== null && choices.some((a) => a.id === activityId) ? activityId : null;
  const detail = useGetSeckillActivityDetail(chosen ?? 0, undefined, { query: { enabled: chosen !== null && canDetail } });
  // The store's products already in the activity: as ids (the demo backend) or inside its product list (the reference backend).
  const joined = chosen !== null ? (detail.data?.productIds ?? detail.data?.productList?.map((p) => p.productId) ?? []) : [];
  const activity: SeckillActivity | undefined = detail.data?.activity ?? choices.find((a) => a.id === chosen);
  const joinedKey = joined.join(',');
  if (rules.chosen !== chosen || rules.joined.join(',') !== joinedKey) setRules({ chosen, joined });
  const { checking, check } = useCheckAll(form, schema);

  const setProducts = (change: (current: JoinProduct[]) => JoinProduct[]) => form.setValue('products', change(form.getValues('products')), { shouldDirty: true });

  const add = useAddSeckillProducts();
  const page = useFormPage({
    dirty: products.length > 0,
    save: (valid: JoinValues) => add.mutateAsync({ data: toAddRequest(valid.activityId ?? 0, valid.products) }),
    success: SUBMITTED,
    // The form is not kept as a tab once its products are sent; they wait for the platform's review.
    leaveTo: `${SECKILL_LIST_PATH}?auditStatus=1`,
  });

  // Rule messages wait for the first 提交 (or 下一步); a product already in the activity is flagged at once.
  const errors: JoinErrors = checking ? errorMessages(form.formState.errors) : Object.fromEntries(Object.entries(validateJoin(chosen, products, joined)).filter(([key]) => key.startsWith('product:')));

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
    setProducts(() => next.products);
  };

  const next = () => {
    if (chosen === null) {
      void check();
      return;
    }
    setTab('products');
  };

  const submit = () => {
    const found = validateJoin(chosen, products, joined);
    if (chosen !== null && Object.keys(found).length === 0) return void page.submit({ activityId: chosen, products });
    void check();
    setTab(found.activity ? 'basic' : 'products');
  };

  return (
    <FormPage
      title={title}
      backTo={backTo}
      className="flex flex-col gap-4 rounded bg-white p-5"
      footerAlign={tab === 'basic' ? 8 : 'start'}
      footer={<StepFooter first={tab === 'basic'} onNext={next} onBack={() => setTab('basic')} onSubmit={submit} pending={page.pending} />}
      after={
        <>
          <ProductPickerDialog open={dialogs.target('picker') !== null} multiple onClose={dialogs.close} onPick={onPick} source={{ kind: 'marketing', activityId: dialogs.target('picker') ?? undefined, marketingType: 1 }} />
          {dialogs.target('batch') && <SeckillBatchDialog onClose={dialogs.close} onApply={(values) => setProducts((current) => applyBatch(current, values))} />}
        </>
      }
    >
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
          onChange={(id) => form.setValue('activityId', id, { shouldDirty: true })}
        />
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
        {refusedGone && (
          <p role="alert" className="text-xs text-danger">
            {MESSAGES.resubmitGone}
          </p>
        )}
        <JoinProductsTable products={products} errors={errors} onRemove={(id) => void remove(id)} onSort={(id, sort) => updateProduct(id, (p) => ({ ...p, sort }))} onSku={updateSku} />
        <p role={errors.products ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
          {errors.products}
        </p>
      </div>
    </FormPage>
  );
}
