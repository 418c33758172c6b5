import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { DynamicForm } from './dynamic-form';
import { parseFormConfig, type DynamicFormConfig, type FormValues } from './types';

// What the form's tests share (not a test file itself).

export function parsed(raw: unknown): DynamicFormConfig {
  const result = parseFormConfig(raw);
  if (!result.ok) throw new Error(result.error);
  return result.config;
}

/** A control of the designer's config: a column item unless the config says otherwise. */
export const field = (config: Record<string, unknown>, props: Record<string, unknown> = {}) => ({ __config__: { layout: 'colFormItem', ...config }, ...props });

/** The form of a config as the designer saves it. */
export function renderForm(raw: unknown) {
  const onSubmit = vi.fn<(values: FormValues) => void>();
  const user = userEvent.setup();
  const view = render(<DynamicForm config={parsed(raw)} onSubmit={onSubmit} aria-label="测试表单" />);
  return { user, onSubmit, ...view };
}

export /** The error a screen reader hears with the control: its described-by rows that are error rows. */
function errorOf(label: string) {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('');
}
