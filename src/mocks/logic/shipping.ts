import type { ErrorResult, GetShippingTemplateListParams, ShippingFreeRow, ShippingRegionRow, ShippingTemplateRequest } from '@/api/generated/model';
import { isValidMoney, money } from '@/lib/format';
import { commit, getDb } from '../db';
import { fail, pageOf } from '../lib';
import { regionTree, type ShippingTemplateRules } from '../seed/shipping';
import { formatDateTime } from './time';

// 运费模板 (reference §4.8): the list rows live in getDb().shippingTemplates, where products find them by
// tempId; each template's charged regions and free regions in getDb().shippingTemplateRules. The city
// tree is the static region data of seed/shipping.ts.

export const NAME_MAX = 200;
const AMOUNT_MAX = 99_999_999;
const CITY_IDS = /^\d+(,\d+)*$/;
const TEMPLATE_NOT_FOUND = '运费模板不存在';

const noRules: ShippingTemplateRules = { regionList: [], freeList: [] };
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
  if (body.appoint !== 0 && regions.length === 0) return fail(400, '请至少设置一个配送区域的运费');
  const problem = regions.map(checkRegionRow).find(Boolean) ?? frees.map(checkFreeRow).find(Boolean);
  if (problem) return fail(400, problem);
  const taken = getDb().shippingTemplates.some((t) => t.name === name && t.id !== body.id);
  return taken ? fail(500, '模板名称已存在') : null;
}

let uniq = 0;
/** A row keeps the group id it was sent with; new rows get one, so the detail can tell them apart. */
const withUniqid = <R extends { uniqid?: string }>(row: R): R => ({ ...row, uniqid: row.uniqid || `${Date.now().toString(36)}${(uniq++).toString(36)}` });

/** Amounts and quantities as the backend keeps its decimal columns: two decimals ('8' is '8.00'). */
const regionRow = (row: ShippingRegionRow): ShippingRegionRow => ({ ...row, first: money(row.first), firstPrice: money(row.firstPrice), renewal: money(row.renewal), renewalPrice: money(row.renewalPrice) });
const freeRow = (row: ShippingFreeRow): ShippingFreeRow => ({ ...row, number: money(row.number), price: money(row.price) });

/** The rows the template keeps: only those its free-shipping kind uses. */
function rulesFrom(body: ShippingTemplateRequest): ShippingTemplateRules {
  return {
    regionList: body.appoint === 0 ? [] : body.shippingTemplatesRegionRequestList.map((row) => withUniqid(regionRow(row))),
    freeList: body.appoint === 2 ? body.shippingTemplatesFreeRequestList.map((row) => withUniqid(freeRow(row))) : [],
  };
}

export function templatePage(q: GetShippingTemplateListParams) {
  const keywords = (q.keywords ?? '').trim();
  const rows = getDb()
    .shippingTemplates.filter((t) => !keywords || t.name.includes(keywords))
    .toSorted((a, b) => b.sort - a.sort || a.id - b.id);
  return pageOf(rows, q);
}

export function templateInfo(id: number) {
  const template = getDb().shippingTemplates.find((t) => t.id === id);
  if (!template) return fail(500, TEMPLATE_NOT_FOUND);
  const { regionList, freeList } = rulesOf(template.id);
  return { id: template.id, name: template.name, type: template.type, appoint: template.appoint, sort: template.sort, regionList, freeList };
}

export function addTemplate(body: ShippingTemplateRequest) {
  const { id: _ignored, ...fields } = body;
  const problem = checkRequest(fields);
  if (problem) return problem;
  const db = getDb();
  const id = Math.max(0, ...db.shippingTemplates.map((t) => t.id)) + 1;
  db.shippingTemplates.push({ id, name: fields.name.trim(), type: fields.type, appoint: fields.appoint, sort: fields.sort, createTime: formatDateTime(new Date()) });
  db.shippingTemplateRules[id] = rulesFrom(fields);
  commit();
  return null;
}

export function updateTemplate(body: ShippingTemplateRequest) {
  const db = getDb();
  const template = db.shippingTemplates.find((t) => t.id === body.id);
  if (!template) return fail(500, TEMPLATE_NOT_FOUND);
  const problem = checkRequest(body);
  if (problem) return problem;
  Object.assign(template, { name: body.name.trim(), type: body.type, appoint: body.appoint, sort: body.sort, updateTime: formatDateTime(new Date()) });
  db.shippingTemplateRules[template.id] = rulesFrom(body);
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
