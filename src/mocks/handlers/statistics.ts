import {
  getGetHomeIndexMockHandler,
  getGetOperatingDataMockHandler,
  getGetProductPageviewRankingMockHandler,
  getGetProductPayRankingMockHandler,
  getGetSalesTrendMockHandler,
} from '@/api/generated/endpoints/statistics/statistics.msw';
import { getDb } from '../db';
import { authorize, isError, ok, persisted } from '../lib';

export const statisticsHandlers = [
  getGetHomeIndexMockHandler(
    persisted(({ request }) => {
      const account = authorize(request, 'merchant:statistics:home:index');
      if (isError(account)) return account;
      const { days } = getDb().statistics;
      const today = days[days.length - 1];
      const yesterday = days[days.length - 2];
      return ok({
        sales: today.sales,
        yesterdaySales: yesterday.sales,
        orderNum: today.orderNum,
        yesterdayOrderNum: yesterday.orderNum,
        visitorsNum: today.visitorsNum,
        yesterdayVisitorsNum: yesterday.visitorsNum,
        followNum: today.followNum,
        yesterdayFollowNum: yesterday.followNum,
      });
    }),
  ),
  getGetOperatingDataMockHandler(
    persisted(({ request }) => {
      const account = authorize(request, 'merchant:statistics:home:index');
      if (isError(account)) return account;
      return ok(getDb().statistics.operating);
    }),
  ),
  getGetProductPayRankingMockHandler(
    persisted(({ request }) => {
      const account = authorize(request, 'merchant:statistics:home:index');
      if (isError(account)) return account;
      return ok(getDb().statistics.ranking.toSorted((a, b) => b.salesAmount - a.salesAmount).slice(0, 10));
    }),
  ),
  getGetProductPageviewRankingMockHandler(
    persisted(({ request }) => {
      const account = authorize(request, 'merchant:statistics:home:index');
      if (isError(account)) return account;
      return ok(getDb().statistics.ranking.toSorted((a, b) => b.pageView - a.pageView).slice(0, 10));
    }),
  ),
  getGetSalesTrendMockHandler(
    persisted(({ request }) => {
      const account = authorize(request, 'merchant:statistics:home:index');
      if (isError(account)) return account;
      const days = Number(new URL(request.url).searchParams.get('days') ?? 7) === 30 ? 30 : 7;
      return ok(getDb().statistics.days.slice(-days).map(({ date, sales, orderNum }) => ({ date, sales, orderNum })));
    }),
  ),
];
