import { Input } from '@/components/ui/input';
import { boxClass, CONTROL_SIZE } from '../form-style';
import type { ControlProps } from './control-props';

/** el-input: text, password (`show-password` or type) and textarea, with text-only prepend/append. */
export function TextControl({ kind, id, field, value, onChange, onBlur, disabled, invalid, size, describedBy, inputRef }: ControlProps<string> & { kind: 'text' | 'password' | 'textarea' }) {
  const common = {
    id,
    value,
    disabled,
    readOnly: field.readonly,
    placeholder: field.placeholder,
    maxLength: field.maxlength,
    'aria-describedby': describedBy,
    onBlur,
  };
  if (kind === 'textarea') {
    return (
      <textarea
        ref={inputRef}
        rows={4}
        aria-invalid={invalid || undefined}
        className={boxClass(invalid, 'py-1.5 leading-6')}
        onChange={(event) => onChange(event.target.value)}
        {...common}
      />
    );
  }
  const prepend = field.__slot__?.prepend;
  const append = field.__slot__?.append;
  const input = (
    <Input
      ref={inputRef}
      type={kind === 'password' ? 'password' : 'text'}
      autoComplete={kind === 'password' ? 'new-password' : undefined}
      invalid={invalid}
      className={`${CONTROL_SIZE[size]} ${prepend ? 'rounded-l-none!' : ''} ${append ? 'rounded-r-none!' : ''}`}
      onChange={(event) => onChange(event.target.value)}
      {...common}
    />
  );
  if (!prepend && !append) return input;
  const addon = 'flex shrink-0 items-center border-slate-300 bg-slate-50 px-3 text-sm text-slate-500';
  return (
    <div className="flex">
      {prepend && <span className={`${addon} rounded-l border border-r-0`}>{prepend}</span>}
      {input}
      {append && <span className={`${addon} rounded-r border border-l-0`}>{append}</span>}
    </div>
  );
}
