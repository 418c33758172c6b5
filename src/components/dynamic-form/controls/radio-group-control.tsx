import { ChoiceGroup } from '@/components/form/choice-field';
import { fieldOptions } from '../form-model';
import type { OptionValue } from '../types';
import { radioGroupProps, sameValue, type ControlProps } from './control-props';

/** el-radio-group. */
export function RadioGroupControl(props: ControlProps<OptionValue | null>) {
  return (
    <ChoiceGroup
      {...radioGroupProps(props)}
      options={fieldOptions(props.field)}
      value={props.value}
      isSame={sameValue}
      className="flex min-h-8 flex-wrap items-center gap-x-6 gap-y-1"
      optionClassName="inline-flex items-center gap-1.5 text-sm text-slate-700 has-disabled:cursor-not-allowed has-disabled:opacity-60"
      inputClassName="size-3.5 accent-primary"
    />
  );
}
