import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useGetPrintInfo, useSavePrint, useUpdatePrint } from '@/api/generated/endpoints/print/print';
import { useGetFormTempByName } from '@/api/generated/endpoints/store/store';
import type { MerchantPrint, MerchantPrintRequest } from '@/api/generated/model';
import { FormItem } from '@/components/dynamic-form/form-item';
import { flattenFields } from '@/components/dynamic-form/form-model';
import { parseFormConfig, type FormValues } from '@/components/dynamic-form/types';
import { FormDialog } from '@/components/form-dialog';
import { QueryState } from '@/components/query-state';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { StatusSwitch } from '@/components/ui/status-switch';
import { useSubmitOnce } from '@/components/use-submit-once';
import { message } from '@/lib/message';
import { PRINT_TYPE_FIELDS, PRINT_TYPE_OPTIONS } from '@/lib/domain/store-rules';
import { LABEL_WIDTH, TEMPLATE_CACHE, TemplateFields } from './print-template-fields';

export const PRINT_NAME_MAX = 32;
const ITEM = { showLabel: true, labelPosition: 'right', labelWidth: LABEL_WIDTH } as const;
const SETTING_KEYS = new Set<string>([...PRINT_TYPE_FIELDS[0], ...PRINT_TYPE_FIELDS[1]].map(([key]) => key));

function checkName(value: unknown) {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return '请输入配置名称';
  return text.length > PRINT_NAME_MAX ? `配置名称最多${PRINT_NAME_MAX}个字符` : true;
}

/** What the form starts with: the printer's name, type, state and the settings of both types. */
function initialOf(print?: MerchantPrint): FormValues {
  const values: FormValues = { printName: print?.printName ?? '', printType: print?.printType ?? 0, status: print ? print.status === 1 : true };
  for (const key of SETTING_KEYS) values[key] = print ? String(print[key as keyof MerchantPrint] ?? '') : '';
  return values;
}

/** The template's field names that are printer settings (a template cannot send anything else). */
function settingNames(values: FormValues, templateContent: string | undefined): string[] {
  const parsed = templateContent ? parseFormConfig(templateContent) : undefined;
  if (!parsed?.ok) return [];
  return flattenFields(parsed.config.fields)
    .map((f) => f.__vModel__)
    .filter((name): name is string => name !== undefined && SETTING_KEYS.has(name) && name in values);
}

function PrintForm({ print, onClose, onSaved }: { print?: MerchantPrint; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const idPrefix = useId();
  const form = useForm<FormValues>({ defaultValues: initialOf(print), mode: 'onTouched' });
  const { errors, isDirty } = form.formState;
  const printType = useWatch({ control: form.control, name: 'printType' }) === 1 ? 1 : 0;
  const template = PRINT_TYPE_OPTIONS.find((o) => o.value === printType)?.template ?? 'print_yly';
  const temp = useGetFormTempByName({ name: template }, { query: TEMPLATE_CACHE });
  const save = useSavePrint();
  const update = useUpdatePrint();

  const submit = useSubmitOnce(async (values: FormValues) => {
    // Without its template the type's settings were neither shown nor checked.
    if (!temp.data) return false;
    const body: MerchantPrintRequest = {
      ...(print ? { id: print.id } : {}),
      printName: String(values.printName).trim(),
      printType,
      status: values.status === true ? 1 : 0,
    };
    for (const name of settingNames(values, temp.data.content)) Object.assign(body, { [name]: String(values[name] ?? '').trim() });
    try {
      if (print) await update.mutateAsync({ data: body });
      else await save.mutateAsync({ data: body });
    } catch {
      // The HTTP client has shown why; what was typed stays.
      return false;
    }
    message.success(print ? '编辑成功' : '创建成功');
    onClose();
    await onSaved();
    return true;
  });

  const nameError = typeof errors.printName?.message === 'string' ? errors.printName.message : undefined;
  return (
    <FormDialog
      title={print ? '编辑打印机' : '添加打印机'}
      width={600}
      dirty={isDirty}
      pending={save.isPending || update.isPending}
      onClose={onClose}
      onSubmit={form.handleSubmit(submit)}
    >
      <FormItem id={`${idPrefix}-name`} labelFor={`${idPrefix}-name`} label="配置名称" required error={nameError} {...ITEM}>
        <Input
          id={`${idPrefix}-name`}
          data-autofocus
          maxLength={PRINT_NAME_MAX}
          placeholder="请输入配置名称"
          aria-required
          invalid={Boolean(nameError)}
          aria-describedby={`${idPrefix}-name-error`}
          {...form.register('printName', { validate: checkName })}
        />
      </FormItem>
      <FormItem id={`${idPrefix}-type`} label="打印机类型" required {...ITEM}>
        <Controller
          control={form.control}
          name="printType"
          render={({ field }) => (
            <div role="radiogroup" aria-labelledby={`${idPrefix}-type-label`} className="flex min-h-8 items-center gap-5">
              {PRINT_TYPE_OPTIONS.map((o) => (
                <label key={o.value} className="flex items-center gap-1.5 text-sm text-slate-700">
                  <input type="radio" name={field.name} checked={field.value === o.value} onChange={() => field.onChange(o.value)} />
                  {o.label}
                </label>
              ))}
            </div>
          )}
        />
      </FormItem>
      <TemplateFields key={template} name={template} context={{ control: form.control, trigger: form.trigger, idPrefix }} />
      <FormItem id={`${idPrefix}-status`} label="状态" required={false} {...ITEM}>
        <div className="flex min-h-8 items-center">
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => <StatusSwitch label="状态" checked={field.value === true} onToggle={() => field.onChange(field.value !== true)} />}
          />
        </div>
      </FormItem>
    </FormDialog>
  );
}

/** 添加打印机 / 编辑打印机: the printer loads first when edited. */
export function PrintDialog({ printId, onClose, onSaved }: { printId?: number; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const info = useGetPrintInfo(printId ?? 0, undefined, { query: { enabled: printId !== undefined, gcTime: 0 } });
  if (printId === undefined) return <PrintForm onClose={onClose} onSaved={onSaved} />;
  if (!info.data) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title="编辑打印机" width={600}>
        <QueryState query={info} rows={6}>
          {null}
        </QueryState>
      </Dialog>
    );
  }
  return <PrintForm print={info.data} onClose={onClose} onSaved={onSaved} />;
}
