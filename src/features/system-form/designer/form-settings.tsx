import { useId } from 'react';
import type { FormSize, LabelPosition } from '@/components/dynamic-form/types';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { FormSettings } from './designer-model';
import { SPAN_OPTIONS } from './field-properties';

const SIZES: { value: FormSize; label: string }[] = [
  { value: 'large', label: '较大' },
  { value: 'medium', label: '中等' },
  { value: 'small', label: '较小' },
  { value: 'mini', label: '迷你' },
];

const POSITIONS: { value: LabelPosition; label: string }[] = [
  { value: 'left', label: '左对齐' },
  { value: 'right', label: '右对齐' },
  { value: 'top', label: '顶部对齐' },
];

/** Whole numbers in a range; what is typed outside it keeps the last good value. */
const inRange = (text: string, min: number, max: number, fallback: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** The form-level settings of the renderer: size, labels, columns, and whether it has buttons or is disabled. */
export function FormSettingsPanel({ settings, disabled, onChange }: { settings: FormSettings; disabled: boolean; onChange: (settings: FormSettings) => void }) {
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const set = (patch: Partial<FormSettings>) => onChange({ ...settings, ...patch });
  const row = 'flex flex-col gap-1 text-sm text-slate-600';
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-medium text-slate-700">表单属性</legend>
      <div className={row}>
        <label htmlFor={id('size')}>表单尺寸</label>
        <Select id={id('size')} options={SIZES} disabled={disabled} value={settings.size} onChange={(size) => set({ size })} />
      </div>
      <div className={row}>
        <label htmlFor={id('position')}>标签对齐</label>
        <Select id={id('position')} options={POSITIONS} disabled={disabled} value={settings.labelPosition} onChange={(labelPosition) => set({ labelPosition })} />
      </div>
      <div className={row}>
        <label htmlFor={id('label-width')}>标签宽度（像素）</label>
        <Input id={id('label-width')} type="number" min={0} max={400} value={settings.labelWidth} onChange={(e) => set({ labelWidth: inRange(e.target.value, 0, 400, settings.labelWidth) })} />
      </div>
      <div className={row}>
        <label htmlFor={id('gutter')}>栅格间隔（像素）</label>
        <Input id={id('gutter')} type="number" min={0} max={100} value={settings.gutter} onChange={(e) => set({ gutter: inRange(e.target.value, 0, 100, settings.gutter) })} />
      </div>
      <div className={row}>
        <label htmlFor={id('span')}>默认栅格宽度</label>
        <Select id={id('span')} options={SPAN_OPTIONS} searchable={false} disabled={disabled} value={settings.span} onChange={(span) => set({ span })} />
      </div>
      <label htmlFor={id('buttons')} className="flex items-center gap-2 text-sm text-slate-700">
        <input id={id('buttons')} type="checkbox" checked={settings.formBtns} onChange={(e) => set({ formBtns: e.target.checked })} />
        显示提交、重置按钮
      </label>
      <label htmlFor={id('disabled')} className="flex items-center gap-2 text-sm text-slate-700">
        <input id={id('disabled')} type="checkbox" checked={settings.disabled} onChange={(e) => set({ disabled: e.target.checked })} />
        禁用表单
      </label>
    </fieldset>
  );
}
