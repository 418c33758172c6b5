import { Fragment, useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from '@tanstack/react-router';
import { useAddSeckillProducts, useGetSeckillActivityDetail, useGetSeckillActivityPage } from '@/api/generated/endpoints/seckill/seckill';
import type { PickerProduct, SeckillActivity } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { PageHeader } from '@/components/page-header';
import { ProductPickerDialog } from '@/components/product-picker/product-picker-dialog';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSubmitOnce } from '@/components/use-submit-once';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { activityStatusLabel } from '@/lib/enums';
import { restrictNumberInput, yuan } from '@/lib/format';
import { message } from '@/lib/message';
import { closeTab } from '@/lib/tabs';
import { SeckillBatchDialog } from './seckill-batch-dialog';
import { addPicked, applyBatch, errorKey, MESSAGES, toAddRequest, validateJoin, type JoinErrors, type JoinProduct, type JoinSku } from './seckill-join-model';
import { dateRangeText, quotaText, SECKILL_ACTIVITY_PATH, SECKILL_LIST_PATH, SECKILL_PERMISSIONS, starsText } from './seckill-options';
import { ActivityStatusTag, Sessions } from './seckill-ui';

export const SUBMITTED = '提交成功';
/** The activities offered by 选择活动: one page of this many, those not ended. */
export const ACTIVITY_CHOICES = 100;

type JoinTab = 'basic' | 'products';
const TABS: ReadonlyArray<{ value: JoinTab; label: string }> = [
  { value: 'basic', label: '基础设置' },
  { value: 'products', label: '添加商品' },
];

const selectClass = 'h-8 w-80 rounded border bg-white px-2 text-sm text-slate-800';
const cellClass = 'px-3 py-2 align-top';

/** The activity of the address, when it is a positive id. */
function activityParam(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * 参加秒杀活动 (/marketing/seckill/creatActivity/{activityId?}) and 添加秒杀商品
 * (/marketing/seckill/creatSeckill/{activityId?}): the same form, started from an activity or not.
 */
export function SeckillJoinPage() {
  const params: { activityId?: string } = useParams({ strict: false });
  const pathname = useLocation({ select: (l) => l.pathname });
  const fromActivity = pathname.includes('/creatActivity');
  // Another activity in the address is another form.
  return <JoinForm key={pathname} pathname={pathname} title={fromActivity ? '参加秒杀活动' : '添加秒杀商品'} backTo={fromActivity ? SECKILL_ACTIVITY_PATH : SECKILL_LIST_PATH} initialActivity={activityParam(params.activityId)} />;
}

function JoinForm({ pathname, title, backTo, initialActivity }: { pathname: string; title: string; backTo: string; initialActivity: number | null }) {
  const ids = { activity: useId(), tabs: useId() };
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<JoinTab>('basic');
  const [activityId, setActivityId] = useState<number | null>(initialActivity);
  const [products, setProducts] = useState<JoinProduct[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [picking, setPicking] = useState(false);
  const [batching, setBatching] = useState(false);

  const canDetail = usePermission(SECKILL_PERMISSIONS.activityDetail);
  const activities = useGetSeckillActivityPage({ page: 1, limit: ACTIVITY_CHOICES });
  const choices = (activities.data?.list ?? []).filter((a) => a.status !== 2);
  // An activity of the address that has ended (or is unknown) is not chosen.
  const chosen = activityId !== null && choices.some((a) => a.id === activityId) ? activityId : null;
  const detail = useGetSeckillActivityDetail(chosen ?? 0, undefined, { query: { enabled: chosen !== null && canDetail } });
  const joined = chosen !== null ? (detail.data?.productIds ?? []) : [];
  const activity: SeckillActivity | undefined = detail.data?.activity ?? choices.find((a) => a.id === chosen);

  const add = useAddSeckillProducts();
  const leaveGuard = useUnsavedChanges(products.length > 0);

  const allErrors = validateJoin(chosen, products, joined);
  // Rule messages wait for the first 提交 (or 下一步); a product already in the activity is flagged at once.
  const errors: JoinErrors = submitted ? allErrors : Object.fromEntries(Object.entries(allErrors).filter(([key]) => key.startsWith('product:')));

  const updateProduct = (id: number, change: (p: JoinProduct) => JoinProduct) => setProducts((current) => current.map((p) => (p.id === id ? change(p) : p)));
  const updateSku = (productId: number, attrValueId: number, change: Partial<JoinSku>) =>
    updateProduct(productId, (p) => ({ ...p, skus: p.skus.map((s) => (s.attrValueId === attrValueId ? { ...s, ...change } : s)) }));

  const openPicker = () => {
    if (chosen === null) {
      message.warning(MESSAGES.activity);
      setTab('basic');
      return;
    }
    setPicking(true);
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
    await queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/admin/merchant/seckill') });
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

        <div role="tabpanel" id={`${ids.tabs}-basic-panel`} aria-labelledby={`${ids.tabs}-basic`} hidden={tab !== 'basic'} className="flex flex-col gap-4">
          <div className="grid grid-cols-[8rem_1fr] items-start gap-x-3">
            <label htmlFor={ids.activity} className="pt-1.5 text-right text-sm text-slate-600 before:mr-0.5 before:text-danger before:content-['*']">
              选择活动
            </label>
            <div>
              <select
                id={ids.activity}
                className={`${selectClass} ${errors.activity ? 'border-danger' : 'border-slate-300'}`}
                value={chosen ?? ''}
                aria-invalid={Boolean(errors.activity) || undefined}
                aria-describedby={`${ids.activity}-error`}
                disabled={activities.isLoading}
                onChange={(e) => setActivityId(e.target.value === '' ? null : Number(e.target.value))}
              >
                <option value="">{activities.isLoading ? '加载中…' : '请选择活动'}</option>
                {choices.map((a) => (
                  <option key={a.id} value={a.id}>
                    {`${a.name}（${activityStatusLabel(a.status)}）`}
                  </option>
                ))}
              </select>
              <p id={`${ids.activity}-error`} role={errors.activity ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
                {errors.activity ?? (activities.isSuccess ? <ChoiceHint none={choices.length === 0} gone={activityId !== null && chosen === null} /> : null)}
              </p>
            </div>
          </div>
          {chosen !== null &&
            (activity ? (
              <ActivityFacts activity={activity} />
            ) : (
              <QueryState query={detail}>
                {null}
              </QueryState>
            ))}
          {activities.isError && (
            <QueryState query={activities}>
              {null}
            </QueryState>
          )}
          <div className="flex gap-3 border-t border-slate-100 pt-4 pl-35">
            <Button variant="primary" onClick={next}>
              下一步
            </Button>
          </div>
        </div>

        <div role="tabpanel" id={`${ids.tabs}-products-panel`} aria-labelledby={`${ids.tabs}-products`} hidden={tab !== 'products'} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" variant="primary" onClick={openPicker} loading={chosen !== null && canDetail && detail.isLoading}>
              添加商品
            </Button>
            <Button size="sm" disabled={products.length === 0} onClick={() => setBatching(true)}>
              批量设置
            </Button>
            {activity && <span className="text-xs text-slate-500">活动：{activity.name}</span>}
          </div>
          <ProductsTable products={products} errors={errors} onRemove={(id) => setProducts((current) => current.filter((p) => p.id !== id))} onSort={(id, sort) => updateProduct(id, (p) => ({ ...p, sort }))} onSku={updateSku} />
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
      <ProductPickerDialog open={picking} multiple onClose={() => setPicking(false)} onPick={onPick} source={{ kind: 'marketing', activityId: chosen ?? undefined, marketingType: 1 }} />
      {batching && <SeckillBatchDialog onClose={() => setBatching(false)} onApply={(values) => setProducts((current) => applyBatch(current, values))} />}
    </div>
  );
}

/** Why nothing is chosen: no activity can be joined, or the one of the address has ended. */
function ChoiceHint({ none, gone }: { none: boolean; gone: boolean }) {
  if (none) return <span className="text-slate-500">暂无可参加的活动</span>;
  if (gone) return <span className="text-slate-500">该活动已结束或不存在，请重新选择</span>;
  return null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-x-3 text-sm">
      <dt className="text-right text-slate-500">{label}：</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

/** The chosen activity's rules: when it runs and what it allows. */
function ActivityFacts({ activity }: { activity: SeckillActivity }) {
  return (
    <dl aria-label="活动信息" className="flex flex-col gap-2">
      <Fact label="活动名称">{activity.name}</Fact>
      <Fact label="活动状态">
        <ActivityStatusTag status={activity.status} />
      </Fact>
      <Fact label="活动日期">{dateRangeText(activity)}</Fact>
      <Fact label="活动时间">
        <Sessions times={activity.timeList} />
      </Fact>
      <Fact label="单次限购">{quotaText(activity.oneQuota)}</Fact>
      <Fact label="活动限购">{quotaText(activity.allQuota)}</Fact>
      <Fact label="商品分类">{activity.productCategoryNames || '-'}</Fact>
      <Fact label="商家星级">{starsText(activity.merStars)}</Fact>
    </dl>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} role="alert" className="mt-0.5 text-xs leading-4 text-danger">
      {error}
    </p>
  ) : null;
}

const HEADERS = ['商品信息', '商品分类', '售价', '库存', '限量', '活动价', '排序', '操作'];

/** Each product's row (its order and removal), then a row per SKU with its 限量 and 活动价. */
function ProductsTable({ products, errors, onRemove, onSort, onSku }: {
  products: readonly JoinProduct[];
  errors: JoinErrors;
  onRemove: (id: number) => void;
  onSort: (id: number, sort: string) => void;
  onSku: (productId: number, attrValueId: number, change: Partial<JoinSku>) => void;
}) {
  const base = useId();
  return (
    <div tabIndex={0} className="overflow-x-auto rounded border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary">
      <table aria-label="秒杀商品" className="w-full min-w-max text-left text-sm">
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
            products.map((p) => {
              const sortId = `${base}-sort-${p.id}`;
              const sortError = errors[errorKey.order(p.id)];
              const productError = errors[errorKey.product(p.id)];
              return (
                <Fragment key={p.id}>
                  <tr className="border-t border-slate-200 bg-slate-50/60" aria-label={p.name}>
                    <td className={cellClass}>
                      <div className="flex items-center gap-2">
                        <img src={p.image} alt="" className="size-10 shrink-0 rounded object-cover" />
                        <span className="max-w-64 break-words whitespace-normal font-medium text-slate-800">{p.name}</span>
                      </div>
                      {productError && (
                        <p role="alert" className="mt-1 text-xs text-danger">
                          {productError}
                        </p>
                      )}
                    </td>
                    <td className={cellClass}>{p.categoryName || '-'}</td>
                    <td className={cellClass}>{yuan(p.price)}</td>
                    <td className={cellClass}>{p.stock}</td>
                    <td className={cellClass} />
                    <td className={cellClass} />
                    <td className={cellClass}>
                      <Input
                        className="w-24"
                        inputMode="numeric"
                        maxLength={4}
                        aria-label={`${p.name} 排序`}
                        value={p.sort}
                        invalid={Boolean(sortError)}
                        aria-describedby={sortError ? `${sortId}-error` : undefined}
                        onChange={(e) => onSort(p.id, restrictNumberInput(e.target.value, 0))}
                      />
                      <FieldError id={`${sortId}-error`} error={sortError} />
                    </td>
                    <td className={cellClass}>
                      <Button size="sm" variant="text" className="!px-0 !text-red-700" aria-label={`删除 ${p.name}`} onClick={() => onRemove(p.id)}>
                        删除
                      </Button>
                    </td>
                  </tr>
                  {p.skus.map((s) => {
                    const quotaId = `${base}-quota-${p.id}-${s.attrValueId}`;
                    const priceId = `${base}-price-${p.id}-${s.attrValueId}`;
                    const quotaError = errors[errorKey.quota(p.id, s.attrValueId)];
                    const priceError = errors[errorKey.price(p.id, s.attrValueId)];
                    return (
                      <tr key={s.attrValueId} className="border-t border-slate-100">
                        <td className={`${cellClass} pl-8`}>
                          <div className="flex items-center gap-2">
                            {s.image && <img src={s.image} alt="" className="size-8 shrink-0 rounded object-cover" />}
                            <span className="text-slate-700">规格：{s.sku}</span>
                          </div>
                        </td>
                        <td className={cellClass} />
                        <td className={cellClass}>{yuan(s.price)}</td>
                        <td className={cellClass}>{s.stock}</td>
                        <td className={cellClass}>
                          <Input
                            className="w-28"
                            inputMode="numeric"
                            maxLength={8}
                            placeholder={`0~${s.stock}`}
                            aria-label={`${p.name} ${s.sku} 限量`}
                            value={s.quota}
                            invalid={Boolean(quotaError)}
                            aria-describedby={quotaError ? `${quotaId}-error` : undefined}
                            onChange={(e) => onSku(p.id, s.attrValueId, { quota: restrictNumberInput(e.target.value, 0) })}
                          />
                          <FieldError id={`${quotaId}-error`} error={quotaError} />
                        </td>
                        <td className={cellClass}>
                          <Input
                            className="w-28"
                            inputMode="decimal"
                            maxLength={9}
                            aria-label={`${p.name} ${s.sku} 活动价`}
                            value={s.activityPrice}
                            invalid={Boolean(priceError)}
                            aria-describedby={priceError ? `${priceId}-error` : undefined}
                            onChange={(e) => onSku(p.id, s.attrValueId, { activityPrice: restrictNumberInput(e.target.value, 2) })}
                          />
                          <FieldError id={`${priceId}-error`} error={priceError} />
                        </td>
                        <td className={cellClass} />
                        <td className={cellClass} />
                      </tr>
                    );
                  })}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
