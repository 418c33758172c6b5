import { Fragment, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { restrictNumberInput, yuan } from '@/lib/format';
import { errorKey, type JoinErrors, type JoinProduct, type JoinSku } from '@/features/seckill/model/seckill-join-model';

const cellClass = 'px-3 py-2 align-top';

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} role="alert" className="mt-0.5 text-xs leading-4 text-danger">
      {error}
    </p>
  ) : null;
}

const HEADERS = ['商品信息', '商品分类', '售价', '库存', '限量', '活动价', '排序', '操作'];

/** Each product's row (its order and removal), then a row per SKU with its 限量 and 活动价. */
export function JoinProductsTable({ products, errors, onRemove, onSort, onSku }: {
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
