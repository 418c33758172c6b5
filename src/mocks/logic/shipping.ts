import type { ErrorResult, GetShippingTemplateListParams, ShippingTemplateInfo, ShippingTemplateRequest } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { fail, isError, pageOf } from '../lib';
import { regionTree } from '../seed/shipping';
import type { ShippingTemplateRules } from '../types/shipping';
import { chargesOf, freesOf, keepCharges, keepFrees } from './shipping-rows';
import { formatDateTime } from './time';

// 运费模板 (reference §4.8): the list rows live in getDb().shippingTemplates, where products find them by
// tempId; each template's charged and free districts in getDb().shippingTemplateRules, kept and answered
// as the reference backend does (./shipping-rows.ts). The city tree is the static region data of seed/shipping.ts.

export const NAME_MAX = 200;
const TEMPLATE_NOT_FOUND = '运费模板不存在';

const noRules: ShippingTemplateRules = { charges: [], frees: [] };
const rulesOf = (id: number): ShippingTemplateRules => getDb().shippingTemplateRules[id] ?? noRules;

/** The name already taken by another template of the store, as sent (not trimmed: the reference compares it so). */
const nameTaken = (name: string, id?: number) => getDb().shippingTemplates.some((t) => t.name === name && t.id !== id);

/**
 * The request's mistakes as the reference checks them: the form (its bean validation, which the contract
 * holds too), a name taken, a 自定义 template without a charged region. The rows' amounts are not
 * checked beyond the contract's (none below zero); a row whose regions cannot be read is refused when kept.
 */
function checkRequest(body: ShippingTemplateRequest, taken: boolean): ErrorResult | null {
  if (!body.name.trim()) return fail(400, '模板名称必须填写');
  if (body.name.length > NAME_MAX) return fail(400, `模板名称不能超过${NAME_MAX}个字符`);
  if (!Number.isInteger(body.sort) || body.sort < 0 || body.sort > 9999) return fail(400, '排序范围为0~9999');
  if (taken) return fail(400, '模板名称已存在,请更换模板名称!');
  if (body.appoint === 2 && !body.shippingTemplatesRegionRequestList?.length) return fail(400, '不包邮，最少需要一条公共区域运费数据');
  return null;
}

/**
 * The districts the template keeps, or why the rows cannot be kept: a new one its charged rows unless it
 * ships free everywhere, an updated one every charged row sent (kept, unseen, under 全国包邮 too, as the
 * reference keeps them), the free rows of a 自定义 one.
 */
function rulesFrom(body: ShippingTemplateRequest, updating = false): ShippingTemplateRules | ErrorResult {
  const charges = keepCharges(body.appoint === 0 && !updating ? [] : (body.shippingTemplatesRegionRequestList ?? []));
  const frees = keepFrees(body.appoint === 2 ? (body.shippingTemplatesFreeRequestList ?? []) : []);
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
  if (!template) return fail(6501, TEMPLATE_NOT_FOUND);
  const { charges, frees } = rulesOf(template.id);
  const info: ShippingTemplateInfo = { id: template.id, name: template.name, type: template.type, appoint: template.appoint, sort: template.sort };
  if (template.appoint === 0) return info;
  return { ...info, ...(charges.length > 0 ? { regionList: chargesOf(charges) } : {}), ...(template.appoint === 2 ? { freeList: freesOf(frees) } : {}) };
}

export function addTemplate(body: ShippingTemplateRequest) {
  const { id: _ignored, ...fields } = body;
  const problem = checkRequest(fields, nameTaken(fields.name));
  if (problem) return problem;
  const rules = rulesFrom(fields);
  if (isError(rules)) return rules;
  const db = getDb();
  const id = Math.max(0, ...db.shippingTemplates.map((t) => t.id)) + 1;
  db.shippingTemplates.push({ id, name: fields.name, type: fields.type, appoint: fields.appoint, sort: fields.sort, createTime: formatDateTime(new Date()) });
  db.shippingTemplateRules[id] = rules;
  commit();
  return null;
}

export function updateTemplate(body: ShippingTemplateRequest) {
  const db = getDb();
  if (body.id === undefined) return fail(400, '运费模板ID不能为空');
  const template = db.shippingTemplates.find((t) => t.id === body.id);
  if (!template) return fail(6501, TEMPLATE_NOT_FOUND);
  // Only a changed name is looked up, as the reference does.
  const problem = checkRequest(body, template.name !== body.name && nameTaken(body.name, template.id));
  if (problem) return problem;
  const rules = rulesFrom(body, true);
  if (isError(rules)) return rules;
  Object.assign(template, { name: body.name, type: body.type, appoint: body.appoint, sort: body.sort, updateTime: formatDateTime(new Date()) });
  db.shippingTemplateRules[template.id] = rules;
  commit();
  return null;
}

export function deleteTemplate(id: number) {
  const db = getDb();
  if (!db.shippingTemplates.some((t) => t.id === id)) return fail(6501, TEMPLATE_NOT_FOUND);
  if (db.products.some((p) => p.tempId === id)) return fail(6502, '运费模板已使用');
  db.shippingTemplates = db.shippingTemplates.filter((t) => t.id !== id);
  delete db.shippingTemplateRules[id];
  commit();
  return null;
}

export const cityTree = () => regionTree();
