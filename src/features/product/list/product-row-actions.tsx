import type { ProductListItem } from '@/api/generated/model';
import { MoreMenu } from '@/components/ui/menu';
import { LinkButton, TextLink } from '@/components/ui/text-link';
import type { ProductListTab } from '@/lib/enums';
import { productFormLink } from '@/features/product/product-links';
import { moreActionLabels, permittedMoreActions, permittedRowActions, rowActionLabels, type MoreAction, type RowAction } from '@/features/product/list/model/product-actions';

/** A row's 操作: its buttons by tab (详情 goes to the form), then 更多 ▾ with the rest. */
export function ProductRowActions({ tab, product, held, onRow, onMore }: {
  tab: ProductListTab;
  product: ProductListItem;
  held: readonly string[];
  onRow: (action: Exclude<RowAction, 'detail'>, product: ProductListItem) => void;
  onMore: (action: MoreAction, product: ProductListItem) => void;
}) {
  const more = permittedMoreActions(tab, product, held);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {permittedRowActions(tab, product, held).map((action) =>
        action === 'detail' ? (
          <TextLink key={action} {...productFormLink('detail', product.id)}>
            {rowActionLabels.detail}
          </TextLink>
        ) : (
          <LinkButton key={action} danger={action === 'delete' || action === 'recycle'} onClick={() => onRow(action, product)}>
            {rowActionLabels[action]}
          </LinkButton>
        ),
      )}
      {more.length > 0 && <MoreMenu items={more} labels={moreActionLabels} onSelect={(action) => onMore(action, product)} />}
    </div>
  );
}
