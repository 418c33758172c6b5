import type { ClipboardEvent } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSaveCardSecrets } from '@/api/generated/endpoints/cdkey/cdkey';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Input, type InputProps } from '@/components/ui/input';
import { LinkButton } from '@/components/ui/text-link';
import { useFormPage } from '@/components/form/use-form-page';
import { message } from '@/lib/message';
import { pastedPairs } from '@/features/cdkey/model/paste-pairs';
import { ADD_ROWS_MAX, cardMax, secretMax, secretRowsSchema, type SecretRowsValues } from '@/features/cdkey/model/secret-schema';

const EMPTY_ROW = { cardNumber: '', secretNum: '' };

/** One box of a row (卡号 or 密码), named by its row, with its message under it. */
function PairCell({ id, label, error, ...input }: Omit<InputProps, 'invalid'> & { id: string; label: string; error: string | undefined }) {
  return (
    <div role="cell">
      <Input id={id} autoComplete="off" aria-label={label} aria-required invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-0.5 text-xs leading-4 text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * 添加卡密: several 卡号/密码 pairs typed (or pasted from a spreadsheet, one per line) and added to the library
 * at once (CardSecretAddRequest). A card number may be given once; the library refuses those it has.
 */
export function SecretAddDialog({ libraryId, onClose, onAdded }: { libraryId: number; onClose: () => void; onAdded: () => void }) {
  const form = useForm<SecretRowsValues>({
    resolver: zodResolver(secretRowsSchema),
    defaultValues: { rows: [EMPTY_ROW] },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const save = useSaveCardSecrets();

  const page = useFormPage({
    save: async ({ rows: csList }: SecretRowsValues) => {
      await save.mutateAsync({ data: { libraryId, csList } });
    },
    success: ({ rows: csList }: SecretRowsValues) => `新增成功，共 ${csList.length} 条`,
    after: async () => {
      onAdded();
      onClose();
    },
  });

  /** Several lines pasted into a 卡号 box fill that row and the ones after it (new rows as needed). */
  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[\n\t]/.test(text.trim())) return;
    event.preventDefault();
    const pasted = pastedPairs(text);
    const pairs = pasted.slice(0, ADD_ROWS_MAX - index);
    const current = form.getValues('rows');
    const next = [...current.slice(0, index), ...pairs, ...current.slice(index + 1).filter((r) => r.cardNumber || r.secretNum)].slice(0, ADD_ROWS_MAX);
    form.setValue('rows', next, { shouldDirty: true, shouldValidate: true });
    if (pasted.length > pairs.length) message.warning(`一次最多添加${ADD_ROWS_MAX}条卡密，其余请使用导入卡密`);
  };

  const full = rows.fields.length >= ADD_ROWS_MAX;
  const listError = errors.rows?.root?.message ?? errors.rows?.message;

  return (
    <FormDialog title="添加卡密" width={720} dirty={isDirty} pending={save.isPending} confirmText="保存" onClose={onClose} onSubmit={form.handleSubmit(page.submit)} className="flex flex-col gap-3">
      <p className="text-xs text-slate-500">逐行填写卡号和密码；可从表格复制两列（卡号、密码）粘贴到卡号框，一次最多 {ADD_ROWS_MAX} 条，更多请使用导入卡密。</p>
      <div role="table" aria-label="待添加的卡密" className="flex max-h-[50vh] flex-col overflow-y-auto rounded border border-slate-200">
        <div role="row" className="sticky top-0 z-10 grid grid-cols-[3rem_1fr_1fr_4rem] gap-2 bg-slate-50 px-3 py-2 text-xs text-slate-500">
          <span role="columnheader">序号</span>
          <span role="columnheader" className="before:mr-0.5 before:text-danger before:content-['*']">
            卡号
          </span>
          <span role="columnheader" className="before:mr-0.5 before:text-danger before:content-['*']">
            密码
          </span>
          <span role="columnheader">操作</span>
        </div>
        {rows.fields.map((field, index) => {
          const rowErrors = errors.rows?.[index];
          return (
            <div role="row" key={field.id} className="grid grid-cols-[3rem_1fr_1fr_4rem] items-start gap-2 border-t border-slate-100 px-3 py-2">
              <span role="cell" className="pt-1.5 text-sm text-slate-500 tabular-nums">
                {index + 1}
              </span>
              <PairCell
                id={`card-secret-row-${field.id}-card`}
                label={`第${index + 1}行 卡号`}
                placeholder="请输入卡号"
                maxLength={cardMax}
                error={rowErrors?.cardNumber?.message}
                data-autofocus={index === 0 ? true : undefined}
                onPaste={onPaste(index)}
                {...form.register(`rows.${index}.cardNumber`)}
              />
              <PairCell
                id={`card-secret-row-${field.id}-secret`}
                label={`第${index + 1}行 密码`}
                placeholder="请输入密码"
                maxLength={secretMax}
                error={rowErrors?.secretNum?.message}
                {...form.register(`rows.${index}.secretNum`)}
              />
              <span role="cell" className="pt-1.5">
                <LinkButton danger disabled={rows.fields.length === 1} aria-label={`删除第${index + 1}行`} onClick={() => rows.remove(index)}>
                  删除
                </LinkButton>
              </span>
            </div>
          );
        })}
      </div>
      <div className="flex items-center gap-3">
        <Button size="sm" disabled={full} onClick={() => rows.append(EMPTY_ROW)}>
          添加行
        </Button>
        <span className="text-xs text-slate-500">
          共 {rows.fields.length} 条{full ? `，已达上限 ${ADD_ROWS_MAX} 条` : ''}
        </span>
      </div>
      {listError && (
        <p role="alert" className="text-xs text-danger">
          {listError}
        </p>
      )}
    </FormDialog>
  );
}
