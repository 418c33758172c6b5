import { useNavigate } from '@tanstack/react-router';
import { Dialog } from '@/components/ui/dialog';
import type { ProductType } from '@/lib/enums';
import { productFormLink } from '@/features/product/product-links';

/** The kinds of product a merchant creates, as the reference's 选择商品类型 cards show them. */
export const productTypeCards: ReadonlyArray<{ type: ProductType; name: string; note: string }> = [
  { type: 0, name: '普通商品', note: '实体货物' },
  { type: 5, name: '云盘商品', note: '同一链接发货' },
  { type: 6, name: '卡密商品', note: '不同充值码发货' },
  { type: 2, name: '虚拟商品', note: '虚拟发货' },
];

/** 选择商品类型: a card opens the product form for a new product (添加商品) or a collected one (商品采集). */
export function ProductTypeDialog({ target: mode, onClose }: { target: 'create' | 'collect' | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onClose()} title="选择商品类型" width={640}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {productTypeCards.map((card, i) => (
          <button
            key={card.type}
            type="button"
            data-autofocus={i === 0 || undefined}
            onClick={() => {
              if (!mode) return;
              onClose();
              void navigate(productFormLink(mode, 0, card.type));
            }}
            className="flex flex-col items-center gap-1 rounded border border-slate-200 px-3 py-5 text-center hover:border-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-primary"
          >
            <span className="text-base font-medium text-slate-800">{card.name}</span>
            <span className="text-xs text-slate-500">{card.note}</span>
          </button>
        ))}
      </div>
      <p className="mt-4 text-xs text-slate-500">云盘商品、卡密商品不支持用户申请售后</p>
    </Dialog>
  );
}
