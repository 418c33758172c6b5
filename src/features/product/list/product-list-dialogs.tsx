import { lazyDialog } from '@/components/lazy-dialog';
import type { ProductTarget } from '@/features/product/list/dialogs/product-target';
import type { ProductDialogs } from './use-product-actions';

// Each dialog's code (and the form library most of them use) loads when it first opens.
const open = (p: { target: unknown }) => p.target !== null;
const BrokerageDialog = lazyDialog(() => import('@/features/product/list/dialogs/brokerage-dialog').then((m) => m.BrokerageDialog), open);
const CouponDialog = lazyDialog(() => import('@/features/product/list/dialogs/coupon-dialog').then((m) => m.CouponDialog), open);
const FreightDialog = lazyDialog(() => import('@/features/product/list/dialogs/freight-dialog').then((m) => m.FreightDialog), open);
const ProductTypeDialog = lazyDialog(() => import('@/features/product/list/dialogs/product-type-dialog').then((m) => m.ProductTypeDialog), open);
const QuickEditDrawer = lazyDialog(() => import('@/features/product/list/dialogs/quick-edit-drawer').then((m) => m.QuickEditDrawer), open);
const StockDrawer = lazyDialog(() => import('@/features/product/list/dialogs/stock-drawer').then((m) => m.StockDrawer), open);
const SubmitAuditDialog = lazyDialog(() => import('@/features/product/list/dialogs/submit-audit-dialog').then((m) => m.SubmitAuditDialog), open);

/** The list's dialogs and drawers, the one open at most; each save has reloaded the products it changed (lib/refresh.ts). */
export function ProductListDialogs({ dialogs, clearSelection }: { dialogs: ProductDialogs; clearSelection: () => void }) {
  const targetProps = (kind: 'freight' | 'brokerage' | 'coupons') => {
    const target: ProductTarget | null = dialogs.target(kind);
    return {
      ...dialogs.props(kind),
      onDone: () => {
        // A batch is done with the rows it was checked for.
        if (target?.batch) clearSelection();
      },
    };
  };
  return (
    <>
      <ProductTypeDialog {...dialogs.props('type')} />
      <SubmitAuditDialog {...dialogs.props('audit')} />
      <StockDrawer {...dialogs.props('stock')} />
      <QuickEditDrawer {...dialogs.props('quickEdit')} />
      <FreightDialog {...targetProps('freight')} />
      <BrokerageDialog {...targetProps('brokerage')} />
      <CouponDialog {...targetProps('coupons')} />
    </>
  );
}
