import {
  getGetHomeIndexMockHandler,
  getGetOperatingDataMockHandler,
  getGetProductPageviewRankingMockHandler,
  getGetProductPayRankingMockHandler,
  getGetSalesTrendMockHandler,
} from '@/api/generated/endpoints/statistics/statistics.msw';
import { getDb } from '../db';
import { inOrderTab } from './order';
import { inTab } from './product';
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
      // The store's own records: what the dashboard counts is what the lists it links to show.
      const db = getDb();
      const live = (tab: string) => db.orders.filter((o) => inOrderTab(o, tab)).length;
      return ok({
        notShippingOrderNum: live('notShipped'),
        awaitVerificationOrderNum: live('awaitVerification'),
        refundingOrderNum: db.refunds.filter((r) => r.refundStatus === 0).length,
        onSaleProductNum: db.products.filter((p) => inTab(p, 1, db.productSettings.alarmStock)).length,
        awaitAuditProductNum: db.products.filter((p) => inTab(p, 6, db.productSettings.alarmStock)).length,
      });
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
