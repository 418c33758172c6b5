import { Fragment, useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useLocation, useNavigate } from '@tanstack/react-router';
import { useGetGroupBuyActivityInfo, useSaveGroupBuyActivity, useUpdateGroupBuyActivity } from '@/api/generated/endpoints/group-buy/group-buy';
import type { PickerProduct } from '@/api/generated/model';
import { PageHeader } from '@/components/page-header';
import { ProductPickerDialog } from '@/components/product-picker/product-picker-dialog';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { StatusSwitch } from '@/components/ui/status-switch';
import { useSubmitOnce } from '@/components/use-submit-once';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { restrictNumberInput, yuan } from '@/lib/format';
import { message } from '@/lib/message';
import { closeTab } from '@/lib/tabs';
import { GroupSetDialog, type SetKind } from './group-set-dialog';
import {
  addPicked,
  basicsOf,
  emptyBasics,
  errorKey,
  NAME_MAX,
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
} from './groupbuy-form-model';
import { GROUP_ACTIVITY_PATH, GROUP_QUERY_PREFIX, GROUP_REVIEW_PATH } from './groupbuy-options';

const route = getRouteApi('/_authed/_permitted/marketing/group/createGroup/{-$activityId}/{-$type}');

export const SUBMITTED = '提交成功';

export type GroupFormMode = 'create' | 'edit' | 'copy' | 'info';

export const GROUP_FORM_TITLES: Record<GroupFormMode, string> = {
  create: '添加拼团活动',
  edit: '编辑拼团活动',
  copy: '复制拼团活动',
  info: '拼团活动详情',
};

/** The form's mode and activity from the address: no (valid) id is a new activity. */
export function groupFormMode(params: { activityId?: string; type?: string }): { mode: GroupFormMode; id: number } {
  const id = Number(params.activityId);
  if (!Number.isInteger(id) || id <= 0) return { mode: 'create', id: 0 };
  if (params.type === 'copy') return { mode: 'copy', id };
  if (params.type === 'info') return { mode: 'info', id };
  return { mode: 'edit', id };
}

type FormTab = 'basic' | 'products';
const TABS: ReadonlyArray<{ value: FormTab; label: string }> = [
  { value: 'basic', label: '基础设置' },
  { value: 'products', label: '添加商品' },
];

const cellClass = 'px-3 py-2 align-top';

/** /marketing/group/createGroup/{activityId?}/{type?}: adds, edits, copies or shows a group-buy activity. */
export function GroupFormPage() {
  const params = route.useParams();
  const { mode, id } = groupFormMode(params);
  const info = useGetGroupBuyActivityInfo({ id }, { query: { enabled: mode !== 'create', gcTime: 0 } });

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
  const ids = { tabs: useId(), field: useId() };
  const title = GROUP_FORM_TITLES[mode];
  const readOnly = mode === 'info';
  const navigate = useNavigate();
  const pathname = useLocation({ select: (l) => l.pathname });
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<FormTab>('basic');
  const [basics, setBasics] = useState(initialBasics);
  const [products, setProducts] = useState(initialProducts);
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [picking, setPicking] = useState(false);
  const [setting, setSetting] = useState<{ kind: SetKind; productId: number } | null>(null);

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
    await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(GROUP_QUERY_PREFIX) });
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

  const settingProduct = setting ? products.find((p) => p.productId === setting.productId) : undefined;
  const fieldId = (key: string) => `${ids.field}-${key}`;
  const numberBox = (key: 'buyCount' | 'validHour' | 'allQuota' | 'oncQuota', placeholder: string, maxLength: number) => (
    <Input
      id={fieldId(key)}
      className="w-56"
      inputMode="numeric"
      maxLength={maxLength}
      placeholder={placeholder}
      disabled={readOnly}
      value={basics[key]}
      invalid={Boolean(errors[key])}
      aria-describedby={`${fieldId(key)}-error`}
      onChange={(e) => setBasic(key, restrictNumberInput(e.target.value, 0))}
    />
  );

  return (
    <div className="flex flex-col gap-3">
      <PageHeader title={title} backTo={GROUP_ACTIVITY_PATH} />
      <section aria-label={title} className="flex flex-col gap-4 rounded bg-white p-5">
        <div role="tablist" aria-label={title} className="flex gap-1 border-b border-slate-200">
          {TABS.map((t) => (
            <button
              key={t.value}
              id={`${ids.tabs}-${t.value}`}
              type="button"
              role="tab"
              aria-selected={tab === t.value}
              aria-controls={`${ids.tabs}-${t.value}-panel`}
              onClick={() => setTab(t.value)}
              className={`-mb-px border-b-2 px-4 py-2 text-sm ${tab === t.value ? 'border-primary text-primary-active' : 'border-transparent text-slate-600 hover:text-primary'}`}
            >
              {t.label}
            </button>
          ))}
        </div>

        <div role="tabpanel" id={`${ids.tabs}-basic-panel`} aria-labelledby={`${ids.tabs}-basic`} hidden={tab !== 'basic'} className="flex flex-col gap-2">
          <Row id={fieldId('groupName')} label="活动名称" required error={errors.groupName}>
            <Input
              id={fieldId('groupName')}
              className="w-96"
              maxLength={NAME_MAX}
              placeholder="请输入活动名称"
              disabled={readOnly}
              value={basics.groupName}
              invalid={Boolean(errors.groupName)}
              aria-describedby={`${fieldId('groupName')}-error`}
              onChange={(e) => setBasic('groupName', e.target.value)}
            />
          </Row>
          <Row id={fieldId('startTime')} label="活动时间" required error={errors.startTime ?? errors.endTime}>
            <div className="flex flex-wrap items-center gap-2">
              <Input
                id={fieldId('startTime')}
                type="datetime-local"
                step={1}
                className="w-56"
                aria-label="活动开始时间"
                disabled={readOnly}
                value={basics.startTime}
                invalid={Boolean(errors.startTime)}
                aria-describedby={`${fieldId('startTime')}-error`}
                onChange={(e) => setBasic('startTime', e.target.value)}
              />
              <span className="text-sm text-slate-500">至</span>
              <Input
                type="datetime-local"
                step={1}
                className="w-56"
                aria-label="活动结束时间"
                disabled={readOnly}
                value={basics.endTime}
                invalid={Boolean(errors.endTime)}
                aria-describedby={`${fieldId('startTime')}-error`}
                onChange={(e) => setBasic('endTime', e.target.value)}
              />
            </div>
          </Row>
          <Row id={fieldId('buyCount')} label="成团人数" required error={errors.buyCount} hint="2~10000人">
            {numberBox('buyCount', '请输入成团人数', 5)}
          </Row>
          <Row id={fieldId('validHour')} label="成团有效期" required error={errors.validHour} hint="小时，0~240；开团后在有效期内未成团则拼团失败">
            {numberBox('validHour', '请输入成团有效期', 3)}
          </Row>
          <Row id={fieldId('allQuota')} label="活动限购" required error={errors.allQuota} hint="每人在活动期间最多购买件数，0为不限">
            {numberBox('allQuota', '请输入活动限购', 5)}
          </Row>
          <Row id={fieldId('oncQuota')} label="单次限购" required error={errors.oncQuota} hint="每人每次最多购买件数，0为不限">
            {numberBox('oncQuota', '请输入单次限购', 5)}
          </Row>
          <Row id={fieldId('showGroup')} label="凑团" hint="开启后，商品详情页展示未成团的团，用户可直接参团">
            <StatusSwitch id={fieldId('showGroup')} label="凑团" checked={basics.showGroup} disabled={readOnly} onToggle={() => setBasic('showGroup', !basics.showGroup)} />
          </Row>
          <Row id={fieldId('fictiStatus')} label="虚拟成团" hint="开启后，有效期内未成团的团到期自动成团">
            <StatusSwitch id={fieldId('fictiStatus')} label="虚拟成团" checked={basics.fictiStatus} disabled={readOnly} onToggle={() => setBasic('fictiStatus', !basics.fictiStatus)} />
          </Row>
          <div className="flex gap-3 border-t border-slate-100 pt-4 pl-35">
            <Button variant="primary" onClick={next}>
              下一步
            </Button>
          </div>
        </div>

        <div role="tabpanel" id={`${ids.tabs}-products-panel`} aria-labelledby={`${ids.tabs}-products`} hidden={tab !== 'products'} className="flex flex-col gap-3">
          {!readOnly && (
            <div>
              <Button size="sm" variant="primary" onClick={() => setPicking(true)}>
                添加商品
              </Button>
            </div>
          )}
          <ProductsTable
            products={products}
            errors={errors}
            readOnly={readOnly}
            onRemove={(productId) => changeProducts((current) => current.filter((p) => p.productId !== productId))}
            onSet={(kind, productId) => setSetting({ kind, productId })}
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
          open={picking}
          multiple
          onClose={() => setPicking(false)}
          onPick={(picked: PickerProduct[]) => changeProducts((current) => addPicked(current, picked))}
          source={{ kind: 'marketing', marketingType: 2 }}
        />
      )}
      {setting && settingProduct && (
        <GroupSetDialog
          kind={setting.kind}
          product={settingProduct}
          onClose={() => setSetting(null)}
          onApply={(value) => changeProducts((current) => current.map((p) => (p.productId === setting.productId ? (setting.kind === 'price' ? withPrice(p, value) : withQuota(p, value)) : p)))}
        />
      )}
    </div>
  );
}

/** A labelled row of 基础设置: the label, the control, and its error or hint. */
function Row({ id, label, required = false, error, hint, children }: { id: string; label: string; required?: boolean; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] items-start gap-x-3">
      <label htmlFor={id} className={`pt-1.5 text-right text-sm text-slate-600 ${required ? "before:mr-0.5 before:text-danger before:content-['*']" : ''}`}>
        {label}
      </label>
      <div>
        {children}
        <p id={`${id}-error`} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-5 text-danger">
          {error ?? (hint ? <span className="text-slate-500">{hint}</span> : null)}
        </p>
      </div>
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} role="alert" className="mt-0.5 text-xs leading-4 text-danger">
      {error}
    </p>
  ) : null;
}

const HEADERS = ['图片', '规格', '商品编码', '售价', '剩余库存', '拼团价（元）', '拼团限量', '操作'];

/** Each product's row (its 设置拼团价 / 设置拼团限量 and removal), then a row per SKU with its inputs. */
function ProductsTable({ products, errors, readOnly, onRemove, onSet, onSku }: {
  products: readonly GroupProduct[];
  errors: GroupErrors;
  readOnly: boolean;
  onRemove: (productId: number) => void;
  onSet: (kind: SetKind, productId: number) => void;
  onSku: (productId: number, skuId: number, change: Partial<GroupSku>) => void;
}) {
  const base = useId();
  return (
    <div tabIndex={0} className="overflow-x-auto rounded border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary">
      <table aria-label="拼团商品" className="w-full min-w-max text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-3 py-2.5 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.length === 0 ? (
            <tr>
              <td colSpan={HEADERS.length} className="px-3 py-10 text-center text-sm text-slate-500">
                请添加商品
              </td>
            </tr>
          ) : (
            products.map((p) => (
              <Fragment key={p.productId}>
                <tr className="border-t border-slate-200 bg-slate-50/60" aria-label={p.name}>
                  <td colSpan={5} className={cellClass}>
                    <div className="flex items-center gap-2">
                      <img src={p.image} alt="" className="size-10 shrink-0 rounded object-cover" />
                      <span className="max-w-96 break-words whitespace-normal font-medium text-slate-800">{p.name}</span>
                      <span className="text-slate-500">售价：{yuan(p.price)}</span>
                    </div>
                  </td>
                  <td className={cellClass}>
                    {!readOnly && (
                      <Button size="sm" variant="text" className="!px-0" aria-label={`设置拼团价 ${p.name}`} onClick={() => onSet('price', p.productId)}>
                        设置拼团价
                      </Button>
                    )}
                  </td>
                  <td className={cellClass}>
                    {!readOnly && (
                      <Button size="sm" variant="text" className="!px-0" aria-label={`设置拼团限量 ${p.name}`} onClick={() => onSet('quota', p.productId)}>
                        设置拼团限量
                      </Button>
                    )}
                  </td>
                  <td className={cellClass}>
                    {!readOnly && (
                      <Button size="sm" variant="text" className="!px-0 !text-red-700" aria-label={`删除 ${p.name}`} onClick={() => onRemove(p.productId)}>
                        删除
                      </Button>
                    )}
                  </td>
                </tr>
                {p.skus.map((s) => {
                  const priceId = `${base}-price-${p.productId}-${s.skuId}`;
                  const quotaId = `${base}-quota-${p.productId}-${s.skuId}`;
                  const priceError = errors[errorKey.price(p.productId, s.skuId)];
                  const quotaError = errors[errorKey.quota(p.productId, s.skuId)];
                  return (
                    <tr key={s.skuId} className="border-t border-slate-100">
                      <td className={`${cellClass} pl-6`}>{s.image ? <img src={s.image} alt="" className="size-8 rounded object-cover" /> : '-'}</td>
                      <td className={cellClass}>{s.sku}</td>
                      <td className={cellClass}>{s.barCode || '-'}</td>
                      <td className={cellClass}>{yuan(s.price)}</td>
                      <td className={cellClass}>{s.stock}</td>
                      <td className={cellClass}>
                        <Input
                          className="w-28"
                          inputMode="decimal"
                          maxLength={9}
                          disabled={readOnly}
                          aria-label={`${p.name} ${s.sku} 拼团价`}
                          value={s.activePrice}
                          invalid={Boolean(priceError)}
                          aria-describedby={priceError ? `${priceId}-error` : undefined}
                          onChange={(e) => onSku(p.productId, s.skuId, { activePrice: restrictNumberInput(e.target.value, 2) })}
                        />
                        <FieldError id={`${priceId}-error`} error={priceError} />
                      </td>
                      <td className={cellClass}>
                        <Input
                          className="w-28"
                          inputMode="numeric"
                          maxLength={8}
                          placeholder={`0~${s.stock}`}
                          disabled={readOnly}
                          aria-label={`${p.name} ${s.sku} 拼团限量`}
                          value={s.quotaShow}
                          invalid={Boolean(quotaError)}
                          aria-describedby={quotaError ? `${quotaId}-error` : undefined}
                          onChange={(e) => onSku(p.productId, s.skuId, { quotaShow: restrictNumberInput(e.target.value, 0) })}
                        />
                        <FieldError id={`${quotaId}-error`} error={quotaError} />
                      </td>
                      <td className={cellClass} />
                    </tr>
                  );
                })}
              </Fragment>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
