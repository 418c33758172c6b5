import type { ErrorResult, GetShippingTemplateListParams, ShippingFreeRow, ShippingRegionRow, ShippingTemplateInfo, ShippingTemplateRequest } from '@/api/generated/model';
import { isValidMoney } from '@/lib/format';
import { commit, getDb } from '../db';
import { fail, isError, pageOf } from '../lib';
import { regionTree, type ShippingTemplateRules } from '../seed/shipping';
import { chargesOf, freesOf, keepCharges, keepFrees } from './shipping-rows';
import { formatDateTime } from './time';

// 运费模板 (reference §4.8): the list rows live in getDb().shippingTemplates, where products find them by
// tempId; each template's charged and free districts in getDb().shippingTemplateRules, kept and answered
// as the reference backend does (./shipping-rows.ts). The city tree is the static region data of seed/shipping.ts.

export const NAME_MAX = 200;
const AMOUNT_MAX = 99_999_999;
const CITY_IDS = /^\d+(,\d+)*$/;
const TEMPLATE_NOT_FOUND = '运费模板不存在';

const noRules: ShippingTemplateRules = { charges: [], frees: [] };
const rulesOf = (id: number): ShippingTemplateRules => getDb().shippingTemplateRules[id] ?? noRules;

/** A decimal text (an amount or a quantity) with at most two decimals within [min, AMOUNT_MAX], compared exactly. */
const inRange = (value: string, min: string) => isValidMoney(value, { min, max: AMOUNT_MAX });

function checkRegionRow(row: ShippingRegionRow): string | null {
  if (!CITY_IDS.test(row.cityId) || !row.title) return '请选择配送区域';
  if (!inRange(row.first, '0.1') || !inRange(row.renewal, '0.1')) return '首件和续件不能小于0.1';
  if (!inRange(row.firstPrice, '0') || !inRange(row.renewalPrice, '0')) return '运费和续费不能小于0';
  return null;
}

function checkFreeRow(row: ShippingFreeRow): string | null {
  if (!CITY_IDS.test(row.cityId) || !row.title) return '请选择包邮区域';
  if (!inRange(row.number, '0.1')) return '包邮件数不能小于0.1';
  if (!inRange(row.price, '0')) return '包邮金额不能小于0';
  return null;
}

/** The request's mistakes as the backend words them, or null. */
function checkRequest(body: ShippingTemplateRequest): ErrorResult | null {
  const name = body.name.trim();
  if (!name) return fail(400, '请输入模板名称');
  if (name.length > NAME_MAX) return fail(400, `模板名称不能超过${NAME_MAX}个字符`);
  if (![1, 2, 3].includes(body.type)) return fail(400, '请选择计费方式');
  if (![0, 1, 2].includes(body.appoint)) return fail(400, '请选择包邮方式');
  if (!Number.isInteger(body.sort) || body.sort < 0 || body.sort > 9999) return fail(400, '排序范围为0~9999');
  const regions = body.appoint === 0 ? [] : body.shippingTemplatesRegionRequestList;
  const frees = body.appoint === 2 ? body.shippingTemplatesFreeRequestList : [];
  if (body.appoint === 2 && regions.length === 0) return fail(400, '不包邮，最少需要一条公共区域运费数据');
  const problem = regions.map(checkRegionRow).find(Boolean) ?? frees.map(checkFreeRow).find(Boolean);
  if (problem) return fail(400, problem);
  const taken = getDb().shippingTemplates.some((t) => t.name === name && t.id !== body.id);
  return taken ? fail(500, '模板名称已存在') : null;
}

/** The districts the template keeps: only those its free-shipping kind uses; or why the rows cannot be kept. */
function rulesFrom(body: ShippingTemplateRequest): ShippingTemplateRules | ErrorResult {
  const charges = keepCharges(body.appoint === 0 ? [] : body.shippingTemplatesRegionRequestList);
  const frees = keepFrees(body.appoint === 2 ? body.shippingTemplatesFreeRequestList : []);
  if (typeof charges === 'string') return fail(500, charges);
  if (typeof frees === 'string') return fail(500, frees);
  return { charges, frees };
}

export function templatePage(q: GetShippingTemplateListParams) {
  const keywords = (q.keywords ?? '').trim();
  const rows = getDb()
    .shippingTemplates.filter((t) => !keywords || t.name.includes(keywords))
    .toSorted((a, b) => b.sort - a.sort || a.id - b.id);
  return pageOf(rows, q);
}

/** The details as the backend answers them: no regionList for 全国包邮 or a template without rows, no freeList unless 自定义. */
export function templateInfo(id: number): ShippingTemplateInfo | ErrorResult {
  const template = getDb().shippingTemplates.find((t) => t.id === id);
  if (!template) return fail(500, TEMPLATE_NOT_FOUND);
  const { charges, frees } = rulesOf(template.id);
  const info: ShippingTemplateInfo = { id: template.id, name: template.name, type: template.type, appoint: template.appoint, sort: template.sort };
  if (template.appoint === 0) return info;
  return { ...info, ...(charges.length > 0 ? { regionList: chargesOf(charges) } : {}), ...(template.appoint === 2 ? { freeList: freesOf(frees) } : {}) };
}

export function addTemplate(body: ShippingTemplateRequest) {
  const { id: _ignored, ...fields } = body;
  const problem = checkRequest(fields);
  if (problem) return problem;
  const rules = rulesFrom(fields);
  if (isError(rules)) return rules;
  const db = getDb();
  const id = Math.max(0, ...db.shippingTemplates.map((t) => t.id)) + 1;
  db.shippingTemplates.push({ id, name: fields.name.trim(), type: fields.type, appoint: fields.appoint, sort: fields.sort, createTime: formatDateTime(new Date()) });
  db.shippingTemplateRules[id] = rules;
  commit();
  return null;
}

export function updateTemplate(body: ShippingTemplateRequest) {
  const db = getDb();
  const template = db.shippingTemplates.find((t) => t.id === body.id);
  if (!template) return fail(500, TEMPLATE_NOT_FOUND);
  const problem = checkRequest(body);
  if (problem) return problem;
  const rules = rulesFrom(body);
  if (isError(rules)) return rules;
  Object.assign(template, { name: body.name.trim(), type: body.type, appoint: body.appoint, sort: body.sort, updateTime: formatDateTime(new Date()) });
  db.shippingTemplateRules[template.id] = rules;
  commit();
  return null;
}

export function deleteTemplate(id: number) {
  const db = getDb();
  if (!db.shippingTemplates.some((t) => t.id === id)) return fail(500, TEMPLATE_NOT_FOUND);
  if (db.products.some((p) => p.tempId === id)) return fail(500, '该运费模板已被商品使用，无法删除');
  db.shippingTemplates = db.shippingTemplates.filter((t) => t.id !== id);
  delete db.shippingTemplateRules[id];
  commit();
  return null;
}

export const cityTree = () => regionTree();
