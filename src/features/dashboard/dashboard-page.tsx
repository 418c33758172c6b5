import { lazy, Suspense, useState } from 'react';
import { Link } from '@tanstack/react-router';
import {
  useGetHomeIndex,
  useGetOperatingData,
  useGetProductPageviewRanking,
  useGetProductPayRanking,
  useGetSalesTrend,
} from '@/api/generated/endpoints/statistics/statistics';
import type { GetSalesTrendDays } from '@/api/generated/model';
import { Icon, isIconName } from '@/components/icons';
import { QueryState } from '@/components/query-state';
import { yuan } from '@/lib/format';
import { canAccessPath } from '@/lib/menu-access';
import { hasPermission } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { operatingLinks, quickEntries } from './dashboard-links';
import { KpiCard } from './kpi-card';
import { ProductRankingTable } from './product-ranking';

const SalesTrendChart = lazy(() => import('./sales-trend-chart'));

const pathOf = (href: string) => href.split('?')[0];

export function DashboardPage() {
  const session = useSession();
  const home = useGetHomeIndex();
  const operating = useGetOperatingData();
  const pay = useGetProductPayRanking();
  const pageview = useGetProductPageviewRanking();
  const [days, setDays] = useState<GetSalesTrendDays>(7);
  const trend = useGetSalesTrend({ days });
  if (!session) return null;

  const opens = (href: string) => canAccessPath(pathOf(href), session.access, session.roles);
  const entries = quickEntries.filter((e) => hasPermission(session.permissions, e.perms) && opens(e.href));
  const kpi = home.data;

  return (
    <div className="flex flex-col gap-4">
      <QueryState query={home} rows={2}>
        {kpi && (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <KpiCard title="销售额" today={kpi.sales} yesterday={kpi.yesterdaySales} format={yuan} />
            <KpiCard title="订单量" today={kpi.orderNum} yesterday={kpi.yesterdayOrderNum} />
            <KpiCard title="访客数" today={kpi.visitorsNum} yesterday={kpi.yesterdayVisitorsNum} />
            <KpiCard title="关注店铺" today={kpi.followNum} yesterday={kpi.yesterdayFollowNum} />
          </div>
        )}
      </QueryState>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <section className="rounded bg-white p-5 shadow-sm lg:col-span-2" aria-labelledby="operating-title">
          <h2 id="operating-title" className="mb-4 text-base font-semibold">
            经营数据
          </h2>
          <QueryState query={operating} rows={1}>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {(Object.keys(operatingLinks) as Array<keyof typeof operatingLinks>).map((key) => {
                const { label, href } = operatingLinks[key];
                const body = (
                  <>
                    <span className="text-2xl font-semibold text-slate-800 tabular-nums">{operating.data?.[key] ?? 0}</span>
                    <span className="text-xs text-slate-500">{label}</span>
                  </>
                );
                return (
                  <li key={key}>
                    {opens(href) ? (
                      <Link to={href} className="flex flex-col items-center gap-1 rounded p-3 hover:bg-primary-soft">
                        {body}
                      </Link>
                    ) : (
                      <div className="flex flex-col items-center gap-1 p-3">{body}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          </QueryState>
        </section>
        <section className="rounded bg-white p-5 shadow-sm" aria-labelledby="entries-title">
          <h2 id="entries-title" className="mb-4 text-base font-semibold">
            快捷入口
          </h2>
          {entries.length === 0 ? (
            <p className="py-4 text-center text-sm text-slate-500">暂无可用入口</p>
          ) : (
            <ul className="grid grid-cols-3 gap-3">
              {entries.map((entry) => (
                <li key={entry.href}>
                  <Link to={entry.href} className="flex flex-col items-center gap-2 rounded p-2 text-xs text-slate-600 hover:bg-primary-soft hover:text-primary-active">
                    <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
                      {isIconName(entry.icon) && <Icon name={entry.icon} size={18} />}
                    </span>
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className="rounded bg-white p-5 shadow-sm" aria-labelledby="trend-title">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="trend-title" className="text-base font-semibold">
            销售趋势
          </h2>
          <div role="group" aria-label="时间范围" className="flex overflow-hidden rounded border border-slate-200 text-xs">
            {([7, 30] as const).map((d) => (
              <button key={d} type="button" aria-pressed={days === d} onClick={() => setDays(d)} className={`px-3 py-1 ${days === d ? 'bg-primary text-white' : 'text-slate-600 hover:text-primary'}`}>
                近{d}天
              </button>
            ))}
          </div>
        </div>
        <QueryState query={trend} isEmpty={trend.data?.length === 0} rows={4}>
          {trend.data && (
            <>
              <Suspense fallback={<div className="h-[280px] animate-pulse rounded bg-slate-50" />}>
                <SalesTrendChart points={trend.data} />
              </Suspense>
              <table className="sr-only">
                <caption>销售趋势</caption>
                <thead>
                  <tr>
                    <th>日期</th>
                    <th>销售额</th>
                    <th>订单量</th>
                  </tr>
                </thead>
                <tbody>
                  {trend.data.map((p) => (
                    <tr key={p.date}>
                      <td>{p.date}</td>
                      <td>{yuan(p.sales)}</td>
                      <td>{p.orderNum}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </QueryState>
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ProductRankingTable title="商品支付排行" query={pay} metric="salesAmount" />
        <ProductRankingTable title="商品访客排行" query={pageview} metric="pageView" />
      </div>
    </div>
  );
}
