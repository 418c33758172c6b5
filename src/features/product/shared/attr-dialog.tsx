import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useGetProductRule, useSaveProductRule, useUpdateProductRule } from '@/api/generated/endpoints/product-rule/product-rule';
import { QueryState } from '@/components/query-state';
import { Dialog } from '@/components/ui/dialog';
import { FormDialog } from '@/components/form-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFormPage } from '@/components/form/use-form-page';
import type { Spec } from '@/lib/domain/sku';
import { hasSpecValues, SPEC_MESSAGES, specsOfRule, toRuleValue } from '@/lib/domain/spec-editor';
import { SpecEditor } from './spec-editor-view';

/** A template's name: 20 characters at most, as the spec says (the reference backend takes 32). */
export const RULE_NAME_MAX = 20;
const nameMax = RULE_NAME_MAX;

const schema = z.object({
  ruleName: z.string().trim().min(1, '请输入规格名称').max(nameMax, `规格名称最多${nameMax}个字符`),
  specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })).refine(hasSpecValues, SPEC_MESSAGES.atLeastOne),
});

type Values = z.input<typeof schema>;

interface DialogProps {
  /** After the save (the templates have loaded again, lib/refresh.ts), with the template's name (the backend answers no id). */
  onSaved?: (saved: { ruleName: string }) => void;
  onClose: () => void;
}

function AttrForm({ id, initial, onSaved, onClose }: DialogProps & { id?: number; initial: { ruleName: string; specs: Spec[] } }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: initial, mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  const add = useSaveProductRule();
  const update = useUpdateProductRule();

  const page = useFormPage({
    save: async (values: Values) => {
      const body = { ruleName: values.ruleName.trim(), ruleValue: toRuleValue(values.specs) };
      if (id === undefined) await add.mutateAsync({ data: body });
      else await update.mutateAsync({ data: { id, ...body } });
      onSaved?.({ ruleName: body.ruleName });
    },
    success: () => (id === undefined ? '创建成功' : '编辑成功'),
    after: async () => {
      onClose();
    },
  });

  return (
    <FormDialog
      title={id === undefined ? '添加商品规格' : '编辑商品规格'}
      width={720}
      dirty={isDirty}
      pending={add.isPending || update.isPending}
      onClose={onClose}
      onSubmit={form.handleSubmit(page.submit)}
      className="flex flex-col gap-2"
    >
      <Field id="attr-name" label="规格名称" error={errors.ruleName?.message}>
        <Input id="attr-name" data-autofocus maxLength={nameMax} placeholder="请输入规格名称" invalid={Boolean(errors.ruleName)} aria-describedby="attr-name-error" className="w-72" {...form.register('ruleName')} />
      </Field>
      <fieldset className="flex flex-col gap-2" aria-describedby="attr-specs-error">
        <legend className="mb-1 text-sm text-slate-600">商品规格</legend>
        <Controller
          control={form.control}
          name="specs"
          render={({ field }) => <SpecEditor specs={field.value} onChange={field.onChange} />}
        />
        <p id="attr-specs-error" role={errors.specs ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
          {errors.specs?.message}
        </p>
      </fieldset>
    </FormDialog>
  );
}

/** 编辑商品规格: the template as the server has it now, then the form. */
function EditAttrDialog({ id, ...props }: DialogProps & { id: number }) {
  const rule = useGetProductRule(id, undefined, { query: { staleTime: 0 } });
  if (!rule.data) {
    return (
      <Dialog open onOpenChange={(open) => !open && props.onClose()} title="编辑商品规格" width={720}>
        <QueryState query={rule}>
          {null}
        </QueryState>
      </Dialog>
    );
  }
  return <AttrForm id={id} initial={{ ruleName: rule.data.ruleName, specs: specsOfRule(rule.data.ruleValue) }} {...props} />;
}

/** 添加商品规格 / 编辑商品规格: the template's name and its specs (SPEC.md §5). */
export function AttrDialog({ id, ...props }: DialogProps & { id?: number }) {
  return id === undefined ? <AttrForm initial={{ ruleName: '', specs: [] }} {...props} /> : <EditAttrDialog id={id} {...props} />;
}
