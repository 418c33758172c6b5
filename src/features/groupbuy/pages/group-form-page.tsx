import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { getRouteApi } from '@tanstack/react-router';
import { useGetGroupBuyActivityInfo, useSaveGroupBuyActivity, useUpdateGroupBuyActivity } from '@/api/generated/endpoints/group-buy/group-buy';
import type { PickerProduct } from '@/api/generated/model';
import { confirm } from '@/components/confirm-dialog';
import { errorMessages, fieldsResolver, useCheckAll } from '@/components/form/form-checks';
import { FormPage, StepFooter } from '@/components/form/form-page';
import { useFormPage } from '@/components/form/use-form-page';
import { PageHeader } from '@/components/page-header';
import { ProductPickerDialog } from '@/components/product-picker/product-picker';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { useDialogs } from '@/components/use-dialogs';
import { GroupBasicsFields } from '@/features/groupbuy/components/group-basics-fields';
import { GroupProductsTable } from '@/features/groupbuy/components/group-products-table';
import { GroupSetDialog, type SetKind } from '@/features/groupbuy/dialogs/group-set-dialog';
import { GROUP_FORM_TITLES, GROUP_INFO_QUERY, groupFormMode, type GroupFormMode } from '@/features/groupbuy/model/group-form-mode';
import {
  addPicked,
  BASIC_FIELDS,
  emptyGroupValues,
  groupFormSchema,
  groupValuesOf,
  toRequest,
  withPrice,
  withQuota,
  type GroupFormValues,
  type GroupProduct,
  type GroupSku,
} from '@/features/groupbuy/model/groupbuy-form-model';
import { GROUP_ACTIVITY_PATH, GROUP_REVIEW_PATH } from '@/features/groupbuy/model/groupbuy-options';

const route = getRouteApi('/_authed/_permitted/marketing/group/createGroup/{-$activityId}/{-$type}');

export const SUBMITTED = '提交成功';
/** The reference console's question before a product leaves the activity. */
export const REMOVE_PRODUCT_QUESTION = '要删除此商品吗？';

type FormTab = 'basic' | 'products';
const TABS: ReadonlyArray<{ value: FormTab; label: string }> = [
  { value: 'basic', label: '基础设置' },
  { value: 'products', label: '添加商品' },
];

/** /marketing/group/createGroup/{activityId?}/{type?}: adds, edits, copies or shows a group-buy activity. */
export function GroupFormPage() {
  const params = route.useParams();
  const { mode, id } = groupFormMode(params);
  const info = useGetGroupBuyActivityInfo({ id }, { query: { ...GROUP_INFO_QUERY.query, enabled: mode !== 'create' } });

  if (mode === 'create') return <GroupForm key="create" mode="create" initial={emptyGroupValues()} />;
  const data = info.data;
  if (!data) {
    return (
      <div className="flex flex-col gap-3">
        <PageHeader title={GROUP_FORM_TITLES[mode]} backTo={GROUP_ACTIVITY_PATH} />
        <div className="rounded bg-white p-5">
          <QueryState query={info} rows={8}>
            {null}
          </QueryState>
        </div>
      </div>
    );
  }
  return <GroupForm key={`${mode}-${id}`} mode={mode} activityId={mode === 'edit' ? id : undefined} initial={groupValuesOf(data)} />;
}

/** Whether a rule of these fields fails now (the messages show once the form is checked). */
const failsIn = (values: GroupFormValues, fields: readonly string[] | null) => {
  const result = groupFormSchema.safeParse(values);
  return !result.success && result.error.issues.some((i) => fields === null || fields.includes(String(i.path[0])));
};

function GroupForm({ mode, activityId, initial }: { mode: GroupFormMode; activityId?: number; initial: GroupFormValues }) {
  const tabsId = useId();
  const title = GROUP_FORM_TITLES[mode];
  const readOnly = mode === 'info';
  const [tab, setTab] = useState<FormTab>('basic');
  const form = useForm<GroupFormValues>({ resolver: fieldsResolver(groupFormSchema), defaultValues: initial, shouldFocusError: false });
  const values = useWatch({ control: form.control }) as GroupFormValues;
  const { products } = values;
  // Messages wait for the first 提交 (or a 下一步 the basics fail), then follow the input.
  const { check } = useCheckAll(form);
  const errors = errorMessages(form.formState.errors);
  const dialogs = useDialogs<{ picker: true; set: { kind: SetKind; productId: number } }>();

  const save = useSaveGroupBuyActivity();
  const update = useUpdateGroupBuyActivity();
  const page = useFormPage({
    dirty: !readOnly && form.formState.isDirty,
    save: (valid: GroupFormValues) => {
      const data = toRequest(valid, activityId);
      return activityId !== undefined ? update.mutateAsync({ data }) : save.mutateAsync({ data });
    },
    success: SUBMITTED,
    // The activity waits for the platform's review.
    leaveTo: GROUP_REVIEW_PATH,
  });

  const setBasic = <K extends keyof GroupFormValues>(key: K, value: GroupFormValues[K]) => form.setValue(key, value as never, { shouldDirty: true });
  const changeProducts = (change: (current: GroupProduct[]) => GroupProduct[]) => setBasic('products', change(form.getValues('products')));
  const removeProduct = async (productId: number) => {
    if (await confirm({ message: REMOVE_PRODUCT_QUESTION })) changeProducts((current) => current.filter((p) => p.productId !== productId));
  };
  const updateSku = (productId: number, skuId: number, change: Partial<GroupSku>) =>
    changeProducts((current) => current.map((p) => (p.productId === productId ? { ...p, skus: p.skus.map((s) => (s.skuId === skuId ? { ...s, ...change } : s)) } : p)));

  const submit = () => {
    const current = form.getValues();
    if (!failsIn(current, null)) return void page.submit(current);
    void check();
    setTab(failsIn(current, BASIC_FIELDS) ? 'basic' : 'products');
  };

  const next = () => {
    if (!readOnly && failsIn(form.getValues(), BASIC_FIELDS)) {
      void check();
      return;
    }
    setTab('products');
  };

  const setting = dialogs.target('set');
  const settingProduct = setting ? products.find((p) => p.productId === setting.productId) : undefined;

  return (
    <FormPage
      title={title}
      backTo={GROUP_ACTIVITY_PATH}
      className="flex flex-col gap-4 rounded bg-white p-5"
      footerAlign={tab === 'basic' ? 8 : 'start'}
      footer={<StepFooter first={tab === 'basic'} onNext={next} onBack={() => setTab('basic')} onSubmit={readOnly ? undefined : submit} pending={page.pending} />}
      after={
        <>
          {!readOnly && (
            <ProductPickerDialog
              open={dialogs.target('picker') !== null}
              multiple
              onClose={dialogs.close}
              onPick={(picked: PickerProduct[]) => changeProducts((current) => addPicked(current, picked))}
              source={{ kind: 'marketing', marketingType: 2 }}
            />
          )}
          {setting && settingProduct && (
            <GroupSetDialog
              kind={setting.kind}
              product={settingProduct}
              onClose={dialogs.close}
              onApply={(value) => changeProducts((current) => current.map((p) => (p.productId === setting.productId ? (setting.kind === 'price' ? withPrice(p, value) : withQuota(p, value)) : p)))}
            />
          )}
        </>
      }
    >
      <Tabs label={title} tabs={TABS} value={tab} onChange={setTab} variant="boxed" idBase={tabsId} />

      <div {...tabPanelProps(tabsId, 'basic', tab)} className="flex flex-col gap-2">
        <GroupBasicsFields basics={values} errors={errors} readOnly={readOnly} onChange={setBasic} />
      </div>

      <div {...tabPanelProps(tabsId, 'products', tab)} className="flex flex-col gap-3">
        {!readOnly && (
          <div>
            <Button size="sm" variant="primary" onClick={() => dialogs.open('picker', true)}>
              添加商品
            </Button>
          </div>
        )}
        <GroupProductsTable
          products={products}
          errors={errors}
          readOnly={readOnly}
          onRemove={(productId) => void removeProduct(productId)}
          onSet={(kind, productId) => dialogs.open('set', { kind, productId })}
          onSku={updateSku}
        />
        <p role={errors.products ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
          {errors.products}
        </p>
      </div>
    </FormPage>
  );
}
