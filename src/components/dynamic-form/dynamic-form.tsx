import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { collectConfigProblems } from './config-problems';
import { FieldNode } from './field-node';
import { DynamicFormContext, type DynamicFormContextValue } from './form-context';
import { findLayoutError, initialValues } from './form-model';
import { BUTTON_SIZE, gutterStyle, ROW_CLASS } from './form-style';
import type { DynamicFormConfig, FormValues } from './types';

export interface DynamicFormProps {
  /** A config from parseFormConfig. The form reads it once: give a new config a new `key`. */
  config: DynamicFormConfig;
  /** Called with every field's value (defaults included) once all rules pass. */
  onSubmit?: (values: FormValues) => void | Promise<void>;
  /** List what a designer should fix (bad patterns, missing or repeated names, unsafe links). */
  showProblems?: boolean;
  /** Shown inside another form (a preview): a `div` with the form role and no buttons, as forms cannot nest. */
  embedded?: boolean;
  'aria-label'?: string;
  className?: string;
}

/**
 * Renders an Element form-generator config with react-hook-form. Nothing in the config is
 * evaluated: tags and layouts select renderers, patterns are compiled as data, text is text.
 */
export function DynamicForm({ config, onSubmit, showProblems = false, embedded = false, 'aria-label': ariaLabel, className = '' }: DynamicFormProps) {
  const idPrefix = useId();
  const defaults = useMemo(() => initialValues(config.fields), [config.fields]);
  const form = useForm<FormValues>({
    defaultValues: defaults,
    // Each field validates on its own trigger (FieldItem), besides on submit, as Element forms do.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  // Remounting the fields on reset also clears what controls keep themselves (a half-chosen cascader).
  const [generation, setGeneration] = useState(0);
  const layoutError = useMemo(() => findLayoutError(config.fields), [config.fields]);
  const problems = useMemo(() => (showProblems ? collectConfigProblems(config.fields) : []), [showProblems, config.fields]);

  const context: DynamicFormContextValue = {
    control: form.control,
    trigger: form.trigger,
    idPrefix,
    size: config.size,
    labelPosition: config.labelPosition,
    labelWidth: config.labelWidth,
    gutter: config.gutter,
    span: config.span,
    disabled: config.disabled,
  };

  if (layoutError) {
    return (
      <div role="alert" className="rounded border border-danger/40 bg-red-50 px-4 py-3 text-sm text-danger">
        {layoutError.message}
      </div>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    await onSubmit?.(values);
  });
  const reset = () => {
    form.reset(defaults);
    setGeneration((value) => value + 1);
  };

  const body = (
    <>
      {problems.length > 0 && (
        <div role="status" className="rounded border border-warning/50 bg-amber-50 px-4 py-3 text-sm text-amber-700">
          <p className="font-medium">表单配置有问题：</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem, index) => (
              <li key={index}>
                {problem.field ? `${problem.field}：` : ''}
                {problem.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {config.fields.length === 0 && <p className="py-6 text-center text-sm text-slate-500">表单没有字段</p>}
      <div key={generation} className={ROW_CLASS} style={gutterStyle(config.gutter)}>
        {config.fields.map((field, index) => (
          <FieldNode key={index} field={field} path={String(index)} />
        ))}
      </div>
    </>
  );

  return (
    <DynamicFormContext value={context}>
      {embedded ? (
        <div role="form" aria-label={ariaLabel} className={`flex flex-col gap-2 ${className}`}>
          {body}
        </div>
      ) : (
        <form noValidate aria-label={ariaLabel} className={`flex flex-col gap-2 ${className}`} onSubmit={(event) => void submit(event)}>
          {body}
          {config.formBtns && (
            <div className="flex gap-3" style={config.labelPosition === 'top' ? undefined : { paddingLeft: config.labelWidth }}>
              <Button type="submit" variant="primary" size={BUTTON_SIZE[config.size]} disabled={config.disabled} loading={form.formState.isSubmitting}>
                提交
              </Button>
              <Button size={BUTTON_SIZE[config.size]} disabled={config.disabled} onClick={reset}>
                重置
              </Button>
            </div>
          )}
        </form>
      )}
    </DynamicFormContext>
  );
}

