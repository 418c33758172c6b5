import { lazy, Suspense } from 'react';
import { fieldOptions, isOptionArray, isOptionValue, isPathArray, isRange, leafPaths, switchValues, type ControlKind } from './form-model';
import type { FormValue } from './types';
import { CascaderControl } from './controls/cascader-control';
import { CheckboxGroupControl } from './controls/checkbox-group-control';
import type { ControlProps } from './controls/control-props';
import { DateControl } from './controls/date-control';
import { DateRangeControl } from './controls/date-range-control';
import { MultiSelectControl } from './controls/multi-select-control';
import { NumberControl } from './controls/number-control';
import { RadioGroupControl } from './controls/radio-group-control';
import { RateControl } from './controls/rate-control';
import { SelectControl } from './controls/select-control';
import { SwitchControl } from './controls/switch-control';
import { TextControl } from './controls/text-control';

// Picture and address fields bring the picture library and the region tree: they load when a form has one.
const ImageControl = lazy(() => import('./controls/image-control').then((m) => ({ default: m.ImageControl })));
const AddressControl = lazy(() => import('./controls/address-control').then((m) => ({ default: m.AddressControl })));
const loadingControl = <p className="flex min-h-8 items-center text-sm text-slate-400">加载中…</p>;

const isTextArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((part) => typeof part === 'string');

/** Kinds whose one element a <label for> can name; the others are groups named by aria-labelledby. */
export const LABELABLE_KINDS: ReadonlySet<ControlKind> = new Set(['text', 'textarea', 'password', 'number', 'select', 'select-multiple', 'switch', 'date', 'time']);

/**
 * Picks the control for a kind and hands it the field's value in the control's own type. The
 * form state holds what the config's defaultValue gave, so a value of the wrong shape reads as empty.
 */
export function FieldControl({ kind, value, ...props }: Omit<ControlProps<FormValue>, 'value'> & { kind: ControlKind; value: FormValue | undefined }) {
  switch (kind) {
    case 'text':
    case 'textarea':
    case 'password':
      return <TextControl kind={kind} value={typeof value === 'string' ? value : ''} {...props} />;
    case 'number':
      return <NumberControl value={typeof value === 'number' ? value : null} {...props} />;
    case 'select':
      return <SelectControl value={isOptionValue(value) ? value : null} {...props} />;
    case 'select-multiple':
      return <MultiSelectControl value={isOptionArray(value) ? value : []} {...props} />;
    case 'radio':
      return <RadioGroupControl value={isOptionValue(value) ? value : null} {...props} />;
    case 'checkbox':
      return <CheckboxGroupControl choices={fieldOptions(props.field)} value={isOptionArray(value) ? value : []} {...props} />;
    case 'cascader-multiple':
      return <CheckboxGroupControl choices={leafPaths(props.field.options ?? [])} value={isPathArray(value) ? value : []} {...props} />;
    case 'cascader':
      return <CascaderControl value={isOptionArray(value) ? value : []} {...props} />;
    case 'switch':
      return <SwitchControl value={typeof value === 'boolean' || isOptionValue(value) ? value : switchValues(props.field).off} {...props} />;
    case 'date':
    case 'time':
      return <DateControl picker={kind} value={typeof value === 'string' && value !== '' ? value : null} {...props} />;
    case 'daterange':
    case 'timerange':
      return <DateRangeControl picker={kind === 'daterange' ? 'date' : 'time'} value={isRange(value) ? value : null} {...props} />;
    case 'rate':
      return <RateControl value={typeof value === 'number' ? value : 0} {...props} />;
    case 'image':
      return (
        <Suspense fallback={loadingControl}>
          <ImageControl value={isTextArray(value) ? value : []} {...props} />
        </Suspense>
      );
    case 'address':
      return (
        <Suspense fallback={loadingControl}>
          <AddressControl value={isTextArray(value) ? value : []} {...props} />
        </Suspense>
      );
  }
}
