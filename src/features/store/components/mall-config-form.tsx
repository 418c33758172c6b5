import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSavePcShoppingConfig } from '@/api/generated/endpoints/store/store';
import type { PcShoppingConfig } from '@/api/generated/model';
import { usePermission } from '@/components/authorized';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { ProductPickerDialog, chosenProduct } from '@/components/product-picker/product-picker';
import { Button } from '@/components/ui/button';
import { useDialogs } from '@/components/use-dialogs';
import { useFormPage } from '@/components/form/use-form-page';
import { mallConfigOf, mallSchema, mallValuesOf, PRODUCT_MAX, PRODUCT_MAX_MESSAGE, type MallValues } from '@/features/store/model/mall-config-model';
import { FormRow } from '@/components/ui/form-row';
import { ImageField } from '@/components/material/image-field';
import { MallBannerList } from './mall-banner-list';
import { RecommendedProductTable } from './recommended-product-table';

/** Which picture the library picker fills: a cover, or the banner at an index. */
type PictureTarget = 'pcLogo' | 'pcGoodStoreCoverImage' | number;

export const MALL_PERMS = { save: 'merchant:config:pc:shopping:save' } as const;

/** PC商城设置's form over the saved configuration; 保存 sends it whole. */
export function MallConfigForm({ config }: { config: PcShoppingConfig }) {
  const form = useForm<MallValues>({ resolver: zodResolver(mallSchema), defaultValues: mallValuesOf(config), mode: 'onTouched' });
  const { control, formState, setValue } = form;
  const errors = formState.errors;
  const [pcLogo, cover, bannerValues, products] = useWatch({ control, name: ['pcLogo', 'pcGoodStoreCoverImage', 'banners', 'products'] });
  const dialogs = useDialogs<{ picture: PictureTarget; products: true }>();
  const picture = dialogs.target('picture');
  const canSave = usePermission(MALL_PERMS.save);
  const save = useSavePcShoppingConfig();
  const touch = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  // The banner rows are plain values (not useFieldArray): that hook alone would add 5 kB to every form page's bundle.
  const setBanners = (next: MallValues['banners']) => setValue('banners', next, touch);

  const setPictureValue = (target: PictureTarget, url: string) => {
    if (typeof target === 'number') setValue(`banners.${target}.imageUrl`, url, touch);
    else setValue(target, url, touch);
  };

  const page = useFormPage({
    dirty: formState.isDirty,
    save: (values: MallValues) => save.mutateAsync({ data: mallConfigOf(values) }),
    success: '保存成功',
    // The saved values are the form's new start.
    after: (values) => form.reset(values),
  });

  return (
    <>
      <form noValidate aria-label="PC商城设置" className="flex max-w-4xl flex-col gap-3 rounded bg-white p-5 shadow-sm" onSubmit={(e) => void form.handleSubmit(page.submit)(e)}>
        <FormRow labelWidth={9} id="mall-logo" label="PC logo" required group error={errors.pcLogo?.message}>
          <ImageField id="mall-logo" label="PC logo" value={pcLogo} invalid={Boolean(errors.pcLogo)} onPick={() => dialogs.open('picture', 'pcLogo')} onRemove={() => setPictureValue('pcLogo', '')} />
          <p className="mt-1 text-xs text-slate-500">建议尺寸：200×60px</p>
        </FormRow>
        <FormRow labelWidth={9} id="mall-cover" label="品牌好店封面图" required group error={errors.pcGoodStoreCoverImage?.message}>
          <ImageField id="mall-cover" label="品牌好店封面图" value={cover} invalid={Boolean(errors.pcGoodStoreCoverImage)} onPick={() => dialogs.open('picture', 'pcGoodStoreCoverImage')} onRemove={() => setPictureValue('pcGoodStoreCoverImage', '')} />
          <p className="mt-1 text-xs text-slate-500">建议尺寸：300×300px</p>
        </FormRow>
        <FormRow labelWidth={9} id="mall-banners" label="店铺banner" group error={errors.banners?.message ?? errors.banners?.root?.message}>
          <MallBannerList
            banners={bannerValues}
            errors={errors.banners}
            onChange={setBanners}
            onLinkChange={(index, link) => setValue(`banners.${index}.linkUrl`, link, touch)}
            onStatusChange={(index, shown) => setValue(`banners.${index}.status`, shown, touch)}
            onPickImage={(index) => dialogs.open('picture', index)}
          />
        </FormRow>
        <FormRow labelWidth={9} id="mall-products" label="推荐商品" group error={errors.products?.message ?? errors.products?.root?.message}>
          <RecommendedProductTable
            products={products}
            onRemove={(product) =>
              setValue(
                'products',
                products.filter((x) => x.id !== product.id),
                touch,
              )
            }
          />
          <div className="flex items-center gap-3">
            {/* As the reference: no more choosing once the most are chosen. */}
            {products.length < PRODUCT_MAX && (
              <Button size="sm" onClick={() => dialogs.open('products', true)}>
                选择商品
              </Button>
            )}
            <span className="text-xs text-slate-500">{PRODUCT_MAX_MESSAGE}</span>
          </div>
        </FormRow>
        {canSave && (
          <div className="flex gap-3 border-t border-slate-100 pt-4 pl-39">
            <Button type="submit" variant="primary" loading={page.pending}>
              保存
            </Button>
          </div>
        )}
      </form>
      <ImagePickerDialog
        open={picture !== null}
        onClose={dialogs.close}
        onPick={(files) => {
          if (picture !== null && files[0]) setPictureValue(picture, files[0].sattDir);
        }}
      />
      <ProductPickerDialog
        open={dialogs.target('products') !== null}
        multiple
        max={PRODUCT_MAX}
        onClose={dialogs.close}
        initialSelected={products.map((p) => chosenProduct({ ...p, price: p.price ?? '' }))}
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
