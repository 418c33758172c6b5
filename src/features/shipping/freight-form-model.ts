import { z } from 'zod';
import type { ShippingTemplateInfo, ShippingTemplateRequest } from '@/api/generated/model';
import {
  saveShippingTemplateBodyNameMax,
  saveShippingTemplateBodyShippingTemplatesRegionRequestListItemFirstPriceRegExp as AMOUNT_PATTERN,
  saveShippingTemplateBodySortMax,
} from '@/api/generated-zod/shipping/shipping.zod';
import { WHOLE_COUNTRY_CITY_ID, WHOLE_COUNTRY_TITLE } from '@/lib/domain/region-paths';
import { compareMoney, matchesNumberPattern, money } from '@/lib/format';
import { valueOfTitle, type RegionIndex } from './region-index';

export const NAME_MAX = saveShippingTemplateBodyNameMax;
export const SORT_MAX = saveShippingTemplateBodySortMax;
/** The largest amount the contract's pattern takes (`\d{1,8}` whole digits: 99999999); its schema states it as text only. */
export const AMOUNT_MAX = 10 ** Number(/\\d\{1,(\d+)\}/.exec(AMOUNT_PATTERN.source)?.[1]) - 1;
/** First, renewal and free amounts start at 0.1 kg or m³ (pieces are whole, from 1); prices at 0. */
export const AMOUNT_MIN = 0.1;

import type { FreightAppoint, FreightType } from './freight-options';

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

/** The form's values (名称 and 排序 as typed; 默认运费 is the whole country, first row of a custom template). */
export type FreightFormValues = z.output<typeof freightSchema>;

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

const requiredText = (empty: string) => z.string().trim().min(1, empty);

/**
 * The form: each line a field's rule. The rows' rules read the charging kind and the free-shipping kind (rows
 * the kind hides are not checked: they are not sent), and their messages go under `${rowKey}.${field}`.
 */
export const freightSchema = z
  .object({
    name: requiredText('请输入模板名称').max(NAME_MAX, `模板名称不能超过${NAME_MAX}个字符`),
    type: z.custom<FreightType>(),
    appoint: z.custom<FreightAppoint>(),
    sort: requiredText('请输入排序').refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) <= SORT_MAX), `排序范围为0~${SORT_MAX}`),
    defaultCharge: z.custom<ChargeDraft>(),
    charges: z.array(z.custom<ChargeDraft>()),
    frees: z.array(z.custom<FreeDraft>()),
  })
  .superRefine((values, ctx) => {
    const set = (key: string, message: string | undefined) => {
      if (message) ctx.addIssue({ code: 'custom', path: [key], message });
    };
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
  });

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
