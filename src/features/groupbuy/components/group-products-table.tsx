import { GroupedTable, groupedCell as cell } from '@/components/list/grouped-table';
import { CellInput } from '@/components/ui/cell-input';
import { LinkButton } from '@/components/ui/text-link';
import { yuan } from '@/lib/format';
import type { SetKind } from '@/features/groupbuy/dialogs/group-set-dialog';
import { errorKey, type GroupErrors, type GroupProduct, type GroupSku } from '@/features/groupbuy/model/groupbuy-form-model';

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
  return (
    <GroupedTable
      label="拼团商品"
      headers={HEADERS}
      groups={products}
      groupKey={(p) => p.productId}
      groupLabel={(p) => p.name}
      rows={(p) => p.skus}
      rowKey={(s) => s.skuId}
      renderGroup={(p) => (
        <>
          <td colSpan={5} className={cell}>
            <div className="flex items-center gap-2">
              <img src={p.image} alt="" className="size-10 shrink-0 rounded object-cover" />
              <span className="max-w-96 break-words whitespace-normal font-medium text-slate-800">{p.name}</span>
              <span className="text-slate-500">售价：{yuan(p.price)}</span>
            </div>
          </td>
          <td className={cell}>
            {!readOnly && (
              <LinkButton aria-label={`设置拼团价 ${p.name}`} onClick={() => onSet('price', p.productId)}>
                设置拼团价
              </LinkButton>
            )}
          </td>
          <td className={cell}>
            {!readOnly && (
              <LinkButton aria-label={`设置拼团限量 ${p.name}`} onClick={() => onSet('quota', p.productId)}>
                设置拼团限量
              </LinkButton>
            )}
          </td>
          <td className={cell}>
            {!readOnly && (
              <LinkButton danger aria-label={`删除 ${p.name}`} onClick={() => onRemove(p.productId)}>
                删除
              </LinkButton>
            )}
          </td>
        </>
      )}
      renderRow={(s, p) => (
        <>
          <td className={`${cell} pl-6`}>{s.image ? <img src={s.image} alt="" className="size-8 rounded object-cover" /> : '-'}</td>
          <td className={cell}>{s.sku}</td>
          <td className={cell}>{s.barCode || '-'}</td>
          <td className={cell}>{yuan(s.price)}</td>
          <td className={cell}>{s.stock}</td>
          <td className={cell}>
            <CellInput
              digits={2}
              maxLength={9}
              disabled={readOnly}
              aria-label={`${p.name} ${s.sku} 拼团价`}
              value={s.activePrice}
              error={errors[errorKey.price(p.productId, s.skuId)]}
              onValue={(activePrice) => onSku(p.productId, s.skuId, { activePrice })}
            />
          </td>
          <td className={cell}>
            <CellInput
              digits={0}
              maxLength={8}
              placeholder={`0~${s.stock}`}
              disabled={readOnly}
              aria-label={`${p.name} ${s.sku} 拼团限量`}
              value={s.quotaShow}
              error={errors[errorKey.quota(p.productId, s.skuId)]}
              onValue={(quotaShow) => onSku(p.productId, s.skuId, { quotaShow })}
            />
          </td>
          <td className={cell} />
        </>
      )}
    />
  );
}
