import { createContext, useContext } from 'react';
import type { Control, UseFormTrigger } from 'react-hook-form';
import type { FormSize, FormValues, LabelPosition } from './types';

/** Form-level settings every field reads, however deep its row nests it. */
export interface DynamicFormContextValue {
  control: Control<FormValues>;
  trigger: UseFormTrigger<FormValues>;
  idPrefix: string;
  size: FormSize;
  labelPosition: LabelPosition;
  labelWidth: number;
  gutter: number;
  span: number;
  disabled: boolean;
}

export const DynamicFormContext = createContext<DynamicFormContextValue | null>(null);

export function useDynamicFormContext() {
  const value = useContext(DynamicFormContext);
  if (!value) throw new Error('useDynamicFormContext must be used inside DynamicForm');
  return value;
}
