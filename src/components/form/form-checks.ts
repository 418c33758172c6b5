import { useEffect, useState } from 'react';
import { useWatch, type FieldErrors, type FieldValues, type Path, type PathValue, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * The resolver of a schema whose fields carry their value in a new form (`.default(…)`, so the empty form is
 * `schema.parse({})`): the form always holds every field, so it is typed by what the schema gives.
 */
export const fieldsResolver = <S extends z.ZodType<FieldValues, FieldValues>>(schema: S) => zodResolver(schema) as unknown as Resolver<z.output<S>>;

/**
 * The checking of the long forms whose rules span fields and rows: nothing is flagged until the first try
 * (保存, or a step's 下一步); from then on every change checks the whole form again, so a message goes as soon
 * as its field is right, and a rule across fields (an end after its start, a quota within a SKU's stock)
 * follows all of them. `check` starts that and answers whether the form is valid now.
 */
export function useCheckAll<T extends FieldValues>(form: UseFormReturn<T>, rules?: unknown) {
  const [checking, setChecking] = useState(false);
  const values = useWatch({ control: form.control });
  // `rules`: what the rules read besides the values (data loaded meanwhile); a change checks again too.
  useEffect(() => {
    if (checking) void form.trigger();
    // The values and the rules are when it runs, not what it reads.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [checking, values, rules, form]);
  return {
    checking,
    check: () => {
      setChecking(true);
      return form.trigger();
    },
  };
}

/**
 * A form's messages by path: 'name', 'products', and rules kept under their own keys ('price:12:34',
 * 'r1.first'), which the tables of rows look up. An array's own message (its `root`) is the array's.
 */
export function errorMessages(errors: FieldErrors): Record<string, string> {
  const messages: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    // A field's error has a string type; anything else holds the errors of the fields under it.
    const { type, message } = node as { type?: unknown; message?: unknown };
    if (typeof type === 'string') {
      if (typeof message === 'string' && message) messages[path] = message;
      return;
    }
    for (const [key, child] of Object.entries(node)) walk(child, key === 'root' ? path : path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  return messages;
}

/** The messages of a check's issues by path, the first of each (as the form shows them). */
export function issueMessages(result: { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    messages[path] ??= issue.message;
  }
  return messages;
}

/** Puts a saved draft back as unsaved input: the form starts again from its first values and each field the draft has is set. */
export function restoreValues<T extends FieldValues>(form: UseFormReturn<T>, initial: T, saved: Partial<T>) {
  form.reset(initial);
  for (const key of Object.keys(initial) as Array<Path<T>>) {
    if (key in saved) form.setValue(key, saved[key as keyof T] as PathValue<T, Path<T>>, { shouldDirty: true });
  }
}
