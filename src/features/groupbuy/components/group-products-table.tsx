import { Fragment, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { restrictNumberInput, yuan } from '@/lib/format';
import type { SetKind } from '@/features/groupbuy/dialogs/group-set-dialog';
import { errorKey, type GroupErrors, type GroupProduct, type GroupSku } from '@/features/groupbuy/model/groupbuy-form-model';

const cellClass = 'px-3 py-2 align-top';

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} role="alert" className="mt-0.5 text-xs leading-4 text-danger">
      {error}
    </p>
  ) : null;
}

const HEADERS = ['图片', '规格', '商品编码', '售价', '剩余库存', '拼团价（元）', '拼团限量', '操作'];

/** Each product's row (its 设置拼团价 / 设置拼团限量 and removal), then a row per SKU with its inputs. */
export function GroupProductsTable({ products, errors, readOnly, onRemove, onSet, onSku }: {
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
