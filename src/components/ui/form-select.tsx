import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from './select';

/**
 * The console's `Select` bound to a react-hook-form field: its value, change, blur and focus on error,
 * shown invalid while the field has an error and described by `${id}-error`, as `Field` writes it.
 * `numeric` for a field that holds a number (an id).
 */
export function FormSelect<T extends FieldValues>({ control, name, numeric = false, ...rest }: Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'ref' | 'invalid'> & {
  control: Control<T>;
  name: FieldPath<T>;
  numeric?: boolean;
}) {
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  return (
    <Select
      aria-describedby={rest.id ? `${rest.id}-error` : undefined}
      {...rest}
      value={typeof value === 'string' || typeof value === 'number' ? value : undefined}
      onChange={(chosen) => onChange(numeric ? Number(chosen) : chosen)}
      onBlur={onBlur}
      ref={ref}
      invalid={Boolean(fieldState.error)}
    />
  );
}
