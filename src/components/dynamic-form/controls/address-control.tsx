import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useGetCityTree } from '@/api/generated/endpoints/shipping/shipping';
import type { CityVo } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { queryClient } from '@/lib/query-client';
import { addressParts } from '../form-model';
import { CONTROL_SIZE, SELECT_SIZE } from '../form-style';
import type { ControlProps } from './control-props';
import { withEmptyChoice } from './select-options';

/** The region tree changes with a release, not during a visit. */
const REGION_QUERY = { staleTime: Infinity, gcTime: Infinity } as const;
const LEVELS = ['省份', '城市', '区县'] as const;

/**
 * An address field: province, city and district from the country's region tree, and a street line
 * when the field is detailed. The value is the names, ['广东省', '深圳市', '南山区', '科技园1号'];
 * like a cascader it stays [] until every region level is chosen.
 */
export function AddressControl(props: ControlProps<string[]>) {
  return (
    <QueryClientProvider client={queryClient}>
      <AddressInputs {...props} />
    </QueryClientProvider>
  );
}

/** The regions under a chosen name at each level; a region without children ends the path, its name standing for the levels below. */
function regionLevels(tree: readonly CityVo[], names: readonly string[]) {
  const levels: CityVo[][] = [[...tree]];
  for (let level = 1; level < LEVELS.length; level++) {
    const parent = levels[level - 1].find((r) => r.regionName === names[level - 1]);
    levels.push(parent?.child ?? []);
  }
  return levels;
}

const regionsChosen = (parts: readonly string[]) => parts.slice(0, LEVELS.length).every((name) => name !== '');

function AddressInputs({ id, field, value, onChange, onBlur, disabled, invalid, size, describedBy, labelledBy, inputRef }: ControlProps<string[]>) {
  const tree = useGetCityTree(undefined, { query: REGION_QUERY });
  const count = addressParts(field);
  const [parts, setParts] = useState<string[]>(() => (value.length === count ? value : Array.from({ length: count }, () => '')));
  const label = field.__config__.label;
  const levels = regionLevels(tree.data ?? [], parts);

  const report = (next: string[]) => {
    setParts(next);
    const chosen = regionsChosen(next);
    const cleared = next.every((name) => name === '');
    onChange(chosen ? next : [], chosen || cleared);
  };
  const choose = (level: number, name: string) => {
    const next = [...parts];
    next[level] = name;
    for (let below = level + 1; below < LEVELS.length; below++) next[below] = '';
    // A chosen region with nothing under it (a real backend's tree may end early) fills the levels below.
    const node = levels[level].find((r) => r.regionName === name);
    if (name && node && !(node.child && node.child.length > 0)) for (let below = level + 1; below < LEVELS.length; below++) next[below] = name;
    report(next);
  };

  if (tree.isError) {
    return (
      <div role="alert" className="flex min-h-8 items-center gap-2 text-sm text-slate-500">
        地区加载失败
        <Button size="sm" onClick={() => void tree.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  return (
    <div id={id} role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} aria-busy={tree.isLoading || undefined} className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {LEVELS.map((levelName, level) => {
          const names = levels[level].map((r) => r.regionName);
          const current = parts[level];
          // A saved name the tree does not have (renamed since) stays shown.
          if (current && !names.includes(current)) names.unshift(current);
          const placeholder = `请选择${levelName}`;
          return (
            <Select
              key={levelName}
              ref={level === 0 ? inputRef : undefined}
              aria-label={`${label}（${levelName}）`}
              value={current}
              options={withEmptyChoice(names.map((name) => ({ value: name, label: name })), current !== '', placeholder)}
              placeholder={tree.isLoading ? '加载中…' : placeholder}
              searchable
              disabled={disabled || tree.isLoading || (level > 0 && !parts[level - 1])}
              invalid={invalid}
              className={`w-auto min-w-32 ${SELECT_SIZE[size]}`}
              onChange={(name) => choose(level, name ?? '')}
              onBlur={onBlur}
            />
          );
        })}
      </div>
      {field.detailed && (
        <Input
          aria-label={`${label}（详细地址）`}
          value={parts[3] ?? ''}
          disabled={disabled}
          readOnly={field.readonly}
          placeholder={field.placeholder || '请输入详细地址'}
          maxLength={field.maxlength}
          invalid={invalid}
          className={CONTROL_SIZE[size]}
          onChange={(event) => {
            const next = [...parts];
            next[3] = event.target.value;
            setParts(next);
            const chosen = regionsChosen(next);
            // Typing is not a choice: the street line is checked when it is left.
            onChange(chosen ? next : [], false);
          }}
          onBlur={() => {
            if (regionsChosen(parts)) onChange(parts, true);
            onBlur();
          }}
        />
      )}
    </div>
  );
}
