import type { SeckillProduct } from '@/api/generated/model';
import { LinkButton } from '@/components/ui/text-link';
import type { DrawerMode } from '@/features/seckill/dialogs/seckill-product-drawer';

const openLabels: Record<DrawerMode, string> = { view: '详情', edit: '编辑', resubmit: '重新提交' };

/** What the row's first action opens: the details in review (or without the permission to price), the form after a refusal to send again, else the form. */
export const drawerModeOf = (p: SeckillProduct, canPrice: boolean): DrawerMode => (p.auditStatus === 1 || !canPrice ? 'view' : p.auditStatus === 3 ? 'resubmit' : 'edit');

/** A row's 操作: 详情 / 编辑 / 重新提交 (the drawer), 撤回审核 while in review, 删除 (the page offers it for a refused product). */
export function SeckillProductRowActions({ product: p, mode, onOpen, onWithdraw, onDelete }: {
  product: SeckillProduct;
  mode: DrawerMode;
  onOpen: () => void;
  /** Offered while the product is in review, with the permission. */
  onWithdraw?: () => void;
  onDelete?: () => void;
}) {
  const label = openLabels[mode];
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <LinkButton aria-label={`${label} ${p.name}`} onClick={onOpen}>
        {label}
      </LinkButton>
      {p.auditStatus === 1 && onWithdraw && (
        <LinkButton aria-label={`撤回审核 ${p.name}`} onClick={onWithdraw}>
          撤回审核
        </LinkButton>
      )}
      {onDelete && (
        <LinkButton danger aria-label={`删除 ${p.name}`} onClick={onDelete}>
          删除
        </LinkButton>
      )}
    </div>
  );
}
