import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getGetPcShoppingConfigQueryKey, useGetPcShoppingConfig, useSavePcShoppingConfig } from '@/api/generated/endpoints/store/store';
import { savePcShoppingConfigBodyBannerListMax as BANNER_MAX, savePcShoppingConfigBodyRecommendProductStrMax as IDS_MAX } from '@/api/generated-zod/store/store.zod';
import type { PcRecommendProduct, PcShoppingConfig, PickerProduct } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { ProductPickerDialog } from '@/components/product-picker/product-picker-dialog';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSubmitOnce } from '@/components/use-submit-once';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { yuan } from '@/lib/format';
import { message } from '@/lib/message';
import { FormRow, ImageField } from './image-field';

const mallSchema = z.object({
  pcLogo: z.string().min(1, '请选择PC logo'),
  pcGoodStoreCoverImage: z.string().min(1, '请选择品牌好店封面图'),
  banners: z
    .array(z.object({ image: z.string().min(1, '请选择banner图片'), linkUrl: z.string().trim().max(255, '链接最多255个字符') }))
    .max(BANNER_MAX, `店铺banner最多${BANNER_MAX}张`),
  products: z
    .array(z.object({ id: z.number(), name: z.string(), image: z.string(), price: z.number() }))
    .refine((list) => list.map((p) => p.id).join(',').length <= IDS_MAX, '推荐商品过多，请减少后再保存'),
});

type Values = z.infer<typeof mallSchema>;
/** Which picture the library picker fills: a cover, or the banner at an index. */
type PictureTarget = 'pcLogo' | 'pcGoodStoreCoverImage' | number;

export const MALL_PERMS = { save: 'merchant:config:pc:shopping:save' } as const;

const valuesOf = (config: PcShoppingConfig): Values => ({
  pcLogo: config.pcLogo,
  pcGoodStoreCoverImage: config.pcGoodStoreCoverImage,
  banners: config.bannerList.toSorted((a, b) => (a.sort ?? 0) - (b.sort ?? 0)).map(({ image, linkUrl }) => ({ image, linkUrl })),
  products: config.recommendProductList ?? [],
});

const asPickerProduct = (p: PcRecommendProduct): PickerProduct => ({
  ...p,
  stock: 0,
  sales: 0,
  isShow: true,
  categoryId: 0,
  categoryName: '',
  type: 0,
  specType: false,
  unitName: '',
  attrValue: [],
});

function MallConfigForm({ initial }: { initial: Values }) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({ resolver: zodResolver(mallSchema), defaultValues: initial, mode: 'onTouched' });
  const { control, formState, setValue } = form;
  const errors = formState.errors;
  const [pcLogo, cover, bannerValues, products] = useWatch({ control, name: ['pcLogo', 'pcGoodStoreCoverImage', 'banners', 'products'] });
  const [picture, setPicture] = useState<PictureTarget | null>(null);
  const [pickingProducts, setPickingProducts] = useState(false);
  const canSave = usePermission(MALL_PERMS.save);
  const save = useSavePcShoppingConfig();
  useUnsavedChanges(formState.isDirty);
  const touch = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  // The banner rows are plain values (not useFieldArray): that hook alone would add 5 kB to every form page's bundle.
  const setBanners = (next: Values['banners']) => setValue('banners', next, touch);
  const moveBanner = (from: number, to: number) => {
    const next = [...bannerValues];
    const [row] = next.splice(from, 1);
    if (row) next.splice(to, 0, row);
    setBanners(next);
  };

  const setPictureValue = (target: PictureTarget, url: string) => {
    if (typeof target === 'number') setValue(`banners.${target}.image`, url, touch);
    else setValue(target, url, touch);
  };

  const submit = useSubmitOnce(async (values: Values) => {
    const data: PcShoppingConfig = {
      pcLogo: values.pcLogo,
      pcGoodStoreCoverImage: values.pcGoodStoreCoverImage,
      bannerList: values.banners.map((b, sort) => ({ image: b.image, linkUrl: b.linkUrl, sort })),
      recommendProductStr: values.products.map((p) => p.id).join(','),
    };
    try {
      await save.mutateAsync({ data });
    } catch {
      // The HTTP client has shown why; everything chosen stays.
      return false;
    }
    message.success('编辑成功');
    form.reset(values);
    await queryClient.invalidateQueries({ queryKey: getGetPcShoppingConfigQueryKey() });
    return true;
  });

  return (
    <>
      <form noValidate aria-label="PC商城设置" className="flex max-w-4xl flex-col gap-3 rounded bg-white p-5 shadow-sm" onSubmit={(e) => void form.handleSubmit((v) => submit(v))(e)}>
        <FormRow id="mall-logo" label="PC logo" required labelFor={false} error={errors.pcLogo?.message}>
          <ImageField id="mall-logo" label="PC logo" value={pcLogo} invalid={Boolean(errors.pcLogo)} onPick={() => setPicture('pcLogo')} onRemove={() => setPictureValue('pcLogo', '')} />
          <p className="mt-1 text-xs text-slate-500">建议尺寸：200×60px</p>
        </FormRow>
        <FormRow id="mall-cover" label="品牌好店封面图" required labelFor={false} error={errors.pcGoodStoreCoverImage?.message}>
          <ImageField id="mall-cover" label="品牌好店封面图" value={cover} invalid={Boolean(errors.pcGoodStoreCoverImage)} onPick={() => setPicture('pcGoodStoreCoverImage')} onRemove={() => setPictureValue('pcGoodStoreCoverImage', '')} />
          <p className="mt-1 text-xs text-slate-500">建议尺寸：300×300px</p>
        </FormRow>
        <FormRow id="mall-banners" label="店铺banner" labelFor={false} error={errors.banners?.message ?? errors.banners?.root?.message}>
          <ol aria-label="店铺banner" className="flex flex-col gap-2">
            {bannerValues.map((banner, index) => {
              const error = errors.banners?.[index];
              const name = `banner ${index + 1}`;
              return (
                <li key={index} className="flex flex-wrap items-start gap-3 rounded border border-slate-200 p-2">
                  <div>
                    <ImageField id={`mall-banner-${index}`} label={`${name} 图片`} size="h-16 w-32" value={bannerValues[index]?.image ?? ''} invalid={Boolean(error?.image)} onPick={() => setPicture(index)} onRemove={() => setPictureValue(index, '')} />
                    <p id={`mall-banner-${index}-error`} role={error?.image ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
                      {error?.image?.message}
                    </p>
                  </div>
                  <div className="flex min-w-56 flex-1 flex-col gap-1">
                    <Input aria-label={`${name} 链接`} placeholder="请输入链接，如 https://…" maxLength={255} invalid={Boolean(error?.linkUrl)} value={banner.linkUrl} onChange={(e) => setValue(`banners.${index}.linkUrl`, e.target.value, touch)} />
                    <p role={error?.linkUrl ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
                      {error?.linkUrl?.message}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Button size="sm" aria-label={`上移 ${name}`} disabled={index === 0} onClick={() => moveBanner(index, index - 1)}>
                      上移
                    </Button>
                    <Button size="sm" aria-label={`下移 ${name}`} disabled={index === bannerValues.length - 1} onClick={() => moveBanner(index, index + 1)}>
                      下移
                    </Button>
                    <Button size="sm" variant="text" className="!text-red-700" aria-label={`删除 ${name}`} onClick={() => setBanners(bannerValues.filter((_b, i) => i !== index))}>
                      删除
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
          <div className="mt-2 flex items-center gap-3">
            <Button size="sm" disabled={bannerValues.length >= BANNER_MAX} onClick={() => setBanners([...bannerValues, { image: '', linkUrl: '' }])}>
              添加banner
            </Button>
            <span className="text-xs text-slate-500">
              最多{BANNER_MAX}张，已添加{bannerValues.length}张
            </span>
          </div>
        </FormRow>
        <FormRow id="mall-products" label="推荐商品" labelFor={false} error={errors.products?.message ?? errors.products?.root?.message}>
          {products.length > 0 && (
            <table aria-label="推荐商品" className="mb-2 w-full max-w-2xl text-left text-sm">
              <thead className="bg-slate-50 text-xs text-slate-500">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">商品图</th>
                  <th scope="col" className="px-3 py-2 font-medium">商品名称</th>
                  <th scope="col" className="px-3 py-2 font-medium">售价</th>
                  <th scope="col" className="px-3 py-2 font-medium">操作</th>
                </tr>
              </thead>
              <tbody>
                {products.map((p) => (
                  <tr key={p.id} className="border-t border-slate-100">
                    <td className="px-3 py-2">
                      <img src={p.image} alt="" className="size-9 rounded object-cover" />
                    </td>
                    <td className="px-3 py-2 text-slate-800">{p.name}</td>
                    <td className="px-3 py-2">{yuan(p.price)}</td>
                    <td className="px-3 py-2">
                      <Button
                        size="sm"
                        variant="text"
                        className="!px-0 !text-red-700"
                        aria-label={`删除 ${p.name}`}
                        onClick={() =>
                          setValue(
                            'products',
                            products.filter((x) => x.id !== p.id),
                            touch,
                          )
                        }
                      >
                        删除
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Button size="sm" onClick={() => setPickingProducts(true)}>
            选择商品
          </Button>
        </FormRow>
        {canSave && (
          <div className="flex gap-3 border-t border-slate-100 pt-4 pl-39">
            <Button type="submit" variant="primary" loading={save.isPending}>
              保存
            </Button>
          </div>
        )}
      </form>
      <ImagePickerDialog
        open={picture !== null}
        onClose={() => setPicture(null)}
        onPick={(files) => {
          if (picture !== null && files[0]) setPictureValue(picture, files[0].sattDir);
        }}
      />
      <ProductPickerDialog
        open={pickingProducts}
        multiple
        onClose={() => setPickingProducts(false)}
        initialSelected={products.map(asPickerProduct)}
        onPick={(picked) =>
          setValue(
            'products',
            picked.map(({ id, name, image, price }) => ({ id, name, image, price })),
            touch,
          )
        }
      />
    </>
  );
}

/** PC商城设置: the store's PC logo, its 品牌好店 cover, banners (image + link, in order) and recommended products. */
export function MallConfigPage() {
  const config = useGetPcShoppingConfig(undefined, { query: { staleTime: Infinity } });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">PC商城设置</h1>
      <QueryState query={config} rows={6}>
        {config.data && <MallConfigForm initial={valuesOf(config.data)} />}
      </QueryState>
    </div>
  );
}
