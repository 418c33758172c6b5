import { z } from 'zod';
import { savePcShoppingConfigBodyBannerListMax as BANNER_MAX, savePcShoppingConfigBodyRecommendProductStrMax as IDS_MAX } from '@/api/generated-zod/store/store.zod';
import type { PcShoppingConfig } from '@/api/generated/model';

export { BANNER_MAX };
/** 店铺推荐商品: at most 20, as the reference's picker and hint say. */
export const PRODUCT_MAX = 20;
export const PRODUCT_MAX_MESSAGE = `最多可选择${PRODUCT_MAX}个商品`;
/** The reference's note under the banners, less its dragging (here the rows move with 上移 / 下移). */
export const BANNER_TIPS = `最多可添加${BANNER_MAX}张图片，建议1200px宽`;

export const mallSchema = z.object({
  pcLogo: z.string().min(1, '请选择PC logo'),
  pcGoodStoreCoverImage: z.string().min(1, '请选择品牌好店封面图'),
  banners: z
    .array(z.object({ imageUrl: z.string().min(1, '请选择banner图片'), linkUrl: z.string().trim().max(255, '链接最多255个字符'), status: z.boolean() }))
    .max(BANNER_MAX, `店铺banner最多${BANNER_MAX}张`),
  products: z
    .array(z.object({ id: z.number(), name: z.string(), image: z.string(), price: z.string().optional() }))
    .max(PRODUCT_MAX, PRODUCT_MAX_MESSAGE)
    .refine((list) => list.map((p) => p.id).join(',').length <= IDS_MAX, '推荐商品过多，请减少后再保存'),
});

export type MallValues = z.infer<typeof mallSchema>;
export type MallBanner = MallValues['banners'][number];
export type MallProduct = MallValues['products'][number];

/** A new banner: no picture or link yet, and 隐藏 until switched on, as the reference adds one. */
export const newBanner = (): MallBanner => ({ imageUrl: '', linkUrl: '', status: false });

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
