import { lazy, Suspense, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useGetProductAuditSwitch, useSaveProduct, useUpdateProduct } from '@/api/generated/endpoints/product/product';
import { FormPage } from '@/components/form/form-page';
import { restoreValues } from '@/components/form/form-checks';
import { useFormPage } from '@/components/form/use-form-page';
import { lazyDialog } from '@/components/lazy-dialog';
import { RichTextEditor } from '@/components/rich-text';
import { Button } from '@/components/ui/button';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { productTypeLabel } from '@/lib/enums';
import { message } from '@/lib/message';
import type { ProductFormMode } from '@/features/product/product-links';
import { SPEC_MESSAGES } from '@/lib/domain/spec-editor';
import { BasicSection } from './basic-section';
import { FIELD_TAB, productFormSchema } from './form-schema';
import { toSaveRequest, validateRows, type ProductDraft, type ProductFormValues } from './form-model';
import { loading, SpecTab } from './spec-tab';
import { useSkuMatrix } from './use-sku-matrix';

// The read-only details (with their HTML sanitiser) load when 商品详情 is opened in detail mode.
const SafeHtml = lazy(() => import('@/components/safe-html').then((m) => ({ default: m.SafeHtml })));
// 商品采集's card shows in collect mode only.
const CollectCard = lazy(() => import('./collect-card').then((m) => ({ default: m.CollectCard })));
// 其他设置 loads when its tab is shown (a save with a problem there shows it): linked forms, coupons,
// guarantees and the designer window are not part of the form's first visit.
// 保存's question loads when first asked.
const AutoUpDialog = lazyDialog(() => import('@/features/product/auto-up-dialog').then((m) => m.AutoUpDialog), (p) => p.open);
const OtherSection = lazy(() => import('./other-section').then((m) => ({ default: m.OtherSection })));

const TABS = ['商品信息', '规格库存', '商品详情', '其他设置'] as const;
const FORM_TABS = TABS.map((label, value) => ({ value, label }));

const TITLES: Record<ProductFormMode, string> = { create: '添加商品', edit: '编辑商品', detail: '商品详情', copy: '复制商品', collect: '商品采集' };

/**
 * The four tabs of the product form, its SKU matrix, and saving (with the auto-up question and review).
 * `reviewed`: an edited product the platform reviewed before (audit status not 0): saved, it waits for review again.
 */
export function ProductForm({ mode, initial, productId, reviewed = false }: { mode: ProductFormMode; initial: ProductDraft; productId?: number; reviewed?: boolean }) {
  const readOnly = mode === 'detail';
  const form = useForm<ProductFormValues>({ resolver: zodResolver(productFormSchema), defaultValues: initial.values, mode: 'onTouched' });
  const { control, formState } = form;
  const [tab, setTab] = useState(0);
  const matrix = useSkuMatrix(initial, readOnly);
  const { specs, rows } = matrix;
  const [showRowErrors, setShowRowErrors] = useState(false);
  const [asking, setAsking] = useState<null | { submitAudit: boolean }>(null);
  const audit = useGetProductAuditSwitch(undefined, { query: { staleTime: 60_000, enabled: !readOnly } });
  // The platform reviews this store's products (productSwitch): 保存并提审 shows and the question is about after the review.
  const needsReview = audit.data?.productSwitch === true;
  const save = useSaveProduct();
  const update = useUpdateProduct();

  const values = useWatch({ control }) as ProductFormValues;
  const { type, specType } = values;
  const rowErrors = useMemo(() => (showRowErrors ? validateRows(values, specType ? rows : rows.slice(0, 1)) : []), [showRowErrors, values, rows, specType]);

  const page = useFormPage({
    dirty: !readOnly && (formState.isDirty || matrix.touched),
    // New and edited products keep a local draft while they have unsaved input.
    draft: {
      key: mode === 'create' ? `product:create:${initial.values.type}` : mode === 'edit' && productId ? `product:edit:${productId}` : null,
      value: { values, specs, rows } as ProductDraft,
      restore: (saved: ProductDraft) => {
        restoreValues(form, initial.values, saved.values);
        matrix.replace(saved);
      },
    },
    save: async (isAutoUp: boolean, submitAudit: boolean) => {
      setAsking(null);
      const body = toSaveRequest({ values: form.getValues(), specs, rows }, { id: productId, isAutoUp, isAutoSubmitAudit: submitAudit });
      if (productId) await update.mutateAsync({ data: body });
      else await save.mutateAsync({ data: body });
    },
    success: (_isAutoUp, submitAudit) => (submitAudit ? '保存成功，已提交审核' : '保存成功'),
    // The form is not kept as a tab once its product is saved; the list opens at the tab where the product now
    // is: in review, awaiting submission, on sale, or in the warehouse.
    leaveTo: (isAutoUp, submitAudit) => `/product/list?type=${submitAudit ? 6 : needsReview || reviewed ? 8 : isAutoUp ? 1 : 2}`,
  });

  /** Merges a collected product (商品采集) into the form. */
  const onCollected = (collected: ProductDraft) => {
    for (const [key, value] of Object.entries(collected.values) as Array<[keyof ProductFormValues, ProductFormValues[keyof ProductFormValues]]>) {
      if (key === 'type') continue;
      form.setValue(key, value, { shouldDirty: true });
    }
    matrix.replace(collected);
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
      matrix.setSpecError(SPEC_MESSAGES.atLeastOne);
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
    else void page.submit(false, false);
  };

  const title = TITLES[mode];

  return (
    <FormPage
      title={title}
      backTo="/product/list"
      draft={readOnly ? null : page.draft}
      before={
        mode === 'collect' && (
          <Suspense fallback={loading}>
            <CollectCard onCollected={onCollected} />
          </Suspense>
        )
      }
      className="rounded bg-white p-5"
      footerAlign="center"
      footer={
        <>
          {tab > 0 && <Button onClick={() => setTab(tab - 1)}>上一步</Button>}
          {tab < TABS.length - 1 && <Button onClick={() => setTab(tab + 1)}>下一步</Button>}
          {!readOnly && (
            <>
              <Button variant="primary" loading={page.pending} onClick={() => void check(false)}>
                保存
              </Button>
              {needsReview && (
                <Button variant="primary" loading={page.pending} onClick={() => void check(true)}>
                  保存并提审
                </Button>
              )}
            </>
          )}
        </>
      }
      after={
        <AutoUpDialog
          open={asking !== null}
          afterReview={needsReview}
          pending={page.pending ? true : null}
          onAnswer={(isAutoUp) => void page.submit(isAutoUp, asking?.submitAudit ?? false)}
          onCancel={() => setAsking(null)}
        />
      }
    >
      <Tabs label="商品表单" tabs={FORM_TABS} value={tab} onChange={setTab} idBase="product" className="mb-5" />

      <div {...tabPanelProps('product', 0, tab)}>
        <p className="mb-4 text-sm text-slate-600">
          商品类型：<span className="font-medium text-slate-800">{productTypeLabel(type)}</span>
        </p>
        <BasicSection form={form} disabled={readOnly} />
      </div>

      <div {...tabPanelProps('product', 1, tab)} className="flex flex-col gap-4">
        <SpecTab form={form} matrix={matrix} initial={initial} shown={tab === 1} values={values} rowErrors={rowErrors} readOnly={readOnly} />
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
        {tab === 3 && (
          <Suspense fallback={loading}>
            <OtherSection form={form} disabled={readOnly} />
          </Suspense>
        )}
      </div>
    </FormPage>
  );
}
