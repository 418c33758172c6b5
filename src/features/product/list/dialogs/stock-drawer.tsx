import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useAddProductStock, useGetProductInfo } from '@/api/generated/endpoints/product/product';
import { addProductStockBodyAttrValueListItemStockMax as addMax } from '@/api/generated-zod/product/product.zod';
import type { ProductInfo } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { awaiting } from '@/components/list/use-list-page';
import { Drawer } from '@/components/ui/drawer';
import { Input } from '@/components/ui/input';
import { TextLink } from '@/components/ui/text-link';
import { LIST_DEFAULTS } from '@/components/list/list-search';
import { FormDrawer } from '@/components/form/form-drawer';
import { useFormPage } from '@/components/form/use-form-page';
import { restrictNumberInput, yuan } from '@/lib/format';
import { freshOnOpen, skuLabel } from '@/features/product/list/model/sku';

export const STOCK_DRAWER_WIDTH = 1280;

const ADD_MESSAGE = `增加库存须为0-${addMax}之间的整数`;

export const stockSchema = z.object({
  adds: z
    .array(z.object({ value: z.string().trim().regex(/^\d*$/, ADD_MESSAGE).refine((v) => v === '' || Number(v) <= addMax, ADD_MESSAGE) }))
    .refine((rows) => rows.some((r) => Number(r.value) > 0), '请输入增加的库存'),
});
type StockValues = z.input<typeof stockSchema>;

/**
 * 编辑库存: the product's SKUs read-only, each with an 增加库存 box; only the stock added is sent. A card-secret
 * product's stock is its libraries' unused card secrets (the backend refuses to add to it): its SKUs link
 * to their library instead (补充卡密).
 */
export function StockDrawer({ target: productId, onClose }: { target: number | null; onClose: () => void }) {
  if (productId === null) return null;
  return <StockDrawerBody productId={productId} onClose={onClose} />;
}

function StockDrawerBody({ productId, onClose }: { productId: number; onClose: () => void }) {
  // Always the current SKUs: the form starts from them once, so a cached copy would show old stock.
  const info = useGetProductInfo(productId, undefined, { query: freshOnOpen });
  return info.data && info.isFetchedAfterMount && !info.isError ? (
    <StockForm product={info.data} onClose={onClose} />
  ) : (
    <Drawer open onOpenChange={(open) => !open && onClose()} title="编辑库存" width={STOCK_DRAWER_WIDTH}>
      <QueryState query={awaiting(info)} rows={4}>
        {null}
      </QueryState>
    </Drawer>
  );
}

function StockForm({ product, onClose }: { product: ProductInfo; onClose: () => void }) {
  const form = useForm<StockValues>({
    resolver: zodResolver(stockSchema),
    defaultValues: { adds: product.attrValue.map(() => ({ value: '' })) },
  });
  const add = useAddProductStock();
  const { errors, isDirty } = form.formState;
  const rowErrors = errors.adds;
  const rowError = product.attrValue.map((_, i) => rowErrors?.[i]?.value?.message).find(Boolean);
  const shownError = rowError ?? rowErrors?.root?.message ?? rowErrors?.message;

  const page = useFormPage({
    dirty: isDirty,
    // The drawer asks as it closes.
    guard: false,
    save: ({ adds }: StockValues) => {
      const attrValueList = product.attrValue
        .map((sku, i) => ({ id: sku.id ?? 0, stock: Number(adds[i]?.value || 0) }))
        .filter((row) => row.id > 0 && row.stock > 0);
      return add.mutateAsync({ data: { id: product.id, attrValueList } });
    },
    success: '操作成功',
    after: onClose,
  });
  const cards = product.type === 6;

  return (
    <FormDrawer title="编辑库存" width={STOCK_DRAWER_WIDTH} dirty={isDirty} pending={page.pending} onClose={onClose} onSubmit={cards ? undefined : form.handleSubmit(page.submit)} className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">
          <span className="text-slate-500">商品名称：</span>
          {product.name}
        </p>
        <div className="overflow-x-auto rounded border border-slate-200">
          <table aria-label="商品规格库存" className="w-full min-w-max text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-500">
              <tr>
                {['图片', '规格', '售价', '成本价', '原价', '库存', cards ? '卡密库' : '增加库存'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {product.attrValue.map((sku, i) => {
                const registered = form.register(`adds.${i}.value`);
                const invalid = Boolean(rowErrors?.[i]?.value);
                const label = skuLabel(sku);
                return (
                  <tr key={sku.id ?? i} className="border-t border-slate-100">
                    <td className="px-3 py-2">
                      <img src={sku.image} alt="" className="size-10 rounded object-cover" />
                    </td>
                    <td className="px-3 py-2">{label}</td>
                    <td className="px-3 py-2">{yuan(sku.price)}</td>
                    <td className="px-3 py-2">{yuan(sku.cost)}</td>
                    <td className="px-3 py-2">{yuan(sku.otPrice)}</td>
                    <td className="px-3 py-2">{sku.stock}</td>
                    <td className="px-3 py-2">
                      {cards ? (
                        <CardLibrary id={sku.cdkeyId} name={sku.cdkeyLibraryName} sku={label} />
                      ) : (
                        <Input
                          inputMode="numeric"
                          className="w-36"
                          placeholder="0"
                          aria-label={`${label} 增加库存`}
                          data-autofocus={i === 0 || undefined}
                          invalid={invalid}
                          title={invalid ? rowErrors?.[i]?.value?.message : undefined}
                          {...registered}
                          onChange={(e) => {
                            e.target.value = restrictNumberInput(e.target.value, 0);
                            void registered.onChange(e);
                          }}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {cards ? (
          <p className="text-xs text-slate-500">卡密商品的库存为所选卡密库中未使用的卡密数量，请在卡密库中补充卡密</p>
        ) : (
          <p role={shownError ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
            {shownError}
          </p>
        )}
    </FormDrawer>
  );
}

/** A card-secret SKU's library, with 补充卡密 leading to its card secrets. */
function CardLibrary({ id, name, sku }: { id: number | undefined; name: string | undefined; sku: string }) {
  if (!id) return <span className="text-slate-400">未选择卡密库</span>;
  return (
    <span className="flex items-center gap-3">
      <span>{name || `卡密库 ${id}`}</span>
      <TextLink to="/product/cdkey/creatCdkey/{-$id}/{-$name}" params={{ id: String(id), name }} search={LIST_DEFAULTS} aria-label={`补充卡密 ${sku}`}>
        补充卡密
      </TextLink>
    </span>
  );
}
