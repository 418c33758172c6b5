import { z } from 'zod';
import { INTRO_MAX, KEYWORD_MAX, NAME_MAX, SLIDER_MAX, UNIT_MAX, isShipped, type ProductFormValues } from './form-model';

/** The checks of the product form's own fields; the specs and SKU rows are checked by `validateRows`. */
export const productFormSchema = z
  .object({
    type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(4), z.literal(5), z.literal(6)]),
    name: z.string().trim().min(1, '请输入商品名称').max(NAME_MAX, `商品名称不能超过${NAME_MAX}个字符`),
    cateIds: z.array(z.number()).min(1, '请选择商户商品分类'),
    categoryId: z.number({ error: '请选择平台商品分类' }).nullable().refine((v) => v !== null, '请选择平台商品分类'),
    brandId: z.number({ error: '请选择品牌' }).nullable().refine((v) => v !== null, '请选择品牌'),
    unitName: z.string().trim().min(1, '请输入单位').max(UNIT_MAX, `单位不能超过${UNIT_MAX}个字符`),
    tempId: z.number().nullable(),
    keywords: z.array(z.string()).refine((k) => k.join(',').length <= KEYWORD_MAX, `商品关键字不能超过${KEYWORD_MAX}个字符`),
    intro: z.string().trim().min(1, '请输入商品简介').max(INTRO_MAX, `商品简介不能超过${INTRO_MAX}个字符`),
    image: z.string().min(1, '请上传商品封面图'),
    sliderImages: z.array(z.string()).min(1, '请上传商品轮播图').max(SLIDER_MAX, `商品轮播图最多${SLIDER_MAX}张`),
    video: z.string().refine((v) => v === '' || /^(https?:\/\/|\/|data:video\/)/.test(v), '请输入正确的视频地址'),
    guaranteeIds: z.array(z.number()),
    specType: z.boolean(),
    isSub: z.boolean(),
    isPaidMember: z.boolean(),
    content: z.string(),
    refundSwitch: z.boolean(),
    deliveryMethod: z.array(z.union([z.literal('1'), z.literal('2')])),
    sort: z.number({ error: '请输入排序' }).int('排序必须是整数').min(0, '排序范围为0~9999').max(9999, '排序范围为0~9999'),
    couponIds: z.array(z.number()),
    systemFormId: z.number().int().min(0),
  })
  .superRefine((values, ctx) => {
    if (isShipped(values.type) && values.tempId === null) ctx.addIssue({ code: 'custom', path: ['tempId'], message: '请选择运费模板' });
    if (isShipped(values.type) && values.deliveryMethod.length === 0) ctx.addIssue({ code: 'custom', path: ['deliveryMethod'], message: '请选择配送方式' });
  }) satisfies z.ZodType<ProductFormValues>;

/** Which tab of the form holds a field, to open it when the field is wrong. */
export const FIELD_TAB: Record<keyof ProductFormValues, 0 | 1 | 2 | 3> = {
  type: 0,
  name: 0,
  cateIds: 0,
  categoryId: 0,
  brandId: 0,
  unitName: 0,
  tempId: 0,
  keywords: 0,
  intro: 0,
  image: 0,
  sliderImages: 0,
  video: 0,
  guaranteeIds: 0,
  specType: 1,
  isSub: 1,
  isPaidMember: 1,
  content: 2,
  refundSwitch: 3,
  deliveryMethod: 3,
  sort: 3,
  couponIds: 3,
  systemFormId: 3,
};
