import { z } from 'zod';
import { savePcShoppingConfigBodyBannerListMax as BANNER_MAX, savePcShoppingConfigBodyRecommendProductStrMax as IDS_MAX } from '@/api/generated-zod/store/store.zod';
import type { PcShoppingConfig } from '@/api/generated/model';

export { BANNER_MAX };

export const mallSchema = z.object({
  pcLogo: z.string().min(1, '请选择PC logo'),
  pcGoodStoreCoverImage: z.string().min(1, '请选择品牌好店封面图'),
  banners: z
    .array(z.object({ image: z.string().min(1, '请选择banner图片'), linkUrl: z.string().trim().max(255, '链接最多255个字符') }))
    .max(BANNER_MAX, `店铺banner最多${BANNER_MAX}张`),
  products: z
    .array(z.object({ id: z.number(), name: z.string(), image: z.string(), price: z.string() }))
    .refine((list) => list.map((p) => p.id).join(',').length <= IDS_MAX, '推荐商品过多，请减少后再保存'),
});

export type MallValues = z.infer<typeof mallSchema>;
export type MallBanner = MallValues['banners'][number];
export type MallProduct = MallValues['products'][number];

/** The form's values from the saved configuration: banners in their saved order. */
export const mallValuesOf = (config: PcShoppingConfig): MallValues => ({
  pcLogo: config.pcLogo,
  pcGoodStoreCoverImage: config.pcGoodStoreCoverImage,
  banners: config.bannerList.toSorted((a, b) => (a.sort ?? 0) - (b.sort ?? 0)).map(({ image, linkUrl }) => ({ image, linkUrl })),
  products: config.recommendProductList ?? [],
});

/** What the form sends: banners sorted as listed, products as their ids. */
export const mallConfigOf = (values: MallValues): PcShoppingConfig => ({
  pcLogo: values.pcLogo,
  pcGoodStoreCoverImage: values.pcGoodStoreCoverImage,
  bannerList: values.banners.map((b, sort) => ({ image: b.image, linkUrl: b.linkUrl, sort })),
  recommendProductStr: values.products.map((p) => p.id).join(','),
});
