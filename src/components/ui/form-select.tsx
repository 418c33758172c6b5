import { useController, type Control, type FieldPath, type FieldPathValue, type FieldValues } from 'react-hook-form';
import { Select, type SelectProps, type SelectValue } from './select';

/**
 * The console's `Select` bound to a react-hook-form field: its value, change, blur and focus on error,
 * shown invalid while the field has an error and described by `${id}-error`, as `Field` writes it.
 * The options hold values of the field's own type (a number field takes number options).
 */
export function FormSelect<T extends FieldValues, N extends FieldPath<T>>({ control, name, ...rest }: Omit<SelectProps<Extract<FieldPathValue<T, N>, SelectValue>>, 'value' | 'onChange' | 'onBlur' | 'ref' | 'invalid'> & {
  control: Control<T>;
  name: N;
}) {
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  return <Select aria-describedby={rest.id ? `${rest.id}-error` : undefined} {...rest} value={value} onChange={onChange} onBlur={onBlur} ref={ref} invalid={Boolean(fieldState.error)} />;
}
