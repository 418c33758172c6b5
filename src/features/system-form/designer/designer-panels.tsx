import { Tabs } from '@/components/ui/tabs';
import { PaletteButton } from './designer-canvas';
import { PALETTE, type DesignerField, type FieldProblems, type FormSettings, type PaletteKind } from './designer-model';
import { FieldProperties } from './field-properties';
import { FormSettingsPanel } from './form-settings';

/** 组件: the palette, a component added by click (or dragged onto the canvas). */
export function DesignerPalette({ onAdd }: { onAdd: (kind: PaletteKind) => void }) {
  return (
    <nav aria-label="组件" className="w-44 shrink-0 rounded bg-white p-3 shadow-sm">
      <h2 className="mb-2 text-sm font-medium text-slate-700">组件</h2>
      <ul className="grid grid-cols-2 gap-2">
        {PALETTE.map((item) => (
          <li key={item.kind}>
            <PaletteButton item={item} onAdd={onAdd} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface PropertiesProps {
  tab: 'field' | 'form';
  onTab: (tab: 'field' | 'form') => void;
  settings: FormSettings;
  onSettings: (settings: FormSettings) => void;
  /** The chosen field, with its problems; undefined when none is chosen. */
  current: DesignerField | undefined;
  problems: FieldProblems;
  onField: (field: DesignerField['field']) => void;
  fieldCount: number;
  readOnly: boolean;
}

/** 属性: the chosen component's properties, or the form's. */
export function DesignerProperties({ tab, onTab, settings, onSettings, current, problems, onField, fieldCount, readOnly }: PropertiesProps) {
  return (
    <aside aria-label="属性" className="w-80 shrink-0 overflow-y-auto rounded bg-white p-4 shadow-sm">
      <Tabs
        label="属性"
        className="mb-3"
        tabs={[
          { value: 'field', label: '组件属性' },
          { value: 'form', label: '表单属性' },
        ]}
        value={tab}
        onChange={onTab}
      />
      {tab === 'form' ? (
        <FormSettingsPanel settings={settings} disabled={readOnly} onChange={onSettings} />
      ) : current ? (
        <FieldProperties key={current.uid} field={current.field} problems={problems} disabled={readOnly} onChange={onField} />
      ) : (
        <p className="py-8 text-center text-sm text-slate-500">{fieldCount === 0 ? '添加组件后，在这里设置它' : '选择一个组件，在这里设置它'}</p>
      )}
    </aside>
  );
}
