import { useId, useState } from 'react';
import { getRouteApi, useLocation, useNavigate } from '@tanstack/react-router';
import { useGetGroupBuyActivityInfo, useSaveGroupBuyActivity, useUpdateGroupBuyActivity } from '@/api/generated/endpoints/group-buy/group-buy';
import type { PickerProduct } from '@/api/generated/model';
import { Tabs, tabPanelProps } from '@/components/ui/tabs';
import { confirm } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { ProductPickerDialog } from '@/components/product-picker/product-picker';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useDialogs } from '@/components/use-dialogs';
import { useSubmitOnce } from '@/components/use-submit-once';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { message } from '@/lib/message';
import { closeTab } from '@/lib/tabs';
import { GroupBasicsFields } from '@/features/groupbuy/components/group-basics-fields';
import { GroupProductsTable } from '@/features/groupbuy/components/group-products-table';
import { GroupSetDialog, type SetKind } from '@/features/groupbuy/dialogs/group-set-dialog';
import { GROUP_FORM_TITLES, GROUP_INFO_QUERY, groupFormMode, type GroupFormMode } from '@/features/groupbuy/model/group-form-mode';
import {
  addPicked,
  basicsOf,
  emptyBasics,
  productsOf,
  toRequest,
  validateBasics,
  validateProducts,
  withPrice,
  withQuota,
  type GroupBasics,
  type GroupErrors,
  type GroupProduct,
  type GroupSku,
} from '@/features/groupbuy/model/groupbuy-form-model';
import { GROUP_ACTIVITY_PATH, GROUP_REVIEW_PATH } from '@/features/groupbuy/model/groupbuy-options';
import { useRefreshGroupbuy } from '@/features/groupbuy/model/use-refresh-groupbuy';

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

  if (mode === 'create') return <GroupForm key="create" mode="create" initialBasics={emptyBasics()} initialProducts={[]} />;
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
  return <GroupForm key={`${mode}-${id}`} mode={mode} activityId={mode === 'edit' ? id : undefined} initialBasics={basicsOf(data)} initialProducts={productsOf(data.productList)} />;
}

function GroupForm({ mode, activityId, initialBasics, initialProducts }: { mode: GroupFormMode; activityId?: number; initialBasics: GroupBasics; initialProducts: GroupProduct[] }) {
  const tabsId = useId();
  const title = GROUP_FORM_TITLES[mode];
  const readOnly = mode === 'info';
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  const refresh = useRefreshGroupbuy();
  const [tab, setTab] = useState<FormTab>('basic');
  const [basics, setBasics] = useState(initialBasics);
  const [products, setProducts] = useState(initialProducts);
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const dialogs = useDialogs<{ picker: true; set: { kind: SetKind; productId: number } }>();

  const save = useSaveGroupBuyActivity();
  const update = useUpdateGroupBuyActivity();
  const leaveGuard = useUnsavedChanges(touched && !readOnly);

  const basicErrors = validateBasics(basics);
  const productErrors = validateProducts(products);
  const errors: GroupErrors = submitted ? { ...basicErrors, ...productErrors } : {};

  const setBasic = <K extends keyof GroupBasics>(key: K, value: GroupBasics[K]) => {
    setTouched(true);
    setBasics((current) => ({ ...current, [key]: value }));
  };
  const changeProducts = (change: (current: GroupProduct[]) => GroupProduct[]) => {
    setTouched(true);
    setProducts(change);
  };
  const removeProduct = async (productId: number) => {
    if (await confirm({ message: REMOVE_PRODUCT_QUESTION })) changeProducts((current) => current.filter((p) => p.productId !== productId));
  };
  const updateSku = (productId: number, skuId: number, change: Partial<GroupSku>) =>
    changeProducts((current) => current.map((p) => (p.productId === productId ? { ...p, skus: p.skus.map((s) => (s.skuId === skuId ? { ...s, ...change } : s)) } : p)));

  const submit = useSubmitOnce(async () => {
    setSubmitted(true);
    const basicFound = validateBasics(basics);
    const productFound = validateProducts(products);
    if (Object.keys(basicFound).length > 0) {
      setTab('basic');
      return false;
    }
    if (Object.keys(productFound).length > 0) {
      setTab('products');
      return false;
    }
    try {
      const data = toRequest(basics, products, activityId);
      await (activityId !== undefined ? update.mutateAsync({ data }) : save.mutateAsync({ data }));
    } catch {
      // The HTTP client showed the server's message; everything typed stays for another try.
      return false;
    }
    message.success(SUBMITTED);
    await refresh();
    leaveGuard.release();
    closeTab(pathname, '');
    // The activity waits for the platform's review.
    await navigate({ href: GROUP_REVIEW_PATH });
    return true;
  });

  const next = () => {
    if (!readOnly && Object.keys(basicErrors).length > 0) {
      setSubmitted(true);
      return;
    }
    setTab('products');
  };

  const setting = dialogs.target('set');
  const settingProduct = setting ? products.find((p) => p.productId === setting.productId) : undefined;

  return (
    <div className="flex flex-col gap-3">
      <PageHeader title={title} backTo={GROUP_ACTIVITY_PATH} />
      <section aria-label={title} className="flex flex-col gap-4 rounded bg-white p-5">
        <Tabs label={title} tabs={TABS} value={tab} onChange={setTab} variant="boxed" idBase={tabsId} />

        <div {...tabPanelProps(tabsId, 'basic', tab)} className="flex flex-col gap-2">
          <GroupBasicsFields basics={basics} errors={errors} readOnly={readOnly} onChange={setBasic} />
          <div className="flex gap-3 border-t border-slate-100 pt-4 pl-35">
            <Button variant="primary" onClick={next}>
              下一步
            </Button>
          </div>
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
          <div className="flex gap-3 border-t border-slate-100 pt-4">
            <Button onClick={() => setTab('basic')}>上一步</Button>
            {!readOnly && (
              <Button variant="primary" loading={save.isPending || update.isPending} onClick={() => void submit()}>
                提交
              </Button>
            )}
          </div>
        </div>
      </section>
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
    </div>
  );
}
