import { LinkButton } from '@/components/ui/text-link';
import { yuan } from '@/lib/format';
import type { MallProduct } from '@/features/store/model/mall-config-model';

/** 推荐商品: the chosen products with their picture and price, each removable; nothing while none is chosen. */
export function RecommendedProductTable({ products, onRemove }: { products: MallProduct[]; onRemove: (product: MallProduct) => void }) {
  if (products.length === 0) return null;
  return (
    <table aria-label="推荐商品" className="mb-2 w-full max-w-2xl text-left text-sm">
      <thead className="bg-slate-50 text-xs text-slate-500">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">商品图</th>
          <th scope="col" className="px-3 py-2 font-medium">商品名称</th>
          <th scope="col" className="px-3 py-2 font-medium">售价</th>
          <th scope="col" className="px-3 py-2 font-medium">操作</th>
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={p.id} className="border-t border-slate-100">
            <td className="px-3 py-2">
              <img src={p.image} alt="" className="size-9 rounded object-cover" />
            </td>
            <td className="px-3 py-2 text-slate-800">{p.name}</td>
            <td className="px-3 py-2">{p.price === undefined ? '-' : yuan(p.price)}</td>
            <td className="px-3 py-2">
              <LinkButton danger aria-label={`删除 ${p.name}`} onClick={() => onRemove(p)}>
                删除
              </LinkButton>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
