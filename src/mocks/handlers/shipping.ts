import {
  getDeleteShippingTemplateMockHandler,
  getGetCityTreeMockHandler,
  getGetShippingTemplateInfoMockHandler,
  getGetShippingTemplateListMockHandler,
  getSaveShippingTemplateMockHandler,
  getUpdateShippingTemplateMockHandler,
} from '@/api/generated/endpoints/shipping/shipping.msw';
import type { ErrorResult, ShippingFreeRow, ShippingRegionRow, ShippingTemplate, ShippingTemplateRequest } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { authorize, fail, isError, ok, paginate, pathId, persisted } from '../lib';
import { formatDateTime } from '../seed/random';
import { regionTree, type ShippingTemplateRules } from '../seed/shipping';

export const NAME_MAX = 200;
const AMOUNT_MAX = 99_999_999;
const CITY_IDS = /^\d+(,\d+)*$/;

const noRules: ShippingTemplateRules = { regionList: [], freeList: [] };
const rulesOf = (id: number): ShippingTemplateRules => getDb().shippingTemplateRules[id] ?? noRules;

const inRange = (value: number, min: number) => Number.isFinite(value) && value >= min && value <= AMOUNT_MAX;

function checkRegionRow(row: ShippingRegionRow): string | null {
  if (!CITY_IDS.test(row.cityId) || !row.title) return '请选择配送区域';
  if (!inRange(row.first, 0.1) || !inRange(row.renewal, 0.1)) return '首件和续件不能小于0.1';
  if (!inRange(row.firstPrice, 0) || !inRange(row.renewalPrice, 0)) return '运费和续费不能小于0';
  return null;
}

function checkFreeRow(row: ShippingFreeRow): string | null {
  if (!CITY_IDS.test(row.cityId) || !row.title) return '请选择包邮区域';
  if (!inRange(row.number, 0.1)) return '包邮件数不能小于0.1';
  if (!inRange(row.price, 0)) return '包邮金额不能小于0';
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

/** The rows the template keeps: only those its free-shipping kind uses. */
function rulesFrom(body: ShippingTemplateRequest): ShippingTemplateRules {
  return {
    regionList: body.appoint === 0 ? [] : body.shippingTemplatesRegionRequestList.map(withUniqid),
    freeList: body.appoint === 2 ? body.shippingTemplatesFreeRequestList.map(withUniqid) : [],
  };
}

function keywordsRows(url: URL): ShippingTemplate[] {
  const keywords = (url.searchParams.get('keywords') ?? '').trim();
  return getDb()
    .shippingTemplates.filter((t) => !keywords || t.name.includes(keywords))
    .toSorted((a, b) => b.sort - a.sort || a.id - b.id);
}

/**
 * 运费模板 (reference §4.8): the list rows live in getDb().shippingTemplates, where products find them by
 * tempId; each template's charged regions and free regions in getDb().shippingTemplateRules. The city
 * tree is the static region data of seed/shipping.ts.
 */
export const shippingHandlers = [
  getGetShippingTemplateListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:shipping:templates:list');
    if (isError(account)) return account;
    const url = new URL(request.url);
    return ok(paginate(keywordsRows(url), url));
  })),
  getGetShippingTemplateInfoMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:shipping:templates:info');
    if (isError(account)) return account;
    const template = getDb().shippingTemplates.find((t) => t.id === pathId(params));
    if (!template) return fail(500, '运费模板不存在');
    const { regionList, freeList } = rulesOf(template.id);
    return ok({ id: template.id, name: template.name, type: template.type, appoint: template.appoint, sort: template.sort, regionList, freeList });
  })),
  getSaveShippingTemplateMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:shipping:templates:save');
    if (isError(account)) return account;
    const body = (await request.json()) as ShippingTemplateRequest;
    const { id: _ignored, ...fields } = body;
    const problem = checkRequest(fields);
    if (problem) return problem;
    const db = getDb();
    const id = Math.max(0, ...db.shippingTemplates.map((t) => t.id)) + 1;
    db.shippingTemplates.push({ id, name: fields.name.trim(), type: fields.type, appoint: fields.appoint, sort: fields.sort, createTime: formatDateTime(new Date()) });
    db.shippingTemplateRules[id] = rulesFrom(fields);
    commit();
    return ok(null);
  })),
  getUpdateShippingTemplateMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:shipping:templates:update');
    if (isError(account)) return account;
    const body = (await request.json()) as ShippingTemplateRequest;
    const db = getDb();
    const template = db.shippingTemplates.find((t) => t.id === body.id);
    if (!template) return fail(500, '运费模板不存在');
    const problem = checkRequest(body);
    if (problem) return problem;
    Object.assign(template, { name: body.name.trim(), type: body.type, appoint: body.appoint, sort: body.sort, updateTime: formatDateTime(new Date()) });
    db.shippingTemplateRules[template.id] = rulesFrom(body);
    commit();
    return ok(null);
  })),
  getDeleteShippingTemplateMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:shipping:templates:delete');
    if (isError(account)) return account;
    const db = getDb();
    const id = pathId(params);
    if (!db.shippingTemplates.some((t) => t.id === id)) return fail(500, '运费模板不存在');
    if (db.products.some((p) => p.tempId === id)) return fail(500, '该运费模板已被商品使用，无法删除');
    db.shippingTemplates = db.shippingTemplates.filter((t) => t.id !== id);
    delete db.shippingTemplateRules[id];
    commit();
    return ok(null);
  })),
  getGetCityTreeMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:city:list:tree');
    return isError(account) ? account : ok(regionTree());
  })),
];
