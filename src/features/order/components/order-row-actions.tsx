import type { OrderListItem } from '@/api/generated/model';
import { MoreMenu } from '@/components/ui/menu';
import { LinkButton } from '@/components/ui/text-link';
import { moreActionLabels, type MoreAction } from '@/features/order/model/order-rules';

/** A row's 操作: 详情 and 发货 when offered, then 更多 ▾ with what else may be done to the order. */
export function OrderRowActions({ order, onDetail, onShip, more, onMore }: {
  order: OrderListItem;
  onDetail?: () => void;
  onShip?: () => void;
  more: readonly MoreAction[];
  onMore: (action: MoreAction, order: OrderListItem) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {onDetail && <LinkButton onClick={onDetail}>详情</LinkButton>}
      {onShip && <LinkButton onClick={onShip}>发货</LinkButton>}
      {more.length > 0 && <MoreMenu items={more} labels={moreActionLabels} onSelect={(action) => onMore(action, order)} />}
    </div>
  );
}
