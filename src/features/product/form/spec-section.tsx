import { useState } from 'react';
import { useGetProductRuleList } from '@/api/generated/endpoints/product-rule/product-rule';
import { Button } from '@/components/ui/button';
import { message } from '@/lib/message';
import { SpecEditor } from '@/features/product/attr/spec-editor-view';
import { specsOfRule } from '@/lib/domain/spec-editor';
import { combinationCount, normalizeSpecs, type Spec } from '@/lib/domain/sku';

/** The most rows a product may have (the contract's limit); a typo in a value list could make more. */
const MAX_ROWS = 5000;

/** 选择规格 (apply a saved template) and the spec editor of a multi-spec product. */
export function SpecSection({ specs, onSpecsChange, disabled }: { specs: Spec[]; onSpecsChange: (specs: Spec[]) => void; disabled?: boolean }) {
  const rules = useGetProductRuleList({ page: 1, limit: 9999 }, { query: { staleTime: 60_000 } });
  const [ruleId, setRuleId] = useState('');
  const apply = () => {
    const rule = rules.data?.list.find((r) => String(r.id) === ruleId);
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
          <select id="product-rule" value={ruleId} onChange={(e) => setRuleId(e.target.value)} className="h-8 w-56 rounded border border-slate-300 bg-white px-2 text-sm">
            <option value="">请选择规格模板</option>
            {rules.data?.list.map((r) => (
              <option key={r.id} value={r.id}>
                {r.ruleName}
              </option>
            ))}
          </select>
          <Button size="sm" variant="primary" onClick={apply}>
            确认
          </Button>
        </div>
      )}
      <SpecEditor specs={specs} onChange={change} disabled={disabled} />
    </div>
  );
}
