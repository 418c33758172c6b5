import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useBatchSetProductFreight, useSetProductFreight } from '@/api/generated/endpoints/product/product';
import { useGetShippingTemplateList } from '@/api/generated/endpoints/shipping/shipping';
import { FormDialog } from '@/components/form-dialog';
import { QueryState } from '@/components/query-state';
import { Field } from '@/components/ui/field';
import { FormSelect } from '@/components/ui/form-select';
import { useFormPage } from '@/components/form/use-form-page';
import { idOptions } from '@/features/product/shared/select-options';
import type { OpenTargetProps, TargetDialogProps } from './product-target';

const freightSchema = z.object({ templateId: z.number({ error: '请选择运费模板' }) });
type FreightValues = z.infer<typeof freightSchema>;

/** 设置运费: one of the store's shipping templates (all of them: limit 9999) for the product(s). */
export function FreightDialog({ target, onClose, onDone }: TargetDialogProps) {
  return target ? <FreightForm target={target} onClose={onClose} onDone={onDone} /> : null;
}

function FreightForm({ target, onClose, onDone }: OpenTargetProps) {
  const templates = useGetShippingTemplateList({ page: 1, limit: 9999 });
  const form = useForm<FreightValues>({ resolver: zodResolver(freightSchema), mode: 'onTouched' });
  const templateOptions = useMemo(() => idOptions(templates.data?.list, (t) => t.name), [templates.data]);
  const one = useSetProductFreight();
  const many = useBatchSetProductFreight();
  const { errors, isDirty } = form.formState;
  const page = useFormPage({
    save: async ({ templateId }: FreightValues) => {
      if (target.batch) await many.mutateAsync({ data: { idList: target.ids, templateId } });
      else await one.mutateAsync({ data: { id: target.ids[0], templateId } });
    },
    success: '操作成功',
    after: () => {
      onClose();
      onDone();
    },
  });
  return (
    <FormDialog
      title="设置运费"
      width={480}
      dirty={isDirty}
      pending={one.isPending || many.isPending}
      onClose={onClose}
      onSubmit={form.handleSubmit(page.submit)}
    >
      <QueryState query={templates} rows={1}>
        <Field id="freight-template" label="运费模板" error={errors.templateId?.message}>
          <FormSelect
            control={form.control}
            name="templateId"
            id="freight-template"
            data-autofocus
            options={templateOptions}
            searchable
          />
        </Field>
      </QueryState>
    </FormDialog>
  );
}
