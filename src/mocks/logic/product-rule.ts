import type { ErrorResult, GetProductRuleListParams, ProductRule, ProductRuleRequest } from '@/api/generated/model';
import { hasSpecValues, parseRuleValue, SPEC_MESSAGES, toRuleValue } from '@/lib/domain/spec-editor';
import { commit, getDb } from '../db';
import { fail, isError, pageOf } from '../lib';
import { javaRules } from '../wire/mode';

// 商品规格 templates: a name and the specs with their values, as JSON.

const notFound = () => fail(6602, '商品规格值不存在');
/** 20 characters, as the spec says; the reference backend's 32 in its wire. */
const ruleNameMax = () => (javaRules() ? 32 : 20);

/** The demo store's merchant id (the seed's templates carry it). */
const MER_ID = 1;

const nextId = (rows: ReadonlyArray<{ id: number }>) => rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;

export function rule(id: number): ProductRule | ErrorResult {
  return getDb().rules.find((r) => r.id === id) ?? notFound();
}

/** The backend's checks of a template: a name of at most 20 characters and a JSON list with at least one valued spec. */
function validateRule(body: ProductRuleRequest): Pick<ProductRule, 'ruleName' | 'ruleValue'> | ErrorResult {
  const ruleName = (body.ruleName ?? '').trim();
  if (!ruleName) return fail(400, '请输入规格名称');
  if (ruleName.length > ruleNameMax()) return fail(400, `规格名称长度不能超过${ruleNameMax()}个字符`);
  const specs = parseRuleValue(body.ruleValue ?? '');
  if (!specs) return fail(400, '规格值格式不正确');
  if (!hasSpecValues(specs)) return fail(400, SPEC_MESSAGES.atLeastOne);
  // Stored trimmed, without repeats and without specs that have no values.
  return { ruleName, ruleValue: toRuleValue(specs) };
}

export function rulePage(q: GetProductRuleListParams) {
  const keywords = (q.keywords ?? '').trim();
  return pageOf(getDb().rules.filter((r) => !keywords || r.ruleName.includes(keywords)).toSorted((a, b) => b.id - a.id), q);
}

/** A new template's name is one no other template of the store has (changing a name is not checked, as in the reference). */
export function addRule(body: ProductRuleRequest) {
  const checked = validateRule(body);
  if (isError(checked)) return checked;
  const db = getDb();
  if (db.rules.some((r) => r.ruleName === checked.ruleName)) return fail(6601, '商品规格值已经存在');
  db.rules.push({ id: nextId(db.rules), merId: MER_ID, ...checked });
  commit();
  return null;
}

export function updateRule(body: ProductRuleRequest) {
  if (!body.id) return fail(400, '请先选择规格');
  const target = rule(body.id);
  if (isError(target)) return target;
  const checked = validateRule(body);
  if (isError(checked)) return checked;
  Object.assign(target, checked);
  commit();
  return null;
}

export function deleteRule(id: number) {
  const target = rule(id);
  if (isError(target)) return target;
  const db = getDb();
  db.rules = db.rules.filter((r) => r.id !== target.id);
  commit();
  return null;
}
