import { controlKind, flattenFields, safeTipsLink } from './form-model';
import { buildFieldValidation, type ConfigProblem } from './rules';
import type { FormField } from './types';

/** What a designer should fix in a config that still renders: bad patterns, names, links. */
export function collectConfigProblems(fields: readonly FormField[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const seen = new Set<string>();
  for (const field of flattenFields(fields)) {
    const { label, tipsIsLink, tipsLink } = field.__config__;
    const name = field.__vModel__;
    if (controlKind(field)) {
      if (name === undefined) problems.push({ field: label, message: '缺少字段名（__vModel__）' });
      else if (seen.has(name)) problems.push({ field: name, message: `字段名重复：${name}` });
      if (name !== undefined) seen.add(name);
      problems.push(...buildFieldValidation(field).problems);
    }
    if (tipsIsLink && tipsLink && !safeTipsLink(tipsLink)) {
      problems.push({ field: name ?? label, message: `提示链接只能是 http 或 https 地址：${tipsLink}` });
    }
  }
  return problems;
}
