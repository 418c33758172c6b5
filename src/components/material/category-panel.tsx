import { useMemo, useState } from 'react';
import { useDeleteCategory, useSaveCategory, useUpdateCategory } from '@/api/generated/endpoints/material/material';
import type { CategoryTreeNode } from '@/api/generated/model';
import { Authorized } from '../authorized';
import { confirm } from '../confirm-dialog';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { Select, type SelectOption } from '../ui/select';
import { useSubmitOnce } from '../use-submit-once';
import { message } from '@/lib/message';
import { ALL_PICTURES, flattenTree, subtreeIds } from '@/lib/domain/material-rules';

export const ATTACHMENT_CATEGORY = { type: 2, status: -1 } as const;

/** The categories as a select's options under a first choice (顶级分类, 未分类), each name indented by its depth below that one. */
export function categoryChoices(tree: readonly CategoryTreeNode[], first: SelectOption<number>, indent: number): SelectOption<number>[] {
  return [first, ...flattenTree(tree).map((o) => ({ value: o.id, label: `${'　'.repeat(o.depth + indent)}${o.name}` }))];
}

interface Editing {
  id?: number;
  pid: number | null;
  name: string;
  sort: string;
}

/** 添加分类 / 编辑分类: parent required, name required and trimmed, not under itself. */
function CategoryDialog({ tree, editing, onClose }: { tree: CategoryTreeNode[]; editing: Editing; onClose: () => void }) {
  const [values, setValues] = useState(editing);
  const [errors, setErrors] = useState<Partial<Record<keyof Editing, string>>>({});
  const save = useSaveCategory();
  const update = useUpdateCategory();
  const submit = useSubmitOnce(async () => {
    const found: typeof errors = {};
    if (values.pid === null) found.pid = '请选择上级分类';
    else if (editing.id !== undefined && subtreeIds(tree, editing.id).has(values.pid)) found.pid = '上级分类不能选当前分类';
    if (!values.name.trim()) found.name = '请输入分类名称';
    setErrors(found);
    if (values.pid === null || Object.keys(found).length > 0) return false;
    const body = { pid: values.pid, name: values.name.trim(), sort: Number(values.sort) || 0, type: 2 as const, status: true };
    if (editing.id === undefined) await save.mutateAsync({ data: body });
    else await update.mutateAsync({ id: editing.id, params: body });
    message.success(editing.id === undefined ? '创建成功' : '编辑成功');
    onClose();
  });
  const options = useMemo(() => categoryChoices(tree, { value: 0, label: '顶级分类' }, 1), [tree]);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing.id === undefined ? '添加分类' : '编辑分类'}
      width={480}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button variant="primary" loading={save.isPending || update.isPending} onClick={() => void submit().catch(() => {})}>
            确定
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-1">
        <Field id="category-pid" label="上级分类" error={errors.pid}>
          <Select
            id="category-pid"
            value={values.pid}
            options={options}
            onChange={(pid) => setValues({ ...values, pid })}
            placeholder="请选择上级分类"
            searchable
            invalid={Boolean(errors.pid)}
            aria-describedby="category-pid-error"
          />
        </Field>
        <Field id="category-name" label="分类名称" error={errors.name}>
          <Input id="category-name" value={values.name} maxLength={50} invalid={Boolean(errors.name)} aria-describedby="category-name-error" onChange={(e) => setValues({ ...values, name: e.target.value })} />
        </Field>
        <Field id="category-sort" label="排序">
          <Input id="category-sort" inputMode="numeric" value={values.sort} onChange={(e) => setValues({ ...values, sort: e.target.value.replace(/\D/g, '') })} />
        </Field>
      </div>
    </Dialog>
  );
}

function find(nodes: readonly CategoryTreeNode[], id: number): CategoryTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const hit = find(node.childList, id);
    if (hit) return hit;
  }
  return undefined;
}

/** The category tree on the left of the library, with 全部图片 on top and the category actions. */
export function CategoryPanel({ tree, selected, onSelect }: { tree: CategoryTreeNode[]; selected: number; onSelect: (id: number) => void }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const remove = useDeleteCategory();

  const onDelete = async (node: CategoryTreeNode) => {
    if (!(await confirm({ message: '删除当前分类吗' }))) return;
    await remove.mutateAsync({ id: node.id });
    message.success('删除成功');
    if (selected === node.id) onSelect(0);
  };

  const row = (id: number, name: string, depth: number, node?: CategoryTreeNode) => (
    <li key={id}>
      <div className={`group flex items-center gap-1 rounded pr-1 ${selected === id ? 'bg-primary-soft text-primary-active' : 'hover:bg-slate-50'}`} style={{ paddingLeft: `${8 + depth * 14}px` }}>
        <button type="button" aria-current={selected === id ? 'true' : undefined} onClick={() => onSelect(id)} className="min-w-0 flex-1 truncate py-1.5 text-left text-sm">
          {name}
        </button>
        {node && (
          <span className="flex shrink-0 gap-1 text-xs">
            <Authorized perms="merchant:category:save">
              <button type="button" aria-label={`在 ${name} 下添加分类`} className="px-1 text-slate-600 hover:text-primary" onClick={() => setEditing({ pid: node.id, name: '', sort: '1' })}>
                ＋
              </button>
            </Authorized>
            <Authorized perms="merchant:category:update">
              <button type="button" aria-label={`编辑 ${name}`} className="px-1 text-slate-600 hover:text-primary" onClick={() => setEditing({ id: node.id, pid: node.pid, name: node.name, sort: String(node.sort) })}>
                编辑
              </button>
            </Authorized>
            <Authorized perms="merchant:category:delete">
              <button type="button" aria-label={`删除 ${name}`} className="px-1 text-slate-600 hover:text-danger" onClick={() => void onDelete(node).catch(() => {})}>
                删除
              </button>
            </Authorized>
          </span>
        )}
      </div>
      {node && node.childList.length > 0 && <ul>{node.childList.map((child) => row(child.id, child.name, depth + 1, child))}</ul>}
    </li>
  );

  return (
    <nav aria-label="图片分类" className="flex w-56 shrink-0 flex-col gap-2 border-r border-slate-200 pr-3">
      <Authorized perms="merchant:category:save">
        <Button size="sm" onClick={() => setEditing({ pid: selected, name: '', sort: '1' })}>
          添加分类
        </Button>
      </Authorized>
      <ul>{[row(0, ALL_PICTURES, 0), ...tree.map((node) => row(node.id, node.name, 0, node))]}</ul>
      {editing && <CategoryDialog tree={tree} editing={editing} onClose={() => setEditing(null)} />}
      {selected !== 0 && !find(tree, selected) && <p className="text-xs text-slate-500">分类已不存在</p>}
    </nav>
  );
}
