import type { SeckillProduct } from '@/api/generated/model';
import { LinkButton } from '@/components/ui/text-link';
import type { DrawerMode } from '@/features/seckill/dialogs/seckill-product-drawer';

const openLabels: Record<DrawerMode, string> = { view: '详情', edit: '编辑' };

/** What the row's first action opens: the form of an approved product (with the permission to price), else the details. */
export const drawerModeOf = (p: SeckillProduct, canPrice: boolean): DrawerMode => (p.auditStatus === 2 && canPrice ? 'edit' : 'view');

/**
 * A row's 操作, as the reference's: 详情 / 编辑 (the drawer), 撤回审核 while in review, and for a refused
 * product 删除 and 重新提交 (its activity's add form, started from it; the page offers each by permission).
 */
export function SeckillProductRowActions({ product: p, mode, onOpen, onWithdraw, onDelete, onResubmit }: {
  product: SeckillProduct;
  mode: DrawerMode;
  onOpen: () => void;
  /** Offered while the product is in review, with the permission. */
  onWithdraw?: () => void;
  onDelete?: () => void;
  onResubmit?: () => void;
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
      {onResubmit && (
        <LinkButton aria-label={`重新提交 ${p.name}`} onClick={onResubmit}>
          重新提交
        </LinkButton>
      )}
    </div>
  );
}
