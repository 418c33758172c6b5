import { useMemo } from 'react';
import { useGetFormTempByName } from '@/api/generated/endpoints/store/store';
import { FieldNode } from '@/components/dynamic-form/field-node';
import { DynamicFormContext, type DynamicFormContextValue } from '@/components/dynamic-form/form-context';
import { findLayoutError } from '@/components/dynamic-form/form-model';
import { gutterStyle, ROW_CLASS } from '@/components/dynamic-form/form-style';
import { parseFormConfig } from '@/components/dynamic-form/types';
import { QueryState } from '@/components/query-state';

/** The labels' width of the printer dialog, its own fields' and the template's alike. */
export const LABEL_WIDTH = 120;
/** The two printer templates change rarely: read once in a while, not at every opening. */
export const TEMPLATE_CACHE = { staleTime: 5 * 60_000 };

/**
 * The settings of one printer type, as its form template (print_yly / print_fe) describes them,
 * rendered by the dynamic form's own fields inside this dialog's form: their required and pattern
 * rules run with the dialog's, and their values are sent with it.
 */
export function TemplateFields({ name, context }: { name: string; context: Omit<DynamicFormContextValue, 'size' | 'labelPosition' | 'labelWidth' | 'gutter' | 'span' | 'disabled'> }) {
  const temp = useGetFormTempByName({ name }, { query: TEMPLATE_CACHE });
  const parsed = useMemo(() => (temp.data ? parseFormConfig(temp.data.content) : undefined), [temp.data]);
  if (!temp.data || !parsed) return <QueryState query={temp} rows={4}>{null}</QueryState>;
  if (!parsed.ok) return <p role="alert" className="text-sm text-danger">{parsed.error}</p>;
  const { config } = parsed;
  const layoutError = findLayoutError(config.fields);
  if (layoutError) return <p role="alert" className="text-sm text-danger">{layoutError.message}</p>;
  const value: DynamicFormContextValue = { ...context, size: 'small', labelPosition: 'right', labelWidth: LABEL_WIDTH, gutter: config.gutter, span: config.span, disabled: config.disabled };
  return (
    <DynamicFormContext value={value}>
      <div role="group" aria-label={temp.data.info} className={ROW_CLASS} style={gutterStyle(config.gutter)}>
        {config.fields.map((field, index) => (
          <FieldNode key={index} field={field} path={`${name}-${index}`} />
        ))}
      </div>
    </DynamicFormContext>
  );
}
