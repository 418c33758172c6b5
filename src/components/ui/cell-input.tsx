import { useId } from 'react';
import { restrictNumberInput } from '@/lib/format';
import { Input, type InputProps } from './input';

export interface CellInputProps extends Omit<InputProps, 'onChange' | 'invalid' | 'value'> {
  value: string;
  /** The cell's problem, shown under it and read with it. */
  error?: string;
  /** Digits after the point the box lets through (SPEC.md §5's number-input modes): 0, 1 or 2. */
  digits: 0 | 1 | 2;
  onValue: (value: string) => void;
}

/** A number box in a table cell with its message under it (限量, 活动价, 排序 …). */
export function CellInput({ error, digits, onValue, className = 'w-28', ...rest }: CellInputProps) {
  const errorId = useId();
  return (
    <>
      <Input
        className={className}
        inputMode={digits === 0 ? 'numeric' : 'decimal'}
        invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onValue(restrictNumberInput(e.target.value, digits))}
        {...rest}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-0.5 text-xs leading-4 text-danger">
          {error}
        </p>
      )}
    </>
  );
}
