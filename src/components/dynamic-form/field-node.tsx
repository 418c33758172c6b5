import { FieldItem } from './field-item';
import { useDynamicFormContext } from './form-context';
import { layoutError } from './form-model';
import { gutterStyle, ROW_CLASS, spanClass } from './form-style';
import type { FormField } from './types';

/** One entry of `fields`: a colFormItem in its column, or a rowFormItem laying out its children. */
export function FieldNode({ field, path }: { field: FormField; path: string }) {
  const form = useDynamicFormContext();
  const config = field.__config__;
  if (config.layout === 'rowFormItem') {
    const gutter = config.gutter ?? field.gutter ?? form.gutter;
    return (
      <div data-layout="rowFormItem" className={spanClass(config.span ?? field.span ?? 24)}>
        <div className={ROW_CLASS} style={gutterStyle(gutter)}>
          {(config.children ?? []).map((child, index) => (
            <FieldNode key={index} field={child} path={`${path}-${index}`} />
          ))}
        </div>
      </div>
    );
  }
  // DynamicForm checks every layout before rendering; this only guards a caller that skipped it.
  if (config.layout !== 'colFormItem') throw layoutError(config.layout);
  return (
    <div data-layout="colFormItem" className={spanClass(config.span ?? form.span)}>
      <FieldItem field={field} path={path} />
    </div>
  );
}
