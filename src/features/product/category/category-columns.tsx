import * as Switch from '@radix-ui/react-switch';
import type { MerchantCategory } from '@/api/generated/model';
import { Authorized } from '@/components/authorized';
import { columnsFor } from '@/components/list/data-table';
import { Tag } from '@/components/ui/tag';
import { LinkButton } from '@/components/ui/text-link';
import { MAX_LEVEL, type CategoryLine } from '@/features/product/shared/category-tree';
import { CATEGORY_PERMS } from '@/features/product/shared/permissions';


const col = columnsFor<CategoryLine>();

/** What the rows' buttons and switches do. */
export interface CategoryActions {
  onToggleExpand: (id: number) => void;
  onToggleShow: (category: MerchantCategory) => void;
  onAddChild: (category: MerchantCategory) => void;
  onEdit: (category: MerchantCategory) => void;
  onDelete: (category: MerchantCategory) => void;
  canShow: boolean;
}

/** 名称 (indented by level, with its expand arrow), 分类图标, 排序, 状态 and 操作. */
export function categoryColumns(actions: CategoryActions) {
  return col.columns([
    col.display({
      id: 'name',
      header: '名称',
      enableHiding: false,
      cell: ({ row }) => {
        const { category, depth, hasChildren, expanded } = row.original;
        return (
          <div className="flex items-center gap-1" style={{ paddingLeft: `${depth * 22}px` }}>
            {hasChildren ? (
              <button
                type="button"
                aria-expanded={expanded}
                aria-label={`${expanded ? '折叠' : '展开'} ${category.name}`}
                title={expanded ? '折叠' : '展开'}
                onClick={() => actions.onToggleExpand(category.id)}
                className="inline-flex size-5 items-center justify-center rounded text-slate-500 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
              >
                <span aria-hidden className={`inline-block transition-transform ${expanded ? 'rotate-90' : ''}`}>
                  ▸
                </span>
              </button>
            ) : (
              <span aria-hidden className="inline-block size-5" />
            )}
            <span className={category.isShow ? 'text-slate-800' : 'text-slate-500'}>{category.name}</span>
          </div>
        );
      },
    }),
    col.display({
      id: 'icon',
      header: '分类图标',
      cell: ({ row }) => {
        const { icon, name } = row.original.category;
        return icon ? <img src={icon} alt={`${name}图标`} className="size-9 rounded object-cover" /> : <span className="text-slate-500">-</span>;
      },
    }),
    col.display({ id: 'sort', header: '排序', cell: ({ row }) => row.original.category.sort }),
    col.display({
      id: 'status',
      header: '状态',
      cell: ({ row }) => {
        const category = row.original.category;
        if (!actions.canShow) return <Tag tone={category.isShow ? 'success' : 'info'}>{category.isShow ? '显示' : '隐藏'}</Tag>;
        return (
          <div className="flex items-center gap-2">
            <Switch.Root
              checked={category.isShow}
              onCheckedChange={() => actions.onToggleShow(category)}
              aria-label={`${category.name} 显示状态`}
              className="relative h-5 w-9 shrink-0 rounded-full bg-slate-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[state=checked]:bg-primary"
            >
              <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
            </Switch.Root>
            <span aria-hidden className="text-xs text-slate-600">
              {category.isShow ? '显示' : '隐藏'}
            </span>
          </div>
        );
      },
    }),
    col.display({
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => {
        const { category, depth } = row.original;
        return (
          <div className="flex items-center gap-3">
            {depth + 1 < MAX_LEVEL && (
              <Authorized perms={CATEGORY_PERMS.add}>
                <LinkButton onClick={() => actions.onAddChild(category)}>
                  添加子目录
                </LinkButton>
              </Authorized>
            )}
            <Authorized perms={CATEGORY_PERMS.update}>
              <LinkButton onClick={() => actions.onEdit(category)}>
                编辑
              </LinkButton>
            </Authorized>
            <Authorized perms={CATEGORY_PERMS.delete}>
              <LinkButton danger onClick={() => actions.onDelete(category)}>
                删除
              </LinkButton>
            </Authorized>
          </div>
        );
      },
    }),
  ]);
}
