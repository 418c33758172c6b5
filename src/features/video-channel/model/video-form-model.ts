import { z } from 'zod';
import { pictureListText } from '@/api/adapters/picture-list';
import type { PickerProduct, ProductInfo, VideoAttrRequest, VideoAttrValueRequest, VideoCat, VideoDraft, VideoDraftRequest } from '@/api/generated/model';
import { compareMoney, isValidMoney, money, NUMBER_PATTERN, PRICE_MAX } from '@/lib/format';
import { skuLabel, videoAttrOf, videoAttrValueOf } from '@/lib/domain/video-sku';
import { addVideoDraftBodyAttrValueItemStockMax, addVideoDraftBodyTitleMax, addVideoDraftBodyUnitNameMax } from '@/api/generated-zod/video-channel/video-channel.zod';

export const TITLE_MAX = addVideoDraftBodyTitleMax;
export const UNIT_MAX = addVideoDraftBodyUnitNameMax;
export const PICTURES_MAX = 9;
export const STOCK_MAX = addVideoDraftBodyAttrValueItemStockMax;

/** A SKU as the form edits it: the store product's SKU as the draft sends it, and the channel's prices and stock as typed. */
export interface VideoSkuRow {
  source: VideoAttrValueRequest;
  /** Its spec values, as shown (红色,L). */
  sku: string;
  image: string;
  price: string;
  otPrice: string;
  stock: string;
}

/**
 * The form as typed, a line a field: typed numbers stay text until they are sent, so nothing typed is lost or
 * reformatted; chosen ids are numbers (null: none). The rules across fields and rows are videoFormSchema's.
 */
const videoFields = z.object({
  productId: z.number().nullable(),
  productName: z.string(),
  headImg: z.array(z.string()),
  title: z.string(),
  unitName: z.string(),
  tempId: z.number().nullable(),
  /** The chosen category of each level. */
  cats: z.tuple([z.number().nullable(), z.number().nullable(), z.number().nullable()]),
  brandId: z.number().nullable(),
  qualificationPics: z.array(z.string()),
  /** The store product's specs as the draft sends them; several (true) or one. */
  specType: z.boolean(),
  attr: z.array(z.custom<VideoAttrRequest>()),
  skus: z.array(z.custom<VideoSkuRow>()),
  descInfo: z.string(),
});

export type VideoFormValues = z.output<typeof videoFields>;

export type VideoFormErrors = Partial<Record<string, string>>;

export const emptyValues = (): VideoFormValues => ({
  productId: null,
  productName: '',
  headImg: [],
  title: '',
  unitName: '',
  tempId: null,
  cats: [null, null, null],
  brandId: null,
  qualificationPics: [],
  specType: false,
  attr: [],
  skus: [],
  descInfo: '',
});

const rowOf = (source: VideoAttrValueRequest): VideoSkuRow => ({ source, sku: skuLabel(source.attrValue), image: source.image, price: money(source.price), otPrice: money(source.otPrice), stock: String(source.stock) });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const DECIMAL = /^\d+(\.\d+)?$/;
const isAmount = (value: unknown) => (typeof value === 'string' || typeof value === 'number') && DECIMAL.test(String(value));

/**
 * The objects of a list a draft keeps as JSON text (the reference backend stores the request's attr and
 * attrValue so, its amounts as numbers), those `isItem` accepts; an unreadable text is no list.
 */
function storedList<T>(textValue: string | undefined, isItem: (item: Record<string, unknown>) => boolean): T[] {
  try {
    const parsed: unknown = JSON.parse(textValue ?? '[]');
    return Array.isArray(parsed) ? (parsed.filter((item): item is Record<string, unknown> => isRecord(item) && isItem(item)) as T[]) : [];
  } catch {
    return [];
  }
}

const isStoredSku = (item: Record<string, unknown>) =>
  typeof item.attrValue === 'string' && typeof item.image === 'string' && Number.isInteger(item.stock) && ['price', 'otPrice', 'cost', 'weight', 'volume'].every((key) => isAmount(item[key]));
const isStoredAttr = (item: Record<string, unknown>) => typeof item.attrName === 'string' && typeof item.attrValues === 'string';

/** A stored SKU with its amounts as the contract's decimal text. */
const skuOfStored = (item: VideoAttrValueRequest): VideoAttrValueRequest => ({ ...item, price: money(item.price), otPrice: money(item.otPrice), cost: money(item.cost), weight: money(item.weight), volume: money(item.volume) });

/** The path of category ids from the top down to a leaf, or empty when the leaf is unknown. */
export function catPath(tree: readonly VideoCat[], leafId: number): VideoFormValues['cats'] {
  for (const a of tree) {
    for (const b of a.children ?? []) {
      if ((b.children ?? []).some((c) => c.value === leafId)) return [a.value, b.value, leafId];
    }
  }
  return [null, null, null];
}

/** The categories offered at each level for the chosen path. */
export function catLevels(tree: readonly VideoCat[], cats: VideoFormValues['cats']): [VideoCat[], VideoCat[], VideoCat[]] {
  const second = tree.find((c) => c.value === cats[0])?.children ?? [];
  const third = second.find((c) => c.value === cats[1])?.children ?? [];
  return [[...tree], second, third];
}

export const chosenLeaf = (tree: readonly VideoCat[], cats: VideoFormValues['cats']) => catLevels(tree, cats)[2].find((c) => c.value === cats[2]);

/** A saved draft as the form shows it (the store product's name is not part of a draft). */
export function valuesOfDraft(d: VideoDraft, tree: readonly VideoCat[]): VideoFormValues {
  return {
    productId: d.primaryProductId,
    productName: '',
    headImg: d.headImg,
    title: d.title,
    unitName: d.unitName,
    tempId: d.tempId || null,
    cats: catPath(tree, d.thirdCatId),
    brandId: d.brandId ?? null,
    qualificationPics: d.qualificationPics ?? [],
    // The specs and SKUs the draft was saved with (JSON text); a draft whose text cannot be read starts with
    // none, and choosing the product again fills them.
    specType: d.specType ?? false,
    attr: storedList<VideoAttrRequest>(d.attr, isStoredAttr),
    skus: storedList<VideoAttrValueRequest>(d.attrValue, isStoredSku).map((item) => rowOf(skuOfStored(item))),
    descInfo: d.descInfo ?? '',
  };
}

/** What a chosen product fills in: its carousel, name, unit, shipping template, SKUs and details. */
export function valuesOfProduct(current: VideoFormValues, picked: PickerProduct, info: ProductInfo | undefined): VideoFormValues {
  let slider: string[] = [];
  try {
    const parsed: unknown = JSON.parse(info?.sliderImage ?? '[]');
    // The main video is kept as the first slider entry; WeChat's carousel takes pictures only.
    if (Array.isArray(parsed)) slider = parsed.filter((s): s is string => typeof s === 'string' && s !== '' && !/\.mp4(\?|$)/i.test(s));
  } catch {
    // A product with unreadable pictures starts from its cover.
  }
  const values = info?.attrValue ?? picked.attrValue;
  return {
    ...current,
    productId: picked.id,
    productName: picked.name,
    headImg: (slider.length > 0 ? slider : [picked.image]).slice(0, PICTURES_MAX),
    title: picked.name.slice(0, TITLE_MAX),
    unitName: (info?.unitName ?? picked.unitName).slice(0, UNIT_MAX),
    tempId: info?.tempId || current.tempId,
    specType: info?.specType ?? picked.specType ?? values.length > 1,
    attr: (info?.attr ?? []).map(videoAttrOf),
    skus: values.map((v) => rowOf(videoAttrValueOf(v))),
    descInfo: current.descInfo || (info?.intro ?? ''),
  };
}

const INTEGER = /^\d+$/;

/** The form's rules; the category's own rule (资质图) reads the category tree. Messages go under the keys the rows show them by. */
export const videoFormSchema = (tree: readonly VideoCat[]) =>
  videoFields.superRefine((v, ctx) => {
    const errors: VideoFormErrors = {};
    if (v.productId === null) errors.product = '请选择商品';
    if (v.headImg.length === 0) errors.headImg = '请选择商品轮播图';
    else if (v.headImg.length > PICTURES_MAX) errors.headImg = `商品轮播图最多${PICTURES_MAX}张`;
    if (!v.title.trim()) errors.title = '请输入商品标题';
    else if (v.title.trim().length > TITLE_MAX) errors.title = `商品标题不能超过${TITLE_MAX}个字`;
    if (!v.unitName.trim()) errors.unitName = '请输入单位';
    if (v.tempId === null) errors.tempId = '请选择运费模板';
    const leaf = chosenLeaf(tree, v.cats);
    if (!leaf) errors.cats = '请选择微信商品类目（需选到三级类目）';
    else if (leaf.productQualificationType === 1 && v.qualificationPics.length === 0) errors.qualificationPics = '请上传商品资质图';
    if (v.productId !== null && v.skus.length === 0) errors.skus = '所选商品没有规格';
    v.skus.forEach((s, i) => {
      if (!NUMBER_PATTERN.test(s.price) || !isValidMoney(s.price)) errors[`sku-${i}-price`] = '售价为0.01~999999.99';
      if (s.otPrice && (!NUMBER_PATTERN.test(s.otPrice) || compareMoney(s.otPrice, PRICE_MAX) > 0)) errors[`sku-${i}-otPrice`] = '原价为0~999999.99';
      if (!INTEGER.test(s.stock) || Number(s.stock) > STOCK_MAX) errors[`sku-${i}-stock`] = '请输入库存（不小于0的整数）';
    });
    for (const [key, message] of Object.entries(errors)) if (message) ctx.addIssue({ code: 'custom', path: [key], message });
  });

export function toRequest(v: VideoFormValues, tree: readonly VideoCat[], id?: number): VideoDraftRequest {
  const leaf = chosenLeaf(tree, v.cats);
  return {
    ...(id === undefined ? {} : { id }),
    primaryProductId: v.productId ?? 0,
    title: v.title.trim(),
    // Picture lists go as the JSON text of the list, as the reference backend stores them.
    headImg: pictureListText(v.headImg),
    // Pictures are sent only for a category that asks for them.
    ...(leaf?.productQualificationType && v.qualificationPics.length > 0 ? { qualificationPics: pictureListText(v.qualificationPics) } : {}),
    thirdCatId: v.cats[2] ?? 0,
    ...(v.brandId === null ? {} : { brandId: v.brandId }),
    ...(v.descInfo.trim() ? { descInfo: v.descInfo } : {}),
    tempId: v.tempId ?? 0,
    unitName: v.unitName.trim(),
    specType: v.specType,
    // A single spec sends no specs, as the reference console does.
    attr: v.specType ? v.attr : [],
    // The backend multiplies each SKU's 原价 too: one left empty goes as 0.
    attrValue: v.skus.map((s) => ({ ...s.source, price: money(s.price), otPrice: money(s.otPrice || '0'), stock: Number(s.stock) })),
  };
}
