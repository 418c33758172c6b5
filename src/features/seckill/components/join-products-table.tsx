import { GroupedTable, groupedCell as cell } from '@/components/list/grouped-table';
import { CellInput } from '@/components/ui/cell-input';
import { LinkButton } from '@/components/ui/text-link';
import { yuan } from '@/lib/format';
import { errorKey, type JoinErrors, type JoinProduct, type JoinSku } from '@/features/seckill/model/seckill-join-model';

const HEADERS = ['商品信息', '商品分类', '售价', '库存', '限量', '活动价', '排序', '操作'];

/** Each product's row (its order and removal), then a row per SKU with its 限量 and 活动价. */
export function JoinProductsTable({ products, errors, onRemove, onSort, onSku }: {
  products: readonly JoinProduct[];
  errors: JoinErrors;
  onRemove: (id: number) => void;
  onSort: (id: number, sort: string) => void;
  onSku: (productId: number, attrValueId: number, change: Partial<JoinSku>) => void;
}) {
  return (
    <GroupedTable
      label="秒杀商品"
      headers={HEADERS}
      groups={products}
      groupKey={(p) => p.id}
      groupLabel={(p) => p.name}
      rows={(p) => p.skus}
      rowKey={(s) => s.attrValueId}
      renderGroup={(p) => {
        const productError = errors[errorKey.product(p.id)];
        return (
          <>
            <td className={cell}>
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
            <td className={cell}>{p.categoryName || '-'}</td>
            <td className={cell}>{yuan(p.price)}</td>
            <td className={cell}>{p.stock}</td>
            <td className={cell} />
            <td className={cell} />
            <td className={cell}>
              <CellInput className="w-24" digits={0} maxLength={4} aria-label={`${p.name} 排序`} value={p.sort} error={errors[errorKey.order(p.id)]} onValue={(sort) => onSort(p.id, sort)} />
            </td>
            <td className={cell}>
              <LinkButton danger aria-label={`删除 ${p.name}`} onClick={() => onRemove(p.id)}>
                删除
              </LinkButton>
            </td>
          </>
        );
      }}
      renderRow={(s, p) => (
        <>
          <td className={`${cell} pl-8`}>
            <div className="flex items-center gap-2">
              {s.image && <img src={s.image} alt="" className="size-8 shrink-0 rounded object-cover" />}
              <span className="text-slate-700">规格：{s.sku}</span>
            </div>
          </td>
          <td className={cell} />
          <td className={cell}>{yuan(s.price)}</td>
          <td className={cell}>{s.stock}</td>
          <td className={cell}>
            <CellInput
              digits={0}
              maxLength={8}
              placeholder={`0~${s.stock}`}
              aria-label={`${p.name} ${s.sku} 限量`}
              value={s.quota}
              error={errors[errorKey.quota(p.id, s.attrValueId)]}
              onValue={(quota) => onSku(p.id, s.attrValueId, { quota })}
            />
          </td>
          <td className={cell}>
            <CellInput
              digits={2}
              maxLength={9}
              aria-label={`${p.name} ${s.sku} 活动价`}
              value={s.activityPrice}
              error={errors[errorKey.price(p.id, s.attrValueId)]}
              onValue={(activityPrice) => onSku(p.id, s.attrValueId, { activityPrice })}
            />
          </td>
          <td className={cell} />
          <td className={cell} />
        </>
      )}
    />
  );
}
