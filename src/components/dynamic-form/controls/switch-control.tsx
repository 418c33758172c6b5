import { switchValues } from '../form-model';
import type { ControlProps } from './control-props';

/** el-switch with its active/inactive values and texts. */
export function SwitchControl({ id, field, value, onChange, onBlur, disabled, describedBy, inputRef }: ControlProps<string | number | boolean>) {
  const { on, off } = switchValues(field);
  const checked = value === on;
  const inactiveText = field['inactive-text'];
  const activeText = field['active-text'];
  return (
    <div className="flex min-h-8 items-center gap-2 text-sm">
      {inactiveText && <span className={checked ? 'text-slate-500' : 'text-primary'}>{inactiveText}</span>}
      <button
        ref={inputRef}
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={describedBy}
        disabled={disabled}
        className={`relative h-5 w-10 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60 ${checked ? 'bg-primary' : 'bg-slate-300'}`}
        onClick={() => onChange(checked ? off : on)}
        onBlur={onBlur}
      >
        <span aria-hidden className={`absolute top-0.5 left-0.5 size-4 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-5' : ''}`} />
      </button>
      {activeText && <span className={checked ? 'text-primary' : 'text-slate-500'}>{activeText}</span>}
    </div>
  );
}
