import type { ReactNode } from 'react';
import { useGetLiveGoodsList } from '@/api/generated/endpoints/live-goods/live-goods';
import type { LiveGoods } from '@/api/generated/model';
import { priceTypeLabel } from '@/lib/enums';
import { yuan } from '@/lib/format';

/** WeChat's approval of a live goods item (微信审核成功): only these go into rooms. */
export const GOODS_APPROVED = 4;

/** The live price as the reference shows it for each price type. */
export function livePriceText(g: Pick<LiveGoods, 'priceType' | 'price' | 'price2'>) {
  if (g.priceType === 2) return `${yuan(g.price)} ~ ${yuan(g.price2)}`;
  if (g.priceType === 3) return `${yuan(g.price2)}（原价 ${yuan(g.price)}）`;
  return yuan(g.price);
}

/** The store's live goods WeChat has approved, the ones a room may import. */
export function useApprovedGoods() {
  return useGetLiveGoodsList({
    page: 1,
    limit: 100,
    reviewStatus: GOODS_APPROVED,
  });
}

/** What the goods table shows of an item. */
export type RoomTableGoods = Pick<LiveGoods, 'id' | 'name' | 'coverImgUrlLocal' | 'priceType' | 'price' | 'price2'>;

/** Goods of a room (or picked for one) as a table; `renderAction` fills a last column, 操作. */
export function RoomGoodsTable<G extends RoomTableGoods>({ label, goods, renderAction }: { label: string; goods: readonly G[]; renderAction?: (g: G) => ReactNode }) {
  const headers = ['ID', '商品图', '商品名称', '价格类型', '直播价', ...(renderAction ? ['操作'] : [])];
  return (
    <table aria-label={label} className="w-full text-left text-sm">
      <thead className="bg-slate-50 text-xs text-slate-500">
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col" className="px-3 py-2 font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {goods.length === 0 && (
          <tr>
            <td colSpan={headers.length} className="px-3 py-6 text-center text-slate-500">
              暂无商品
            </td>
          </tr>
        )}
        {goods.map((g) => (
          <tr key={g.id} className="border-t border-slate-100">
            <td className="px-3 py-2">{g.id}</td>
            <td className="px-3 py-2">
              <img src={g.coverImgUrlLocal} alt="" className="size-10 rounded object-cover" />
            </td>
            <td className="px-3 py-2">{g.name}</td>
            <td className="px-3 py-2">{priceTypeLabel(g.priceType)}</td>
            <td className="px-3 py-2">{livePriceText(g)}</td>
            {renderAction && <td className="px-3 py-2">{renderAction(g)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
