import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useGetProductAuditSwitch, useSaveProduct, useUpdateProduct } from '@/api/generated/endpoints/product/product';
import { useGetCdkeyUnrelatedList } from '@/api/generated/endpoints/product-category/product-category';
import { PageHeader } from '@/components/page-header';
import { RichTextEditor } from '@/components/rich-text';
import { Button } from '@/components/ui/button';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { useLocalDraft } from '@/components/use-local-draft';
import { useSubmitOnce } from '@/components/use-submit-once';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { productTypeLabel } from '@/lib/enums';
import { formatDateTime } from '@/lib/format';
import { closeTab } from '@/lib/tabs';
import { message } from '@/lib/message';
import { AUTO_UP_NOW_QUESTION, AUTO_UP_QUESTION, AutoUpDialog } from '@/features/product/auto-up-dialog';
import type { ProductFormMode } from '@/features/product/product-links';
import { combinationCount, regenerateRows, rowKey, type SkuRow, type Spec } from '@/lib/domain/sku';
import { SPEC_MESSAGES } from '@/lib/domain/spec-editor';
import { BasicSection } from './basic-section';
import { FIELD_TAB, productFormSchema } from './form-schema';
import { toSaveRequest, validateRows, type ProductDraft, type ProductFormValues } from './form-model';
import { OtherSection } from './other-section';
import { Toggle } from './toggle';

// The 规格库存 tab (the virtualised matrix and the spec editor) loads when it is first opened.
const SkuTable = lazy(() => import('./sku-table').then((m) => ({ default: m.SkuTable })));
const SpecSection = lazy(() => import('./spec-section').then((m) => ({ default: m.SpecSection })));
const loading = <p className="py-6 text-center text-sm text-slate-500">加载中…</p>;
// The read-only details (with their HTML sanitiser) load when 商品详情 is opened in detail mode.
const SafeHtml = lazy(() => import('@/components/safe-html').then((m) => ({ default: m.SafeHtml })));
// 商品采集's card shows in collect mode only.
const CollectCard = lazy(() => import('./collect-card').then((m) => ({ default: m.CollectCard })));

const TABS = ['商品信息', '规格库存', '商品详情', '其他设置'] as const;
const FORM_TABS = TABS.map((label, value) => ({ value, label }));

const TITLES: Record<ProductFormMode, string> = { create: '添加商品', edit: '编辑商品', detail: '商品详情', copy: '复制商品', collect: '商品采集' };

/**
 * The four tabs of the product form, its SKU matrix, and saving (with the auto-up question and review).
 * `reviewed`: an edited product the platform reviewed before (audit status not 0): saved, it waits for review again.
 */
export function ProductForm({ mode, initial, productId, reviewed = false }: { mode: ProductFormMode; initial: ProductDraft; productId?: number; reviewed?: boolean }) {
  const readOnly = mode === 'detail';
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  const queryClient = useQueryClient();
  const form = useForm<ProductFormValues>({ resolver: zodResolver(productFormSchema), defaultValues: initial.values, mode: 'onTouched' });
  const { control, formState } = form;
  const [tab, setTab] = useState(0);
  const [specs, setSpecs] = useState<Spec[]>(initial.specs);
  const [rows, setRows] = useState<SkuRow[]>(initial.rows);
  const [matrixTouched, setMatrixTouched] = useState(false);
  const [showRowErrors, setShowRowErrors] = useState(false);
  const [specError, setSpecError] = useState('');
  const [asking, setAsking] = useState<null | { submitAudit: boolean }>(null);
  const audit = useGetProductAuditSwitch(undefined, { query: { staleTime: 60_000, enabled: !readOnly } });
  // The platform reviews this store's products (productSwitch): 保存并提审 shows and the question is about after the review.
  const needsReview = audit.data?.productSwitch === true;
  const save = useSaveProduct();
  const update = useUpdateProduct();

  const values = useWatch({ control }) as ProductFormValues;
  const { type, specType, isSub, isPaidMember } = values;
  const rowErrors = useMemo(() => (showRowErrors ? validateRows(values, specType ? rows : rows.slice(0, 1)) : []), [showRowErrors, values, rows, specType]);
  const dirty = !readOnly && (formState.isDirty || matrixTouched);
  const leaveGuard = useUnsavedChanges(dirty);
  // New and edited products keep a local draft while they have unsaved input.
  const draftKey = mode === 'create' ? `product:create:${initial.values.type}` : mode === 'edit' && productId ? `product:edit:${productId}` : null;
  const draft = useLocalDraft<ProductDraft>(draftKey, { values, specs, rows }, dirty);
  const restoreDraft = () => {
    if (!draft.found) return;
    const saved = draft.found.value;
    form.reset(initial.values);
    for (const [key, value] of Object.entries(saved.values) as Array<[keyof ProductFormValues, ProductFormValues[keyof ProductFormValues]]>) {
      form.setValue(key, value, { shouldDirty: true });
    }
    setSpecs(saved.specs);
    setRows(saved.rows);
    setMatrixTouched(true);
    draft.dismiss();
  };

  const onRowsChange = useCallback((change: (rows: SkuRow[]) => SkuRow[]) => {
    setRows(change);
    setMatrixTouched(true);
  }, []);

  // Card-secret products: the free libraries, and the ones the saved SKUs already use.
  const unrelated = useGetCdkeyUnrelatedList(undefined, { query: { enabled: type === 6 && !readOnly, staleTime: 30_000 } });
  // A bound library's unused card secrets are the stock its SKU was loaded with (the backend keeps them equal).
  const libraries = useMemo(() => {
    const bound = (initial.boundLibraries ?? []).map((b) => ({ ...b, stock: Number(initial.rows.find((r) => r.cdkeyId === b.id)?.stock ?? 0) }));
    return [...bound, ...(unrelated.data ?? []).filter((l) => !bound.some((b) => b.id === l.id))];
  }, [initial.boundLibraries, initial.rows, unrelated.data]);

  // A saved product may have fewer SKUs than its specs make (rows were deleted). Its stored rows show; 全部sku
  // shows every combination, and turning it off again leaves the deleted ones out.
  const storedKeys = useMemo(() => new Set(initial.rows.map((r) => rowKey(r.values))), [initial.rows]);
  const partialMatrix = initial.values.specType && initial.rows.length < combinationCount(initial.specs) && specs === initial.specs;
  const [allSkus, setAllSkus] = useState(false);
  const onAllSkusChange = (all: boolean) => {
    setAllSkus(all);
    setRows((current) => (all ? regenerateRows(specs, current) : current.filter((r) => storedKeys.has(rowKey(r.values)))));
    if (!readOnly) setMatrixTouched(true);
  };

  const onSpecsChange = (next: Spec[]) => {
    setSpecs(next);
    setSpecError('');
    setRows((current) => regenerateRows(next, current));
    setMatrixTouched(true);
  };

  const onSpecTypeChange = (multi: boolean) => {
    form.setValue('specType', multi, { shouldDirty: true });
    if (multi) setRows((current) => (specs.length > 0 ? regenerateRows(specs, current) : current));
  };

  /** Merges a collected product (商品采集) into the form. */
  const onCollected = (collected: ProductDraft) => {
    for (const [key, value] of Object.entries(collected.values) as Array<[keyof ProductFormValues, ProductFormValues[keyof ProductFormValues]]>) {
      if (key === 'type') continue;
      form.setValue(key, value, { shouldDirty: true });
    }
    setSpecs(collected.specs);
    setRows(collected.rows);
    setMatrixTouched(true);
  };

  /** Opens the tab of the first wrong field (formState is not yet updated right after trigger, so the schema says which). */
  const jumpToError = () => {
    const result = productFormSchema.safeParse(form.getValues());
    const wrong = new Set(result.success ? [] : result.error.issues.map((i) => String(i.path[0])));
    const first = (Object.keys(FIELD_TAB) as Array<keyof ProductFormValues>).find((k) => wrong.has(k));
    if (first) setTab(FIELD_TAB[first]);
    message.error('请完善商品信息后再保存');
  };

  /** Checks everything; the auto-up question comes only when it is all right. */
  const check = async (submitAudit: boolean) => {
    const valid = await form.trigger();
    if (!valid) {
      jumpToError();
      return;
    }
    if (specType && !specs.some((s) => s.values.length > 0)) {
      setSpecError(SPEC_MESSAGES.atLeastOne);
      setTab(1);
      message.error(SPEC_MESSAGES.atLeastOne);
      return;
    }
    setShowRowErrors(true);
    const problems = validateRows(form.getValues(), specType ? rows : rows.slice(0, 1));
    if (problems.length > 0) {
      setTab(1);
      message.error(`第${problems[0].row + 1}个规格：${problems[0].message}`);
      return;
    }
    // 保存 asks only while the store is open and free of review (as the reference), else isAutoUp is false.
    const settings = audit.data ?? (await audit.refetch()).data;
    if (!settings) return;
    if (submitAudit || (settings.isSwitch && !settings.productSwitch)) setAsking({ submitAudit });
    else void submit(false, false);
  };

  const submit = useSubmitOnce(async (isAutoUp: boolean, submitAudit: boolean) => {
    setAsking(null);
    const body = toSaveRequest({ values: form.getValues(), specs, rows }, { id: productId, isAutoUp, isAutoSubmitAudit: submitAudit });
    try {
      if (productId) await update.mutateAsync({ data: body });
      else await save.mutateAsync({ data: body });
    } catch {
      // The HTTP client showed the server's message; everything typed stays for another try.
      return false;
    }
    message.success(submitAudit ? '保存成功，已提交审核' : '保存成功');
    await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/admin/merchant/product') || String(q.queryKey[0]).startsWith('/admin/merchant/store/product') });
    leaveGuard.release();
    draft.clear();
    // The form is not kept as a tab once its product is saved.
    closeTab(pathname, '');
    // The list's tab where the product now is: in review, awaiting submission, on sale, or in the warehouse.
    await navigate({ href: `/product/list?type=${submitAudit ? 6 : needsReview || reviewed ? 8 : isAutoUp ? 1 : 2}` });
    return true;
  });

  const title = TITLES[mode];
  const matrix = specType ? rows : rows.slice(0, 1);

  return (
    <div className="flex flex-col gap-3">
      <PageHeader title={title} backTo="/product/list" />
      {draft.found && !readOnly && (
        <div role="status" className="flex items-center gap-3 rounded border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          <span>有未保存的草稿（{formatDateTime(new Date(draft.found.savedAt))}），是否恢复？</span>
          <Button size="sm" variant="primary" onClick={restoreDraft}>
            恢复草稿
          </Button>
          <Button size="sm" onClick={draft.clear}>
            丢弃
          </Button>
        </div>
      )}
      {mode === 'collect' && (
        <Suspense fallback={loading}>
          <CollectCard onCollected={onCollected} />
        </Suspense>
      )}
      <form
        noValidate
        onSubmit={(e) => e.preventDefault()}
        className="rounded bg-white p-5"
        aria-label={title}
      >
        <Tabs label="商品表单" tabs={FORM_TABS} value={tab} onChange={setTab} idBase="product" className="mb-5" />

        <div {...tabPanelProps('product', 0, tab)}>
          <p className="mb-4 text-sm text-slate-600">
            商品类型：<span className="font-medium text-slate-800">{productTypeLabel(type)}</span>
          </p>
          <BasicSection form={form} disabled={readOnly} />
        </div>

        <div {...tabPanelProps('product', 1, tab)} className="flex flex-col gap-4">
          <Toggle name="specType" label="商品规格" value={specType} onChange={onSpecTypeChange} options={['单规格', '多规格']} disabled={readOnly} />
          <Controller control={control} name="isSub" render={({ field }) => <Toggle name="isSub" label="佣金设置" value={field.value} onChange={field.onChange} options={['默认设置', '单独设置']} disabled={readOnly} />} />
          <Controller control={control} name="isPaidMember" render={({ field }) => <Toggle name="isPaidMember" label="会员商品" value={field.value} onChange={field.onChange} options={['否', '是']} disabled={readOnly} />} />
          <Suspense fallback={loading}>
          {specType && (
            <div>
              <SpecSection specs={specs} onSpecsChange={onSpecsChange} disabled={readOnly} />
              {specError && (
                <p role="alert" className="mt-1 text-xs text-danger">
                  {specError}
                </p>
              )}
            </div>
          )}
          {/* Mounted while shown: the virtualised matrix measures its box, which a hidden tab has not got. */}
          {specType && partialMatrix && (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={allSkus} onChange={(e) => onAllSkusChange(e.target.checked)} />
              全部sku
              <span className="text-xs text-slate-500">（已删除的规格不显示；勾选后显示全部规格组合）</span>
            </label>
          )}
          {tab === 1 && (!specType || specs.length > 0) && (
            <SkuTable specs={specType ? specs : []} rows={matrix} onRowsChange={onRowsChange} options={{ type, isPaidMember, isSub }} errors={rowErrors} libraries={libraries} disabled={readOnly} />
          )}
          </Suspense>
        </div>

        <div {...tabPanelProps('product', 2, tab)}>
          {readOnly ? (
            tab === 2 && (
              <Suspense fallback={loading}>
                <SafeHtml html={values.content} className="prose max-w-none text-sm" />
              </Suspense>
            )
          ) : (
            tab === 2 && <Controller control={control} name="content" render={({ field }) => <RichTextEditor value={field.value} onChange={field.onChange} aria-label="商品详情" placeholder="请输入商品详情" />} />
          )}
        </div>

        <div {...tabPanelProps('product', 3, tab)}>
          <OtherSection form={form} disabled={readOnly} />
        </div>

        <div className="mt-6 flex justify-center gap-3 border-t border-slate-100 pt-4">
          {tab > 0 && <Button onClick={() => setTab(tab - 1)}>上一步</Button>}
          {tab < TABS.length - 1 && <Button onClick={() => setTab(tab + 1)}>下一步</Button>}
          {!readOnly && (
            <>
              <Button variant="primary" loading={save.isPending || update.isPending} onClick={() => void check(false)}>
                保存
              </Button>
              {needsReview && (
                <Button variant="primary" loading={save.isPending || update.isPending} onClick={() => void check(true)}>
                  保存并提审
                </Button>
              )}
            </>
          )}
        </div>
      </form>
      <AutoUpDialog
        open={asking !== null}
        question={needsReview ? AUTO_UP_QUESTION : AUTO_UP_NOW_QUESTION}
        pending={save.isPending || update.isPending ? true : null}
        onAnswer={(isAutoUp) => void submit(isAutoUp, asking?.submitAudit ?? false)}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
