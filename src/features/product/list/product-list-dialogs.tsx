import { lazyDialog } from '@/components/lazy-dialog';
import type { ProductTarget } from '@/features/product/list/dialogs/product-target';
import type { ProductDialogs } from './use-product-actions';
import { useRefreshProducts } from './use-refresh-products';

// Each dialog's code (and the form library most of them use) loads when it first opens.
const open = (p: { target: unknown }) => p.target !== null;
const BrokerageDialog = lazyDialog(() => import('@/features/product/list/dialogs/brokerage-dialog').then((m) => m.BrokerageDialog), open);
const CouponDialog = lazyDialog(() => import('@/features/product/list/dialogs/coupon-dialog').then((m) => m.CouponDialog), open);
const FreightDialog = lazyDialog(() => import('@/features/product/list/dialogs/freight-dialog').then((m) => m.FreightDialog), open);
const ProductTypeDialog = lazyDialog(() => import('@/features/product/list/dialogs/product-type-dialog').then((m) => m.ProductTypeDialog), open);
const QuickEditDrawer = lazyDialog(() => import('@/features/product/list/dialogs/quick-edit-drawer').then((m) => m.QuickEditDrawer), open);
const StockDrawer = lazyDialog(() => import('@/features/product/list/dialogs/stock-drawer').then((m) => m.StockDrawer), open);
const SubmitAuditDialog = lazyDialog(() => import('@/features/product/list/dialogs/submit-audit-dialog').then((m) => m.SubmitAuditDialog), open);

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
