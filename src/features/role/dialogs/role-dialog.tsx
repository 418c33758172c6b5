import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useGetMenuCacheTree, useGetRoleInfo, useSaveRole, useUpdateRole } from '@/api/generated/endpoints/role/role';
import { saveRoleBodyRoleNameMax as nameMax } from '@/api/generated-zod/role/role.zod';
import type { MenuCheck } from '@/api/generated/model';
import { FormDialog } from '@/components/form-dialog';
import { QueryState } from '@/components/query-state';
import { awaiting, type QueryLike } from '@/components/list/use-list-page';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { StatusSwitch } from '@/components/ui/status-switch';
import { useFormPage } from '@/components/form/use-form-page';
import { useSession } from '@/lib/session';
import { MenuCheckTree } from '@/features/role/components/menu-check-tree';
import { checkedLeaves, lockedIds, rulesOf } from '@/features/role/model/menu-check-model';

const roleSchema = z.object({
  roleName: z.string().trim().min(1, '请输入角色名称').max(nameMax, `角色名称最多${nameMax}个字符`),
  status: z.boolean(),
  leaves: z.array(z.number()).min(1, '请选择菜单权限'),
});

type Values = z.infer<typeof roleSchema>;

interface Loaded {
  id?: number;
  roleName: string;
  status: boolean;
  tree: MenuCheck[];
}

function RoleForm({ role, onClose }: { role: Loaded; onClose: () => void }) {
  const editing = role.id !== undefined;
  const session = useSession();
  const locked = lockedIds(role.tree, session?.account);
  const form = useForm<Values>({
    resolver: zodResolver(roleSchema),
    defaultValues: { roleName: role.roleName, status: role.status, leaves: [...checkedLeaves(role.tree)] },
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const save = useSaveRole();
  const update = useUpdateRole();

  const page = useFormPage({
    save: async ({ roleName, status, leaves }: Values) => {
      const rules = rulesOf(role.tree, new Set(leaves)).join(',');
      if (role.id !== undefined) await update.mutateAsync({ data: { id: role.id, roleName, status, rules } });
      else await save.mutateAsync({ data: { roleName, status, rules } });
    },
    success: () => (editing ? '编辑成功' : '创建成功'),
    after: async () => {
      onClose();
    },
  });

  return (
    <FormDialog title={editing ? '编辑身份' : '添加身份'} width={640} dirty={isDirty} pending={save.isPending || update.isPending} onClose={onClose} onSubmit={form.handleSubmit(page.submit)}>
      <Field id="role-name" label="角色名称" error={errors.roleName?.message}>
        <Input id="role-name" data-autofocus maxLength={nameMax} placeholder="身份名称" invalid={Boolean(errors.roleName)} aria-required aria-describedby="role-name-error" {...form.register('roleName')} />
      </Field>
      <Field id="role-status" label="状态">
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => <StatusSwitch id="role-status" label="状态" checked={field.value} onToggle={() => field.onChange(!field.value)} />}
        />
      </Field>
      <Field id="role-menus" label="菜单权限" error={errors.leaves?.message}>
        <Controller
          control={form.control}
          name="leaves"
          render={({ field }) => (
            <MenuCheckTree
              id="role-menus"
              nodes={role.tree}
              value={field.value}
              onChange={field.onChange}
              locked={locked}
              invalid={Boolean(errors.leaves)}
              describedBy="role-menus-error"
            />
          )}
        />
      </Field>
    </FormDialog>
  );
}

/** While the tree loads, or when it could not. */
function Pending({ title, query, onClose }: { title: string; query: QueryLike; onClose: () => void }) {
  return (
    <Dialog open title={title} width={640} onOpenChange={(open) => !open && onClose()}>
      <QueryState query={awaiting(query)}>
        {null}
      </QueryState>
    </Dialog>
  );
}

/** 添加身份: a name, on or off, and the menus granted. */
export function AddRoleDialog({ onClose }: { onClose: () => void }) {
  const tree = useGetMenuCacheTree();
  if (!tree.data) return <Pending title="添加身份" query={tree} onClose={onClose} />;
  return <RoleForm role={{ roleName: '', status: true, tree: tree.data }} onClose={onClose} />;
}

/** 编辑身份: the role as the server has it, its menus checked exactly as granted. */
export function EditRoleDialog({ id, onClose }: { id: number; onClose: () => void }) {
  // Kept nowhere once closed: each opening reads the role as it is now.
  const info = useGetRoleInfo(id, undefined, { query: { gcTime: 0 } });
  if (!info.data) return <Pending title="编辑身份" query={info} onClose={onClose} />;
  const { roleName, status, menuList } = info.data;
  return <RoleForm role={{ id, roleName, status, tree: menuList }} onClose={onClose} />;
}
