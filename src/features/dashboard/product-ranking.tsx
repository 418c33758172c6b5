import type { ProductRanking } from '@/api/generated/model';
import { yuan } from '@/lib/format';
import { QueryState } from '@/components/query-state';
import type { QueryLike } from '@/components/list/use-list-page';

/** A top-10 table: rank, product (picture and name), and the ranked figure. */
export function ProductRankingTable({ title, query, metric }: {
  title: string;
  query: QueryLike & { data?: ProductRanking[] };
  metric: 'salesAmount' | 'pageView';
}) {
  const rows = query.data;
  const header = metric === 'salesAmount' ? '支付金额' : '访问量';
  return (
    <section className="rounded bg-white p-5 shadow-sm" aria-labelledby={`ranking-${metric}`}>
      <h2 id={`ranking-${metric}`} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      <QueryState query={query} isEmpty={rows?.length === 0} rows={5}>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-100 text-left text-xs text-slate-500">
              <th className="w-12 py-2 font-normal">排名</th>
              <th className="py-2 font-normal">商品信息</th>
              <th className="py-2 text-right font-normal">{header}</th>
            </tr>
          </thead>
          <tbody>
            {rows?.map((row, index) => (
              <tr key={row.productId} className="border-b border-slate-50">
                <td className="py-2">
                  <span className={`inline-flex size-5 items-center justify-center rounded-full text-xs ${index < 3 ? 'bg-primary text-white' : 'bg-slate-100 text-slate-600'}`}>{index + 1}</span>
                </td>
                <td className="py-2">
                  <div className="flex items-center gap-2">
                    <img src={row.image} alt="" className="size-8 rounded object-cover" />
                    <span className="line-clamp-1">{row.proName}</span>
                  </div>
                </td>
                <td className="py-2 text-right tabular-nums">{metric === 'salesAmount' ? yuan(row.salesAmount) : row.pageView}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </QueryState>
    </section>
  );
}
