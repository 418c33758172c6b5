import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getGetProductRuleListQueryOptions, useGetProductRuleList } from '@/api/generated/endpoints/product-rule/product-rule';
import { Authorized } from '@/components/authorized';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { message } from '@/lib/message';
import { SpecEditor } from '@/features/product/shared/spec-editor-view';
import { RULE_PERMS } from '@/features/product/shared/permissions';
import { idOptions } from '@/features/product/shared/select-options';
import { specsOfRule } from '@/lib/domain/spec-editor';
import { combinationCount, normalizeSpecs, type Spec } from '@/lib/domain/sku';

const ALL_RULES = { page: 1, limit: 9999 };

/** The most rows a product may have (the contract's limit); a typo in a value list could make more. */
const MAX_ROWS = 5000;

// The spec-template dialog of 商品规格 loads when 添加规格 is first clicked.
const AttrDialog = lazyDialog(() => import('@/features/product/shared/attr-dialog').then((m) => m.AttrDialog), () => true);

/**
 * 选择规格 (apply a saved template, or add one with 添加规格: the list has been read again and the new template
 * is chosen, ready for 确认) and the spec editor of a multi-spec product.
 */
export function SpecSection({ specs, onSpecsChange, disabled }: { specs: Spec[]; onSpecsChange: (specs: Spec[]) => void; disabled?: boolean }) {
  const rules = useGetProductRuleList(ALL_RULES, { query: { staleTime: 60_000 } });
  const [ruleId, setRuleId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const ruleOptions = useMemo(() => idOptions(rules.data?.list, (r) => r.ruleName), [rules.data]);
  const queryClient = useQueryClient();
  const added = ({ ruleName }: { ruleName: string }) => {
    // The save has read every list of templates again, this one (on screen) before it answered (lib/refresh.ts).
    const created = queryClient.getQueryData(getGetProductRuleListQueryOptions(ALL_RULES).queryKey)?.list.filter((r) => r.ruleName === ruleName).reduce((newest, r) => (r.id > newest ? r.id : newest), 0);
    if (created) setRuleId(created);
  };
  const apply = () => {
    const rule = rules.data?.list.find((r) => r.id === ruleId);
    if (!rule) {
      message.warning('请选择规格模板');
      return;
    }
    onSpecsChange(specsOfRule(rule.ruleValue));
  };
  const change = (next: Spec[]) => {
    const normalized = normalizeSpecs(next);
    if (combinationCount(normalized) > MAX_ROWS) {
      message.warning(`规格组合不能超过${MAX_ROWS}个`);
      return;
    }
    onSpecsChange(normalized);
  };
  return (
    <div className="flex flex-col gap-3">
      {!disabled && (
        <div className="flex items-center gap-2">
          <label htmlFor="product-rule" className="text-sm text-slate-600">
            选择规格
          </label>
          <Select id="product-rule" value={ruleId} onChange={setRuleId} options={ruleOptions} searchable placeholder="请选择规格模板" className="w-56" />
          <Button size="sm" variant="primary" onClick={apply}>
            确认
          </Button>
          <Authorized perms={RULE_PERMS.add}>
            <Button size="sm" onClick={() => setAdding(true)}>
              添加规格
            </Button>
          </Authorized>
        </div>
      )}
      {adding && <AttrDialog onSaved={added} onClose={() => setAdding(false)} />}
      <SpecEditor specs={specs} onChange={change} disabled={disabled} />
    </div>
  );
}
