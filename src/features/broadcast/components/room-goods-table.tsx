import type { ReactNode } from 'react';
import { priceTypeLabel } from '@/lib/enums';
import { livePriceText, type RoomTableGoods } from '@/features/broadcast/model/live-goods-price';

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
