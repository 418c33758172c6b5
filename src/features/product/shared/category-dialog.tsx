import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useAddMerchantCategory, useUpdateMerchantCategory } from '@/api/generated/endpoints/product-category/product-category';
import {
  addMerchantCategoryBodyNameMax as nameMax,
  addMerchantCategoryBodySortMax as sortMax,
} from '@/api/generated-zod/product-category/product-category.zod';
import type { MerchantCategory } from '@/api/generated/model';
import { ImagePickerDialog } from '@/components/material/image-picker-dialog';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/form-dialog';
import { Field } from '@/components/ui/field';
import { FormSelect } from '@/components/ui/form-select';
import { Input } from '@/components/ui/input';
import { useFormPage } from '@/components/form/use-form-page';
import { buildTree, parentOptions, parentProblem } from './category-tree';

/** What the dialog edits: a new category (no id, maybe under a parent) or an existing one. */
export interface CategoryDraft {
  id?: number;
  pid: number;
  name: string;
  icon: string;
  sort: number;
}

export const newCategory = (pid = 0): CategoryDraft => ({ pid, name: '', icon: '', sort: 1 });

export const draftOf = (c: MerchantCategory): CategoryDraft => ({ id: c.id, pid: c.pid, name: c.name, icon: c.icon, sort: c.sort });

const SORT_MESSAGE = `排序必须是0-${sortMax}之间的整数`;

function schemaFor(list: readonly MerchantCategory[], selfId: number | undefined) {
  return z
    .object({
      name: z.string().trim().min(1, '请输入分类名称').max(nameMax, `分类名称最多${nameMax}个字符`),
      pid: z.number(),
      icon: z.string(),
      sort: z
        .string()
        .trim()
        .min(1, '请输入排序')
        .regex(/^\d+$/, SORT_MESSAGE)
        .refine((v) => Number(v) <= sortMax, SORT_MESSAGE),
    })
    .superRefine((values, ctx) => {
      const problem = parentProblem(list, selfId, values.pid);
      if (problem) ctx.addIssue({ code: 'custom', path: ['pid'], message: problem });
    });
}

type Values = z.input<ReturnType<typeof schemaFor>>;

/** 添加分类 / 编辑分类: name, parent (a tree of the categories, 顶级分类 on top), picture icon, sort. */
export function CategoryDialog({ list, draft, onSaved, onClose }: {
  list: readonly MerchantCategory[];
  draft: CategoryDraft;
  /** After the save (the categories have loaded again, lib/refresh.ts), with where the category now is (names are unique among siblings; the backend answers no id). */
  onSaved?: (saved: { pid: number; name: string }) => Promise<void>;
  onClose: () => void;
}) {
  const editing = draft.id !== undefined;
  const schema = useMemo(() => schemaFor(list, draft.id), [list, draft.id]);
  // 顶级分类, then the tree indented by depth; a category too deep to take children cannot be chosen.
  const options = useMemo(
    () => [
      { value: 0, label: '顶级分类' },
      ...parentOptions(buildTree(list)).map((o) => ({ value: o.id, label: `${'　'.repeat(o.depth + 1)}${o.name}${o.isShow ? '' : '（已隐藏）'}`, disabled: o.disabled })),
    ],
    [list],
  );
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: draft.name, pid: draft.pid, icon: draft.icon, sort: String(draft.sort) },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const [picking, setPicking] = useState(false);
  const icon = useWatch({ control: form.control, name: 'icon' });
  const add = useAddMerchantCategory();
  const update = useUpdateMerchantCategory();

  const page = useFormPage({
    save: async (values: Values) => {
      const body = { pid: values.pid, name: values.name.trim(), icon: values.icon, sort: Number(values.sort.trim()) };
      if (draft.id === undefined) await add.mutateAsync({ data: body });
      else await update.mutateAsync({ data: { id: draft.id, ...body } });
      await onSaved?.({ pid: body.pid, name: body.name });
    },
    success: () => (editing ? '编辑成功' : '创建成功'),
    after: async () => {
      onClose();
    },
  });

  return (
    <FormDialog
      title={editing ? '编辑分类' : '添加分类'}
      width={540}
      dirty={isDirty}
      pending={add.isPending || update.isPending}
      onClose={onClose}
      onSubmit={form.handleSubmit(page.submit)}
      // Outside the form: the picker is a portal, and React would bubble its events into this form.
      after={
        <ImagePickerDialog
          open={picking}
          onClose={() => setPicking(false)}
          onPick={([picture]) => {
            if (picture) form.setValue('icon', picture.sattDir, { shouldDirty: true });
          }}
        />
      }
    >
      <Field id="category-name" label="分类名称" error={errors.name?.message}>
        <Input id="category-name" data-autofocus maxLength={nameMax} placeholder="请输入分类名称" invalid={Boolean(errors.name)} aria-describedby="category-name-error" {...form.register('name')} />
      </Field>
      <Field id="category-pid" label="父级" error={errors.pid?.message}>
        <FormSelect
          control={form.control}
          name="pid"
          id="category-pid"
          options={options}
          searchable
        />
      </Field>
      <Field id="category-icon" label="图标">
        <div className="flex items-center gap-3">
          {icon ? (
            <img src={icon} alt="分类图标预览" className="size-14 rounded border border-slate-200 object-cover" />
          ) : (
            <span aria-hidden className="inline-flex size-14 items-center justify-center rounded border border-dashed border-slate-300 text-xl text-slate-500">
              +
            </span>
          )}
          <Button id="category-icon" size="sm" onClick={() => setPicking(true)}>
            {icon ? '更换图片' : '选择图片'}
          </Button>
          {icon && (
            <Button size="sm" variant="text" onClick={() => form.setValue('icon', '', { shouldDirty: true })}>
              移除图标
            </Button>
          )}
        </div>
      </Field>
      <Field id="category-sort" label="排序" error={errors.sort?.message}>
        <Input id="category-sort" inputMode="numeric" maxLength={4} className="w-40" invalid={Boolean(errors.sort)} aria-describedby="category-sort-error" {...form.register('sort')} />
      </Field>
    </FormDialog>
  );
}
