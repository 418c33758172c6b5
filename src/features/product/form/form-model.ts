import type { ProductInfo, ProductSaveRequest } from '@/api/generated/model';
import { saveProductBodyKeywordMax, saveProductBodyNameMax, saveProductBodyUnitNameMax } from '@/api/generated-zod/product/product.zod';
import { BROKERAGE_SUM_MAX, BROKERAGE_SUM_MESSAGE } from '@/lib/domain/brokerage';
import { compareMoney, isValidMoney, money, PRICE_MAX, PRICE_MIN } from '@/lib/format';
import type { ProductType } from '@/lib/enums';
import { SINGLE_SPEC, SKU_DEFAULTS, skuName, specsFromAttrs, valuesFromJson, type SkuFields, type SkuRow, type Spec } from '@/lib/domain/sku';

/** Everything of the product form but the specs and SKU rows, which live beside it (a matrix of up to thousands of rows). */
export interface ProductFormValues {
  type: ProductType;
  name: string;
  cateIds: number[];
  categoryId: number | null;
  brandId: number | null;
  unitName: string;
  tempId: number | null;
  keywords: string[];
  intro: string;
  image: string;
  sliderImages: string[];
  video: string;
  guaranteeIds: number[];
  specType: boolean;
  isSub: boolean;
  isPaidMember: boolean;
  content: string;
  refundSwitch: boolean;
  deliveryMethod: Array<'1' | '2'>;
  sort: number;
  couponIds: number[];
  /** 关联表单; 0: none. */
  systemFormId: number;
}

/** A card-secret library a SKU can draw from. */
export interface CdkeyLibraryOption {
  id: number;
  name: string;
}

export interface ProductDraft {
  values: ProductFormValues;
  specs: Spec[];
  rows: SkuRow[];
  /** The libraries the saved SKUs use (the unrelated list leaves them out, as they are taken). */
  boundLibraries?: CdkeyLibraryOption[];
}

export const NAME_MAX = saveProductBodyNameMax;
/** Tighter than the contract (256): the reference's page takes 250. */
export const INTRO_MAX = 250;
export const UNIT_MAX = saveProductBodyUnitNameMax;
export const KEYWORD_MAX = saveProductBodyKeywordMax;
export const SLIDER_MAX = 10;

/** Products that are shipped: types 0 (physical). Cloud-disk and card-secret products have no weight or volume. */
export const isShipped = (type: ProductType) => type === 0;
export const hasWeight = (type: ProductType) => type !== 5 && type !== 6;

export function emptyDraft(type: ProductType): ProductDraft {
  return {
    values: {
      type,
      name: '',
      cateIds: [],
      categoryId: null,
      brandId: null,
      unitName: '',
      tempId: null,
      keywords: [],
      intro: '',
      image: '',
      sliderImages: [],
      video: '',
      guaranteeIds: [],
      specType: false,
      isSub: false,
      isPaidMember: false,
      content: '',
      refundSwitch: true,
      deliveryMethod: isShipped(type) ? ['1'] : [],
      sort: 0,
      couponIds: [],
      systemFormId: 0,
    },
    specs: [],
    rows: [{ ...SKU_DEFAULTS, values: { [SINGLE_SPEC.name]: SINGLE_SPEC.values[0] } }],
  };
}

const isVideo = (url: string) => /\.mp4(\?|$)/i.test(url) || url.startsWith('data:video/');

function parseSlider(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** The form's state from a saved product. `asCopy` drops the ids so saving makes a new product. */
export function draftFromInfo(info: ProductInfo, asCopy = false): ProductDraft {
  const slider = parseSlider(info.sliderImage);
  const video = slider[0] && isVideo(slider[0]) ? slider[0] : '';
  const specs = info.specType ? specsFromAttrs(info.attr) : [];
  const rows: SkuRow[] = info.attrValue.map((v) => ({
    ...(asCopy || v.id === undefined ? {} : { id: v.id }),
    values: valuesFromJson(v.attrValue),
    image: v.image,
    price: money(v.price),
    vipPrice: money(v.vipPrice ?? 0),
    cost: money(v.cost),
    otPrice: money(v.otPrice),
    stock: String(v.stock),
    barCode: v.barCode ?? '',
    weight: v.weight,
    volume: v.volume,
    brokerage: String(v.brokerage),
    brokerageTwo: String(v.brokerageTwo),
    expand: v.expand ?? '',
    cdkeyId: asCopy ? null : v.cdkeyId || null,
  }));
  return {
    values: {
      type: info.type as ProductType,
      name: info.name,
      cateIds: info.cateId.split(',').filter(Boolean).map(Number),
      categoryId: info.categoryId || null,
      brandId: info.brandId,
      unitName: info.unitName,
      tempId: info.tempId || null,
      keywords: info.keyword.split(',').filter(Boolean),
      intro: info.intro,
      image: info.image,
      sliderImages: video ? slider.slice(1) : slider,
      video,
      guaranteeIds: info.guaranteeIds.split(',').filter(Boolean).map(Number),
      specType: info.specType,
      isSub: info.isSub,
      isPaidMember: info.isPaidMember,
      content: info.content,
      refundSwitch: info.refundSwitch,
      deliveryMethod: info.deliveryMethod.split(',').filter((m): m is '1' | '2' => m === '1' || m === '2'),
      sort: info.sort,
      couponIds: info.couponIds,
      systemFormId: info.systemFormId,
    },
    specs,
    rows,
    boundLibraries: asCopy ? [] : info.attrValue.flatMap((v) => (v.cdkeyId ? [{ id: v.cdkeyId, name: v.cdkeyLibraryName ?? `卡密库${v.cdkeyId}` }] : [])),
  };
}

/** A problem of one SKU row, shown on its cell. */
export interface RowError {
  row: number;
  field: keyof SkuFields;
  message: string;
}

export const PRICE_RANGE_MESSAGE = `价格设置范围 ${PRICE_MIN}~${PRICE_MAX}`;

const isCount = (value: string) => /^\d+$/.test(value.trim()) && Number(value) <= 99_999_999;
const isMeasure = (value: string) => /^\d+(\.\d{1,2})?$/.test(value.trim());
/** a < b exactly; false when either is not a number (a half-typed price). */
function isBelow(a: string, b: string): boolean {
  try {
    return compareMoney(a, b) < 0;
  } catch {
    return false;
  }
}
const isPercent = (value: string) => /^\d+$/.test(value.trim()) && Number(value) <= 100;

/** Checks every row as the backend would, so the user sees all problems before saving. */
export function validateRows(values: ProductFormValues, rows: readonly SkuRow[]): RowError[] {
  const errors: RowError[] = [];
  rows.forEach((row, i) => {
    const add = (field: keyof SkuFields, message: string) => errors.push({ row: i, field, message });
    if (!row.image) add('image', '请上传规格图片');
    if (!isValidMoney(row.price)) add('price', PRICE_RANGE_MESSAGE);
    if (!isValidMoney(row.cost, { min: 0 })) add('cost', PRICE_RANGE_MESSAGE);
    if (!isValidMoney(row.otPrice, { min: 0 })) add('otPrice', PRICE_RANGE_MESSAGE);
    if (values.isPaidMember && !(isValidMoney(row.vipPrice) && isBelow(row.vipPrice, row.price))) add('vipPrice', '会员价必须大于0且小于售价');
    if (!isCount(row.stock)) add('stock', '库存必须是不小于0的整数');
    if (hasWeight(values.type)) {
      if (!isMeasure(row.weight)) add('weight', '重量必须是不小于0的数字');
      if (!isMeasure(row.volume)) add('volume', '体积必须是不小于0的数字');
    }
    if (values.isSub) {
      if (!isPercent(row.brokerage)) add('brokerage', '返佣比例为0~100的整数');
      if (!isPercent(row.brokerageTwo)) add('brokerageTwo', '返佣比例为0~100的整数');
      else if (isPercent(row.brokerage) && Number(row.brokerage) + Number(row.brokerageTwo) > BROKERAGE_SUM_MAX) add('brokerageTwo', BROKERAGE_SUM_MESSAGE);
    }
    if (values.type === 5 && !row.expand.trim()) add('expand', '请设置云盘链接');
    if (values.type === 6 && row.cdkeyId === null) add('cdkeyId', '请选择卡密库');
    else if (values.type === 6 && rows.findIndex((r) => r.cdkeyId === row.cdkeyId) < i) add('cdkeyId', '每个规格需选择不同的卡密库');
  });
  return errors;
}

/** The request body of save and update. */
export function toSaveRequest(draft: ProductDraft, options: { id?: number; isAutoUp: boolean; isAutoSubmitAudit: boolean }): ProductSaveRequest {
  const { values } = draft;
  const specs = values.specType ? draft.specs : [SINGLE_SPEC];
  const rows = values.specType ? draft.rows : draft.rows.slice(0, 1).map((row) => ({ ...row, values: { [SINGLE_SPEC.name]: SINGLE_SPEC.values[0] } }));
  const shipped = isShipped(values.type);
  const weighed = hasWeight(values.type);
  return {
    ...(options.id ? { id: options.id } : {}),
    type: values.type,
    image: values.image,
    sliderImage: JSON.stringify(values.video ? [values.video, ...values.sliderImages] : values.sliderImages),
    name: values.name.trim(),
    intro: values.intro.trim(),
    keyword: values.keywords.join(','),
    cateId: values.cateIds.join(','),
    brandId: values.brandId ?? 0,
    categoryId: values.categoryId ?? 0,
    guaranteeIds: values.guaranteeIds.join(','),
    unitName: values.unitName.trim(),
    tempId: shipped ? (values.tempId ?? 0) : 0,
    sort: values.sort,
    specType: values.specType,
    isSub: values.isSub,
    attr: specs.map((s) => ({ attrName: s.name, attrValues: s.values.join(',') })),
    attrValue: rows.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      stock: Number(row.stock),
      price: money(row.price),
      vipPrice: money(values.isPaidMember ? row.vipPrice : 0),
      image: row.image,
      cost: money(row.cost),
      otPrice: money(row.otPrice),
      weight: money(weighed ? row.weight : 0),
      volume: money(weighed ? row.volume : 0),
      brokerage: values.isSub ? Number(row.brokerage) : 0,
      brokerageTwo: values.isSub ? Number(row.brokerageTwo) : 0,
      attrValue: JSON.stringify(Object.fromEntries(specs.map((s) => [s.name, row.values[s.name]]))),
      sku: skuName(specs, row),
      barCode: row.barCode.trim(),
      ...(values.type === 5 ? { expand: row.expand.trim() } : {}),
      ...(values.type === 6 && row.cdkeyId !== null ? { cdkeyId: row.cdkeyId } : {}),
    })),
    content: values.content,
    couponIds: values.couponIds,
    isPaidMember: values.isPaidMember,
    isAutoUp: options.isAutoUp,
    isAutoSubmitAudit: options.isAutoSubmitAudit,
    deliveryMethod: shipped ? values.deliveryMethod.toSorted().join(',') : '1',
    refundSwitch: values.type === 2 ? values.refundSwitch : values.type !== 5 && values.type !== 6,
    systemFormId: values.systemFormId,
  };
}
