import { useMemo } from 'react';
import { DynamicForm } from '@/components/dynamic-form/dynamic-form';
import { parseFormConfig } from '@/components/dynamic-form/types';

/** What a buyer fills in for the linked system form, rendered from its stored config (never evaluated). */
export function SystemFormPreview({ formValue, name }: { formValue: string; name: string }) {
  const result = useMemo(() => parseFormConfig(formValue), [formValue]);
  if (!result.ok) {
    return (
      <p role="alert" className="text-sm text-danger">
        {result.error}
      </p>
    );
  }
  return <DynamicForm key={formValue} config={result.config} embedded aria-label={`${name} 预览`} />;
}
