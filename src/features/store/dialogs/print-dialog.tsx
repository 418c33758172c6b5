import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useGetPrintInfo, useSavePrint, useUpdatePrint } from '@/api/generated/endpoints/print/print';
import type { MerchantPrint } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { QueryState } from '@/components/query-state';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { StatusSwitch } from '@/components/ui/status-switch';
import { useFormPage } from '@/components/form/use-form-page';
import { PRINT_TYPE_FIELDS, PRINT_TYPE_OPTIONS } from '@/lib/domain/store-rules';
import { PRINT_NAME_MAX, PRINT_SETTING_MAX, printBodyOf, printSchema, printValuesOf, type PrintValues } from '@/features/store/model/print-schema';
import { ChoiceGroup } from '@/components/form/choice-field';

function PrintForm({ print, onClose }: { print?: MerchantPrint; onClose: () => void }) {
  const form = useForm<PrintValues>({ resolver: zodResolver(printSchema), defaultValues: printValuesOf(print), mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  const printType = useWatch({ control: form.control, name: 'printType' });
  const save = useSavePrint();
  const update = useUpdatePrint();

  const page = useFormPage({
    save: async (values: PrintValues) => {
      const body = printBodyOf(values, print?.id);
      try {
        if (print) await update.mutateAsync({ data: body });
        else await save.mutateAsync({ data: body });
      } catch {
        // The HTTP client has shown why; what was typed stays.
        return false;
      }
    },
    success: () => (print ? '编辑成功' : '创建成功'),
    after: onClose,
  });

  return (
    <FormDialog
      title={print ? '编辑打印机' : '添加打印机'}
      width={600}
      dirty={isDirty}
      pending={save.isPending || update.isPending}
      onClose={onClose}
      onSubmit={form.handleSubmit(page.submit)}
    >
      <Field id="print-name" label="配置名称" error={errors.printName?.message}>
        <Input
          id="print-name"
          data-autofocus
          maxLength={PRINT_NAME_MAX}
          placeholder="打印机配置名称"
          aria-required
          invalid={Boolean(errors.printName)}
          aria-describedby="print-name-error"
          {...form.register('printName')}
        />
      </Field>
      <div className="flex flex-col gap-1 pb-4">
        <span id="print-type-label" className="text-sm text-slate-600">
          打印机类型
        </span>
        <Controller
          control={form.control}
          name="printType"
          render={({ field }) => (
            <ChoiceGroup aria-labelledby="print-type-label" className="flex min-h-8 items-center gap-5" name={field.name} value={field.value} options={PRINT_TYPE_OPTIONS} onChange={field.onChange} />
          )}
        />
      </div>
      {/* Only the chosen type's four settings: the other type's stay in the form as they were. */}
      <div role="group" aria-label={`${PRINT_TYPE_OPTIONS.find((o) => o.value === printType)?.label ?? ''}配置`} className="flex flex-col gap-1">
        {PRINT_TYPE_FIELDS[printType].map(([key, label]) => (
          <Field key={key} id={`print-${key}`} label={label} error={errors[key]?.message}>
            <Input
              id={`print-${key}`}
              maxLength={PRINT_SETTING_MAX}
              placeholder={label}
              autoComplete="off"
              aria-required
              invalid={Boolean(errors[key])}
              aria-describedby={`print-${key}-error`}
              {...form.register(key)}
            />
          </Field>
        ))}
      </div>
      <div className="flex items-center gap-3 pb-2">
        <span className="text-sm text-slate-600">状态</span>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => <StatusSwitch label="状态" checked={field.value} onToggle={() => field.onChange(!field.value)} />}
        />
      </div>
    </FormDialog>
  );
}

/** 添加打印机 / 编辑打印机: the printer loads first when edited. */
export function PrintDialog({ printId, onClose }: { printId?: number; onClose: () => void }) {
  const info = useGetPrintInfo(printId ?? 0, undefined, { query: { enabled: printId !== undefined, gcTime: 0 } });
  if (printId === undefined) return <PrintForm onClose={onClose} />;
  if (!info.data) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title="编辑打印机" width={600}>
        <QueryState query={info} rows={6}>
          {null}
        </QueryState>
      </Dialog>
    );
  }
  return <PrintForm print={info.data} onClose={onClose} />;
}
