import {
  getDeleteProductRuleMockHandler,
  getGetProductRuleListMockHandler,
  getGetProductRuleMockHandler,
  getSaveProductRuleMockHandler,
  getUpdateProductRuleMockHandler,
} from '@/api/generated/endpoints/product-rule/product-rule.msw';
import type { ErrorResult, ProductRule, ProductRuleRequest } from '@/api/generated/model';
import { hasSpecValues, parseRuleValue, SPEC_MESSAGES, toRuleValue } from '@/lib/domain/spec-editor';
import { commit, getDb } from '../db';
import { authorize, fail, isError, ok, paginate, persisted } from '../lib';

export const RULE_NOT_FOUND = '商品规格不存在';
export const RULE_NAME_MAX = 20;

/** The demo store's merchant id (the seed's templates carry it). */
const MER_ID = 1;

const nextId = (rows: ReadonlyArray<{ id: number }>) => rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;

function find(id: number): ProductRule | ErrorResult {
  return getDb().rules.find((r) => r.id === id) ?? fail(500, RULE_NOT_FOUND);
}

/** The backend's checks of a template: a name of at most 20 characters and a JSON list with at least one valued spec. */
function validateRule(body: ProductRuleRequest): Pick<ProductRule, 'ruleName' | 'ruleValue'> | ErrorResult {
  const ruleName = (body.ruleName ?? '').trim();
  if (!ruleName) return fail(400, '请输入规格名称');
  if (ruleName.length > RULE_NAME_MAX) return fail(400, `规格名称不能超过${RULE_NAME_MAX}个字符`);
  const specs = parseRuleValue(body.ruleValue ?? '');
  if (!specs) return fail(400, '规格值格式不正确');
  if (!hasSpecValues(specs)) return fail(400, SPEC_MESSAGES.atLeastOne);
  // Stored trimmed, without repeats and without specs that have no values.
  return { ruleName, ruleValue: toRuleValue(specs) };
}

export const productRuleHandlers = [
  getGetProductRuleListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:product:rule:page:list');
    if (isError(account)) return account;
    const url = new URL(request.url);
    const keywords = (url.searchParams.get('keywords') ?? '').trim();
    const rows = getDb()
      .rules.filter((r) => !keywords || r.ruleName.includes(keywords))
      .toSorted((a, b) => b.id - a.id);
    return ok(paginate(rows, url));
  })),
  getGetProductRuleMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:product:rule:info');
    if (isError(account)) return account;
    const rule = find(Number(params.id));
    return isError(rule) ? rule : ok(rule);
  })),
  getSaveProductRuleMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:product:rule:save');
    if (isError(account)) return account;
    const checked = validateRule((await request.json()) as ProductRuleRequest);
    if (isError(checked)) return checked;
    const db = getDb();
    db.rules.push({ id: nextId(db.rules), merId: MER_ID, ...checked });
    commit();
    return ok(null);
  })),
  getUpdateProductRuleMockHandler(persisted(async ({ request }) => {
    const account = authorize(request, 'merchant:product:rule:update');
    if (isError(account)) return account;
    const body = (await request.json()) as ProductRuleRequest;
    if (!body.id) return fail(400, '规格ID不能为空');
    const rule = find(body.id);
    if (isError(rule)) return rule;
    const checked = validateRule(body);
    if (isError(checked)) return checked;
    Object.assign(rule, checked);
    commit();
    return ok(null);
  })),
  getDeleteProductRuleMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:product:rule:delete');
    if (isError(account)) return account;
    const rule = find(Number(params.id));
    if (isError(rule)) return rule;
    const db = getDb();
    db.rules = db.rules.filter((r) => r.id !== rule.id);
    commit();
    return ok(null);
  })),
];
