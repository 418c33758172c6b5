import { BrokerageDialog } from '@/features/product/list/dialogs/brokerage-dialog';
import { CouponDialog } from '@/features/product/list/dialogs/coupon-dialog';
import { FreightDialog } from '@/features/product/list/dialogs/freight-dialog';
import type { ProductTarget } from '@/features/product/list/dialogs/product-target';
import { ProductTypeDialog } from '@/features/product/list/dialogs/product-type-dialog';
import { QuickEditDrawer } from '@/features/product/list/dialogs/quick-edit-drawer';
import { StockDrawer } from '@/features/product/list/dialogs/stock-drawer';
import { SubmitAuditDialog } from '@/features/product/list/dialogs/submit-audit-dialog';
import type { ProductDialogs } from './use-product-actions';
import { useRefreshProducts } from './use-refresh-products';

/** The list's dialogs and drawers, the one open at most; each reloads the products it changed. */
export function ProductListDialogs({ dialogs, clearSelection }: { dialogs: ProductDialogs; clearSelection: () => void }) {
  const refresh = useRefreshProducts();
  const product = (id: number) => refresh([id]);
  const targetProps = (kind: 'freight' | 'brokerage' | 'coupons') => {
    const target: ProductTarget | null = dialogs.target(kind);
    return {
      ...dialogs.props(kind),
      onDone: async () => {
        // A batch is done with the rows it was checked for.
        if (target?.batch) clearSelection();
        await refresh(target?.ids);
      },
    };
  };
  return (
    <>
      <ProductTypeDialog {...dialogs.props('type')} />
      <SubmitAuditDialog {...dialogs.props('audit')} onDone={product} />
      <StockDrawer {...dialogs.props('stock')} onDone={product} />
      <QuickEditDrawer {...dialogs.props('quickEdit')} onDone={product} />
      <FreightDialog {...targetProps('freight')} />
      <BrokerageDialog {...targetProps('brokerage')} />
      <CouponDialog {...targetProps('coupons')} />
    </>
  );
}
