import { z } from 'zod';
import { savePcShoppingConfigBodyBannerListMax as BANNER_MAX, savePcShoppingConfigBodyRecommendProductStrMax as IDS_MAX } from '@/api/generated-zod/store/store.zod';
import type { PcShoppingConfig } from '@/api/generated/model';

export { BANNER_MAX };

export const mallSchema = z.object({
  pcLogo: z.string().min(1, '请选择PC logo'),
  pcGoodStoreCoverImage: z.string().min(1, '请选择品牌好店封面图'),
  banners: z
    .array(z.object({ imageUrl: z.string().min(1, '请选择banner图片'), linkUrl: z.string().trim().max(255, '链接最多255个字符'), status: z.boolean() }))
    .max(BANNER_MAX, `店铺banner最多${BANNER_MAX}张`),
  products: z
    .array(z.object({ id: z.number(), name: z.string(), image: z.string(), price: z.string().optional() }))
    .refine((list) => list.map((p) => p.id).join(',').length <= IDS_MAX, '推荐商品过多，请减少后再保存'),
});

export type MallValues = z.infer<typeof mallSchema>;
export type MallBanner = MallValues['banners'][number];
export type MallProduct = MallValues['products'][number];

/** The form's values from the saved configuration: banners in their saved order. */
export const mallValuesOf = (config: PcShoppingConfig): MallValues => ({
  pcLogo: config.pcLogo,
  pcGoodStoreCoverImage: config.pcGoodStoreCoverImage,
  banners: config.bannerList.toSorted((a, b) => a.sort - b.sort).map(({ imageUrl, linkUrl, status }) => ({ imageUrl, linkUrl, status })),
  products: config.recommendProductList ?? [],
});

/** What the form sends: banners sorted as listed (a banner keeps whether it is shown), products as their ids. */
export const mallConfigOf = (values: MallValues): PcShoppingConfig => ({
  pcLogo: values.pcLogo,
  pcGoodStoreCoverImage: values.pcGoodStoreCoverImage,
  bannerList: values.banners.map((b, sort) => ({ imageUrl: b.imageUrl, linkUrl: b.linkUrl, status: b.status, sort })),
  recommendProductStr: values.products.map((p) => p.id).join(','),
});
