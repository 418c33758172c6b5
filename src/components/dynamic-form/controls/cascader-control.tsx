import { useState } from 'react';
import { Select } from '@/components/ui/select';
import { SELECT_SIZE } from '../form-style';
import type { CascaderOption, OptionValue } from '../types';
import { sameValue, type ControlProps } from './control-props';
import { withEmptyChoice } from './select-options';

/**
 * el-cascader, single path: one select per level, the next appearing once a branch is chosen.
 * Like Element, only a leaf makes a value; a half-chosen path is kept here and the field stays [].
 * DynamicForm remounts the fields on reset, which clears that half-chosen path too.
 */
export function CascaderControl({ id, field, value, onChange, onBlur, disabled, invalid, size, describedBy, labelledBy, inputRef }: ControlProps<OptionValue[]>) {
  const [path, setPath] = useState<OptionValue[]>(value);
  const levels: CascaderOption[][] = [field.options ?? []];
  for (const step of path) {
    const node = levels[levels.length - 1].find((option) => sameValue(option.value, step));
    if (!node?.children || node.children.length === 0) break;
    levels.push(node.children);
  }
  const choose = (level: number, chosen: OptionValue | null) => {
    const node = chosen === null ? undefined : levels[level].find((option) => option.value === chosen);
    const next = node ? [...path.slice(0, level), node.value] : path.slice(0, level);
    setPath(next);
    const isLeaf = node !== undefined && !(node.children && node.children.length > 0);
    onChange(isLeaf ? next : [], isLeaf || next.length === 0);
  };
  const label = field.__config__.label;
  return (
    <div role="group" id={id} aria-labelledby={labelledBy} aria-describedby={describedBy} className="flex flex-wrap items-center gap-2">
      {levels.map((options, level) => {
        const selected = options.some((option) => option.value === path[level]);
        const placeholder = level === 0 ? field.placeholder || '请选择' : '请选择';
        return (
          <Select
            key={level}
            ref={level === 0 ? inputRef : undefined}
            aria-label={`${label}（第${level + 1}级）`}
            value={path[level]}
            options={withEmptyChoice(options, selected, placeholder)}
            placeholder={placeholder}
            searchable
            disabled={disabled}
            invalid={invalid}
            className={`w-auto min-w-32 ${SELECT_SIZE[size]}`}
            onChange={(chosen) => choose(level, chosen)}
            onBlur={onBlur}
          />
        );
      })}
    </div>
  );
}
