import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  useAddGuaranteeGroup,
  useEditGuaranteeGroup,
  useGetPlatformGuaranteeList,
} from '@/api/generated/endpoints/product-guarantee/product-guarantee';
import { addGuaranteeGroupBodyNameMax as nameMax } from '@/api/generated-zod/product-guarantee/product-guarantee.zod';
import type { GuaranteeGroup, ProductGuarantee } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Tag } from '@/components/ui/tag';
import { useFormPage } from '@/components/form/use-form-page';
import { confirmDiscard } from '@/components/use-unsaved-changes';
import { httpsUrl } from '@/lib/format';

/** Every platform guarantee, shown or not: a combination may still hold one the platform has hidden. */
export const ALL_GUARANTEES = { type: 1 } as const;

const schema = z.object({
  name: z.string().trim().min(1, '请输入组合名称').max(nameMax, `组合名称最多${nameMax}个字符`),
  gids: z.array(z.number()).min(1, '请选择保障服务'),
});

type Values = z.infer<typeof schema>;

export type GuaranteeGroupDialogMode = 'add' | 'edit' | 'view';

const titles: Record<GuaranteeGroupDialogMode, string> = {
  add: '添加保障服务组合',
  edit: '编辑保障服务组合',
  view: '保障服务组合详情',
};

/** The platform guarantees a combination can pick: those shown, plus hidden ones it already holds. */
export function pickableGuarantees(all: readonly ProductGuarantee[], held: readonly number[]): ProductGuarantee[] {
  return all.filter((g) => g.isShow || held.includes(g.id));
}

function GuaranteeTable({ rows, value, onChange, readOnly, invalid }: {
  rows: ProductGuarantee[];
  value: number[];
  onChange: (gids: number[]) => void;
  readOnly: boolean;
  invalid: boolean;
}) {
  const allChecked = rows.length > 0 && rows.every((g) => value.includes(g.id));
  const someChecked = rows.some((g) => value.includes(g.id));
  const toggle = (id: number, checked: boolean) => onChange(checked ? [...value, id] : value.filter((v) => v !== id));
  return (
    <div className={`max-h-80 overflow-y-auto rounded border ${invalid ? 'border-danger' : 'border-slate-200'}`}>
      <table aria-label="平台保障服务" aria-describedby="group-gids-error" className="w-full text-left text-sm">
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-500">
          <tr>
            <th className="w-10 px-3 py-2.5">
              <input
                type="checkbox"
                aria-label="全选保障服务"
                disabled={readOnly}
                checked={allChecked}
                ref={(el) => {
                  if (el) el.indeterminate = someChecked && !allChecked;
                }}
                onChange={(e) => onChange(e.target.checked ? rows.map((g) => g.id) : [])}
              />
            </th>
            <th scope="col" className="px-3 py-2.5 font-medium">ID</th>
            <th scope="col" className="px-3 py-2.5 font-medium">服务条款</th>
            <th scope="col" className="px-3 py-2.5 font-medium">服务内容描述</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-3 py-8 text-center text-slate-500">暂无保障服务</td>
            </tr>
          ) : (
            rows.map((g) => {
              const checked = value.includes(g.id);
              return (
                <tr key={g.id} className={`border-t border-slate-100 ${checked ? 'bg-primary-soft' : ''}`}>
                  <td className="px-3 py-2.5">
                    <input type="checkbox" aria-label={`选择 ${g.name}`} disabled={readOnly} checked={checked} onChange={(e) => toggle(g.id, e.target.checked)} />
                  </td>
                  <td className="px-3 py-2.5">{g.id}</td>
                  <td className="px-3 py-2.5">
                    <span className="flex items-center gap-2">
                      <img src={httpsUrl(g.icon)} alt="" className="size-6 shrink-0 rounded object-cover" />
                      <span className="text-slate-800">{g.name}</span>
                      {!g.isShow && <Tag>平台已隐藏</Tag>}
                    </span>
                  </td>
                  <td className="px-3 py-2.5 text-slate-600">{g.content}</td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

/** 添加 / 编辑保障服务组合 and the read-only 详情: a name and the platform guarantees it bundles. */
export function GuaranteeGroupDialog({ mode, group, onClose }: { mode: GuaranteeGroupDialogMode; group?: GuaranteeGroup; onClose: () => void }) {
  const readOnly = mode === 'view';
  const held = group?.guaranteeList.map((g) => g.gid) ?? [];
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: group?.name ?? '', gids: held },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const guarantees = useGetPlatformGuaranteeList(ALL_GUARANTEES);
  const add = useAddGuaranteeGroup();
  const edit = useEditGuaranteeGroup();

  const page = useFormPage({
    save: async ({ name, gids }: Values) => {
      const data = { name, gids: gids.join(',') };
      if (mode === 'edit' && group) await edit.mutateAsync({ data: { id: group.id, ...data } });
      else await add.mutateAsync({ data });
    },
    success: () => (mode === 'edit' ? '编辑成功' : '创建成功'),
    after: async () => {
      onClose();
    },
  });

  const close = async () => {
    if (await confirmDiscard(!readOnly && isDirty)) onClose();
  };

  const rows = pickableGuarantees(guarantees.data ?? [], held);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) void close();
      }}
      title={titles[mode]}
      width={860}
      closeOnOverlayClick={readOnly}
      footer={
        readOnly ? (
          <Button onClick={onClose}>关闭</Button>
        ) : (
          <>
            <Button onClick={() => void close()}>取消</Button>
            <Button type="submit" form="guarantee-group-form" variant="primary" loading={add.isPending || edit.isPending}>
              确定
            </Button>
          </>
        )
      }
    >
      <form id="guarantee-group-form" noValidate onSubmit={(e) => {
          if (readOnly) e.preventDefault();
          else void form.handleSubmit(page.submit)(e).catch(() => {});
        }} className="flex flex-col gap-2">
        <Field id="group-name" label="组合名称" error={errors.name?.message}>
          <Input
            id="group-name"
            data-autofocus={readOnly ? undefined : true}
            readOnly={readOnly}
            maxLength={nameMax}
            placeholder="请输入组合名称"
            invalid={Boolean(errors.name)}
            aria-required
            aria-describedby="group-name-error"
            {...form.register('name')}
          />
        </Field>
        <fieldset className="flex min-w-0 flex-col gap-1">
          <legend className="mb-1 text-sm text-slate-600">
            保障服务
          </legend>
          <QueryState query={guarantees}>
            <Controller
              control={form.control}
              name="gids"
              render={({ field }) => (
                <GuaranteeTable
                  rows={rows}
                  value={field.value}
                  onChange={(gids) => {
                    field.onChange(gids);
                    field.onBlur();
                  }}
                  readOnly={readOnly}
                  invalid={Boolean(errors.gids)}
                />
              )}
            />
          </QueryState>
          <p id="group-gids-error" role={errors.gids ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
            {errors.gids?.message}
          </p>
        </fieldset>
      </form>
    </Dialog>
  );
}
