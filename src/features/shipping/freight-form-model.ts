import type { ShippingTemplateInfo, ShippingTemplateRequest } from '@/api/generated/model';
import { saveShippingTemplateBodyNameMax, saveShippingTemplateBodySortMax } from '@/api/generated-zod/shipping/shipping.zod';
import { WHOLE_COUNTRY_CITY_ID, WHOLE_COUNTRY_TITLE } from '@/lib/domain/region-paths';
import { compareMoney, matchesNumberPattern, money } from '@/lib/format';
import { valueOfTitle, type RegionIndex } from './region-index';

export const NAME_MAX = saveShippingTemplateBodyNameMax;
export const SORT_MAX = saveShippingTemplateBodySortMax;
export const AMOUNT_MAX = 99_999_999;
/** First, renewal and free amounts start at 0.1 kg or m³ (pieces are whole, from 1); prices at 0. */
export const AMOUNT_MIN = 0.1;

export type FreightType = ShippingTemplateRequest['type'];
export type FreightAppoint = ShippingTemplateRequest['appoint'];

export const freightTypeOptions: ReadonlyArray<{ value: FreightType; label: string }> = [
  { value: 1, label: '按件数' },
  { value: 2, label: '按重量' },
  { value: 3, label: '按体积' },
];

export const freightAppointOptions: ReadonlyArray<{ value: FreightAppoint; label: string }> = [
  { value: 0, label: '全国包邮' },
  { value: 1, label: '部分包邮' },
  { value: 2, label: '自定义' },
];

/** Column titles of the tables and the words of their messages, by charging kind (reference §4.8). */
export const UNIT_WORDING: Record<FreightType, { first: string; renewal: string; free: string; firstWord: string; renewalWord: string; freeWord: string }> = {
  1: { first: '首件', renewal: '续件', free: '包邮件数', firstWord: '首件', renewalWord: '续件', freeWord: '包邮件数' },
  2: { first: '首件(kg)', renewal: '续件(kg)', free: '包邮(kg)', firstWord: '首重', renewalWord: '续重', freeWord: '包邮重量' },
  3: { first: '首件(m³)', renewal: '续件(m³)', free: '包邮(m³)', firstWord: '首体积', renewalWord: '续体积', freeWord: '包邮体积' },
};

export const FIRST_PRICE = '运费（元）';
export const RENEWAL_PRICE = '续费（元）';
export const FREE_PRICE = '包邮金额（元）';
export const DEFAULT_ROW = '默认运费';

/** A row of the 运费 table, numbers as typed. `key` is also the row's uniqid. */
export interface ChargeDraft {
  key: string;
  cityId: string;
  title: string;
  first: string;
  firstPrice: string;
  renewal: string;
  renewalPrice: string;
}

/** A row of the 包邮区域 table. */
export interface FreeDraft {
  key: string;
  cityId: string;
  title: string;
  number: string;
  price: string;
}

export interface FreightFormValues {
  name: string;
  type: FreightType;
  appoint: FreightAppoint;
  sort: string;
  /** 默认运费: the whole country, first row of a custom template. */
  defaultCharge: ChargeDraft;
  /** Charges of chosen regions (部分包邮 and 自定义). */
  charges: ChargeDraft[];
  /** Free shipping of chosen regions (自定义 only). */
  frees: FreeDraft[];
}

/** Errors by field: 'name', 'sort', 'charges', `${rowKey}.${field}`. */
export type FreightErrors = Record<string, string>;

let rowSerial = 0;
export const newRowKey = () => `r${Date.now().toString(36)}${(rowSerial++).toString(36)}`;

export const newCharge = (): ChargeDraft => ({ key: newRowKey(), cityId: '', title: '', first: '1', firstPrice: '0', renewal: '1', renewalPrice: '0' });
export const newFree = (): FreeDraft => ({ key: newRowKey(), cityId: '', title: '', number: '1', price: '0' });
const newDefaultCharge = (): ChargeDraft => ({ ...newCharge(), cityId: WHOLE_COUNTRY_CITY_ID, title: WHOLE_COUNTRY_TITLE });

export const emptyFreightForm = (): FreightFormValues => ({ name: '', type: 1, appoint: 0, sort: '0', defaultCharge: newDefaultCharge(), charges: [], frees: [] });

/**
 * The form of a stored template. The backend answers no list for a kind without it and each row's regions
 * as paths in its title: they are read against the region tree (a province or city stands for all of its
 * districts), and a custom template's whole-country row becomes 默认运费.
 */
export function formOfInfo(info: ShippingTemplateInfo, index: RegionIndex): FreightFormValues {
  const charges = (info.regionList ?? []).map(
    (row): ChargeDraft => ({ key: row.uniqid || newRowKey(), ...valueOfTitle(index, row.title), first: row.first, firstPrice: row.firstPrice, renewal: row.renewal, renewalPrice: row.renewalPrice }),
  );
  const defaultIndex = info.appoint === 2 ? charges.findIndex((r) => r.cityId === WHOLE_COUNTRY_CITY_ID) : -1;
  return {
    name: info.name,
    type: info.type,
    appoint: info.appoint,
    sort: String(info.sort),
    defaultCharge: defaultIndex >= 0 ? charges[defaultIndex] : newDefaultCharge(),
    charges: charges.filter((_, i) => i !== defaultIndex),
    frees: (info.freeList ?? []).map((row): FreeDraft => ({ key: row.uniqid || newRowKey(), ...valueOfTitle(index, row.title), number: row.number, price: row.price })),
  };
}

/** A first, renewal or free amount; counted in pieces (按件数), a whole number from 1, as the reference's boxes step. */
function amountError(text: string, word: string, pieces: boolean): string | undefined {
  if (text.trim() === '') return `请输入${word}`;
  // A saved template reads back as decimals (1.00): a whole value is whole whatever its zeros.
  if (pieces) return matchesNumberPattern(text) && Number.isInteger(Number(text)) && Number(text) >= 1 && Number(text) <= AMOUNT_MAX ? undefined : `${word}须为1~${AMOUNT_MAX}之间的整数`;
  if (!matchesNumberPattern(text)) return `${word}须为数字，最多两位小数`;
  if (compareMoney(text, AMOUNT_MIN) < 0) return `${word}不能小于${AMOUNT_MIN}`;
  if (compareMoney(text, AMOUNT_MAX) > 0) return `${word}不能超过${AMOUNT_MAX}`;
  return undefined;
}

function priceError(text: string, word: string): string | undefined {
  if (text.trim() === '') return `请输入${word}`;
  if (!matchesNumberPattern(text)) return `${word}须为不小于0的数字，最多两位小数`;
  if (compareMoney(text, AMOUNT_MAX) > 0) return `${word}不能超过${AMOUNT_MAX}`;
  return undefined;
}

/** The rows a template of this kind sends: a custom one leads with 默认运费. */
export const visibleCharges = (values: FreightFormValues): ChargeDraft[] =>
  values.appoint === 0 ? [] : values.appoint === 2 ? [values.defaultCharge, ...values.charges] : values.charges;
export const visibleFrees = (values: FreightFormValues): FreeDraft[] => (values.appoint === 2 ? values.frees : []);

/** Every mistake of the form; rows hidden by the free-shipping kind are not checked (they are not sent). */
export function validateFreight(values: FreightFormValues): FreightErrors {
  const errors: FreightErrors = {};
  const set = (key: string, error: string | undefined) => {
    if (error) errors[key] = error;
  };
  const name = values.name.trim();
  set('name', !name ? '请输入模板名称' : name.length > NAME_MAX ? `模板名称不能超过${NAME_MAX}个字符` : undefined);
  const sort = values.sort.trim();
  set('sort', sort === '' ? '请输入排序' : !/^\d+$/.test(sort) || Number(sort) > SORT_MAX ? `排序范围为0~${SORT_MAX}` : undefined);
  const words = UNIT_WORDING[values.type];
  const pieces = values.type === 1;
  if (values.appoint === 1 && values.charges.length === 0) set('charges', '请添加区域');
  for (const row of visibleCharges(values)) {
    if (!row.cityId) set(`${row.key}.region`, '请选择区域');
    set(`${row.key}.first`, amountError(row.first, words.firstWord, pieces));
    set(`${row.key}.firstPrice`, priceError(row.firstPrice, '运费'));
    set(`${row.key}.renewal`, amountError(row.renewal, words.renewalWord, pieces));
    set(`${row.key}.renewalPrice`, priceError(row.renewalPrice, '续费'));
  }
  for (const row of visibleFrees(values)) {
    if (!row.cityId) set(`${row.key}.region`, '请选择区域');
    set(`${row.key}.number`, amountError(row.number, words.freeWord, pieces));
    set(`${row.key}.price`, priceError(row.price, '包邮金额'));
  }
  return errors;
}

/** The save/update body; only the rows the kind uses are sent. */
export function toFreightRequest(values: FreightFormValues, id?: number): ShippingTemplateRequest {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    type: values.type,
    appoint: values.appoint,
    sort: Number(values.sort),
    shippingTemplatesRegionRequestList: visibleCharges(values).map((r) => ({
      cityId: r.cityId,
      title: r.title,
      first: money(r.first),
      firstPrice: money(r.firstPrice),
      renewal: money(r.renewal),
      renewalPrice: money(r.renewalPrice),
      uniqid: r.key,
    })),
    shippingTemplatesFreeRequestList: visibleFrees(values).map((r) => ({ cityId: r.cityId, title: r.title, number: money(r.number), price: money(r.price) })),
  };
}
