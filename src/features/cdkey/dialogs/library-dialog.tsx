import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useSaveCdkeyLibrary, useUpdateCdkeyLibrary } from '@/api/generated/endpoints/cdkey/cdkey';
import { saveCdkeyLibraryBodyNameMax as nameMax, saveCdkeyLibraryBodyRemarkMax as remarkMax } from '@/api/generated-zod/cdkey/cdkey.zod';
import type { CdkeyLibrary } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { FormRow } from '@/components/ui/form-row';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useFormPage } from '@/components/form/use-form-page';

export const librarySchema = z.object({
  name: z.string().trim().min(1, '请填写卡密库名称').max(nameMax, `卡密库名称最多${nameMax}个字符`),
  remark: z.string().trim().max(remarkMax, `备注最多${remarkMax}个字符`),
});

type Values = z.infer<typeof librarySchema>;

/** 新增卡密库 (from 添加卡密库) / 编辑卡密库: a name unique in the store (≤32) and a remark (≤200). */
export function LibraryDialog({ library, onClose }: { library?: CdkeyLibrary; onClose: () => void }) {
  const editing = library !== undefined;
  const form = useForm<Values>({
    resolver: zodResolver(librarySchema),
    defaultValues: { name: library?.name ?? '', remark: library?.remark ?? '' },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const save = useSaveCdkeyLibrary();
  const update = useUpdateCdkeyLibrary();

  const page = useFormPage({
    save: async (data: Values) => {
      if (library) await update.mutateAsync({ data: { id: library.id, ...data } });
      else await save.mutateAsync({ data });
    },
    success: () => (editing ? '编辑成功' : '新增成功'),
    after: async () => {
      onClose();
    },
  });

  return (
    <FormDialog title={editing ? '编辑卡密库' : '新增卡密库'} width={520} dirty={isDirty} pending={save.isPending || update.isPending} onClose={onClose} onSubmit={form.handleSubmit(page.submit)}>
      <FormRow id="cdkey-library-name" label="卡密库名称" required labelWidth={7} error={errors.name?.message}>
        <Input
          id="cdkey-library-name"
          data-autofocus
          maxLength={nameMax}
          placeholder={`请输入卡密库名称，最多${nameMax}字`}
          invalid={Boolean(errors.name)}
          aria-required
          aria-describedby="cdkey-library-name-error"
          {...form.register('name')}
        />
      </FormRow>
      <FormRow id="cdkey-library-remark" label="备注" labelWidth={7} error={errors.remark?.message}>
        <Textarea
          id="cdkey-library-remark"
          rows={4}
          maxLength={remarkMax}
          placeholder={`请输入备注，最多可输入${remarkMax}字`}
          invalid={Boolean(errors.remark)}
          aria-describedby="cdkey-library-remark-error"
          {...form.register('remark')}
        />
      </FormRow>
    </FormDialog>
  );
}
