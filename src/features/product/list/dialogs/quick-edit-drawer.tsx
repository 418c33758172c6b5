import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useGetCdkeyUnrelatedList, useGetMerchantCategoryTree } from '@/api/generated/endpoints/product-category/product-category';
import { useEditProductWithoutReview, useGetProductInfo } from '@/api/generated/endpoints/product/product';
import { editProductWithoutReviewBodyAttrValueItemExpandMax as expandMax } from '@/api/generated-zod/product/product.zod';
import type { CategoryNode, ProductInfo } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { allQueries, awaiting } from '@/components/list/use-list-page';
import { TreeSelect } from '@/components/tree-select';
import { Drawer } from '@/components/ui/drawer';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { FormDrawer } from '@/components/form/form-drawer';
import { useFormPage } from '@/components/form/use-form-page';
import { isValidMoney, money, PRICE_MAX, PRICE_MIN, restrictNumberInput } from '@/lib/format';
import { parseIds } from '@/features/product/list/model/product-search';
import { freshOnOpen, skuLabel } from '@/features/product/list/model/sku';
import { CARD_STOCK_NOTE } from '@/features/product/shared/card-stock';
import { idOptions } from '@/features/product/shared/select-options';

export function quickEditSchema(productType: number) {
  return z.object({
    cateIds: z.array(z.number()).min(1, '请选择商户分类'),
    skus: z.array(
      z.object({
        price: z.string().trim().refine((v) => isValidMoney(v), `售价须在${PRICE_MIN}-${PRICE_MAX}之间，最多两位小数`),
        stock: z.string().trim().min(1, '请输入库存').regex(/^\d+$/, '库存须为非负整数'),
        expand: z
          .string()
          .trim()
          .max(expandMax, `云盘链接最多${expandMax}个字符`)
          .refine((v) => productType !== 5 || v.length > 0, '云盘商品请设置云盘链接'),
        cdkeyId: z.number().nullable().refine((v) => productType !== 6 || v !== null, '请选择卡密库'),
      }),
    ).superRefine((skus, ctx) => {
      if (productType !== 6) return;
      skus.forEach((sku, i) => {
        if (sku.cdkeyId && skus.findIndex((s) => s.cdkeyId === sku.cdkeyId) < i) ctx.addIssue({ code: 'custom', path: [i, 'cdkeyId'], message: '每个规格需选择不同的卡密库' });
      });
    }),
  });
}
type QuickEditValues = z.input<ReturnType<typeof quickEditSchema>>;

/**
 * 免审编辑: what the platform lets a merchant change without a new review — the store's categories
 * and each SKU's price and stock (and a cloud product's link).
 */
export function QuickEditDrawer({ target: productId, onClose }: { target: number | null; onClose: () => void }) {
  if (productId === null) return null;
  return <QuickEditBody productId={productId} onClose={onClose} />;
}

function QuickEditBody({ productId, onClose }: { productId: number; onClose: () => void }) {
  // Always the current values: the form starts from them once, and sends every SKU's price and stock back.
  const info = useGetProductInfo(productId, undefined, { query: freshOnOpen });
  const tree = useGetMerchantCategoryTree();
  const both = allQueries(info, tree);
  if (info.data && info.isFetchedAfterMount && tree.data && !both.isError) return <QuickEditForm product={info.data} tree={tree.data} onClose={onClose} />;
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title="免审编辑" width={960}>
      <QueryState query={awaiting(both)} rows={4}>
        {null}
      </QueryState>
    </Drawer>
  );
}

function QuickEditForm({ product, tree, onClose }: { product: ProductInfo; tree: CategoryNode[]; onClose: () => void }) {
  const cloud = product.type === 5;
  const cardSecret = product.type === 6;
  const unrelated = useGetCdkeyUnrelatedList(undefined, { query: { enabled: cardSecret, staleTime: 30_000 } });
  // The libraries the SKUs draw on now, then the free ones.
  const libraryOptions = idOptions(
    [
      ...product.attrValue.flatMap((sku) => (sku.cdkeyId ? [{ id: sku.cdkeyId, name: sku.cdkeyLibraryName ?? `卡密库${sku.cdkeyId}` }] : [])),
      ...(unrelated.data ?? []).map((l) => ({ id: l.id, name: `${l.name}（库存${l.stock}）` })),
    ],
    (l) => l.name,
  );
  const form = useForm<QuickEditValues>({
    resolver: zodResolver(quickEditSchema(product.type)),
    defaultValues: {
      cateIds: parseIds(product.cateId),
      skus: product.attrValue.map((sku) => ({ price: sku.price, stock: String(sku.stock), expand: sku.expand ?? '', cdkeyId: sku.cdkeyId || null })),
    },
    mode: 'onTouched',
  });
  const edit = useEditProductWithoutReview();
  const { errors, isDirty } = form.formState;
  const cateIds = useWatch({ control: form.control, name: 'cateIds' });
  const chosenLibraries = useWatch({ control: form.control, name: 'skus' }).map((row) => row.cdkeyId);
  // A card-secret SKU's stock is its library's unused card secrets: the stock it was loaded with for a library
  // it already draws on, the free library's count for another.
  const libraryStock = (cdkeyId: number | null) => product.attrValue.find((sku) => sku.cdkeyId === cdkeyId)?.stock ?? unrelated.data?.find((l) => l.id === cdkeyId)?.stock ?? 0;
  const skuError = product.attrValue
    .map((_, i) => errors.skus?.[i]?.price?.message ?? errors.skus?.[i]?.stock?.message ?? errors.skus?.[i]?.expand?.message ?? errors.skus?.[i]?.cdkeyId?.message)
    .find(Boolean);

  const page = useFormPage({
    dirty: isDirty,
    // The drawer asks as it closes.
    guard: false,
    save: (values: QuickEditValues) => {
      const attrValue = product.attrValue.map((sku, i) => {
        const row = values.skus[i];
        return { id: sku.id ?? 0, price: money(row.price), stock: cardSecret ? libraryStock(row.cdkeyId) : Number(row.stock), ...(cloud ? { expand: row.expand.trim() } : {}), ...(cardSecret && row.cdkeyId !== null ? { cdkeyId: row.cdkeyId } : {}) };
      });
      return edit.mutateAsync({ data: { id: product.id, cateId: values.cateIds.join(','), attrValue } });
    },
    success: '编辑成功',
    after: onClose,
  });

  const cell = (i: number, name: 'price' | 'stock' | 'expand', label: string, mode: 0 | 2 | null, width: string) => {
    const registered = form.register(`skus.${i}.${name}`);
    const error = errors.skus?.[i]?.[name]?.message;
    return (
      <Input
        className={width}
        aria-label={`${skuLabel(product.attrValue[i])} ${label}`}
        inputMode={mode === null ? undefined : mode === 0 ? 'numeric' : 'decimal'}
        invalid={Boolean(error)}
        title={error}
        {...registered}
        onChange={(e) => {
          if (mode !== null) e.target.value = restrictNumberInput(e.target.value, mode);
          void registered.onChange(e);
        }}
      />
    );
  };

  return (
    <FormDrawer title="免审编辑" width={960} dirty={isDirty} pending={page.pending} onClose={onClose} onSubmit={form.handleSubmit(page.submit)} className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          <span className="text-slate-500">商品名称：</span>
          {product.name}
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor="quick-edit-cate" className="text-sm text-slate-600">
            商户分类
          </label>
          <TreeSelect
            id="quick-edit-cate"
            label="商户分类"
            nodes={tree}
            multiple
            clearable
            value={cateIds}
            onChange={(ids) => form.setValue('cateIds', ids, { shouldDirty: true, shouldValidate: true })}
            invalid={Boolean(errors.cateIds)}
            aria-describedby="quick-edit-cate-error"
            className="w-96"
          />
          <p id="quick-edit-cate-error" role={errors.cateIds ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
            {errors.cateIds?.message}
          </p>
        </div>
        <div className="overflow-x-auto rounded border border-slate-200">
          <table aria-label="商品规格" className="w-full min-w-max text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-500">
              <tr>
                {['图片', '规格', '售价', '库存', ...(cloud ? ['云盘链接'] : []), ...(cardSecret ? ['卡密库'] : [])].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {product.attrValue.map((sku, i) => (
                <tr key={sku.id ?? i} className="border-t border-slate-100">
                  <td className="px-3 py-2">
                    <img src={sku.image} alt="" className="size-10 rounded object-cover" />
                  </td>
                  <td className="px-3 py-2">{skuLabel(sku)}</td>
                  <td className="px-3 py-2">{cell(i, 'price', '售价', 2, 'w-32')}</td>
                  <td className="px-3 py-2">
                    {cardSecret ? (
                      <Input className="w-32 bg-slate-100" aria-label={`${skuLabel(sku)} 库存`} readOnly tabIndex={-1} title={CARD_STOCK_NOTE} value={chosenLibraries[i] ? libraryStock(chosenLibraries[i]) : '-'} />
                    ) : (
                      cell(i, 'stock', '库存', 0, 'w-32')
                    )}
                  </td>
                  {cloud && <td className="px-3 py-2">{cell(i, 'expand', '云盘链接', null, 'w-80')}</td>}
                  {cardSecret && (
                    <td className="px-3 py-2">
                      <FormSelect
                        control={form.control}
                        name={`skus.${i}.cdkeyId`}
                        aria-label={`${skuLabel(sku)} 卡密库`}
                        options={libraryOptions}
                        placeholder="请选择卡密库"
                        className="w-56"
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p role={skuError ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
          {skuError}
        </p>
    </FormDrawer>
  );
}
