import { compareMoney } from '@/lib/format';
import { getDb } from '../db';
import { inOrderTab } from './order-list';
import { inTab } from './product-list';

// The dashboard: the seeded daily figures, and counts taken from the lists they link to.

export function homeIndex() {
  const { days } = getDb().statistics;
  const today = days[days.length - 1];
  const yesterday = days[days.length - 2];
  return {
    sales: today.sales,
    yesterdaySales: yesterday.sales,
    orderNum: today.orderNum,
    yesterdayOrderNum: yesterday.orderNum,
    visitorsNum: today.visitorsNum,
    yesterdayVisitorsNum: yesterday.visitorsNum,
    followNum: today.followNum,
    yesterdayFollowNum: yesterday.followNum,
  };
}

/** The store's own records: what the dashboard counts is what the lists it links to show. */
export function operatingData() {
  const db = getDb();
  const live = (tab: string) => db.orders.filter((o) => inOrderTab(o, tab)).length;
  return {
    notShippingOrderNum: live('notShipped'),
    awaitVerificationOrderNum: live('awaitVerification'),
    refundingOrderNum: db.refunds.filter((r) => r.refundStatus === 0).length,
    onSaleProductNum: db.products.filter((p) => inTab(p, 1, db.productSettings.alarmStock)).length,
    awaitAuditProductNum: db.products.filter((p) => inTab(p, 6, db.productSettings.alarmStock)).length,
  };
}

export const payRanking = () => getDb().statistics.ranking.toSorted((a, b) => compareMoney(b.salesAmount, a.salesAmount)).slice(0, 10);

export const pageviewRanking = () => getDb().statistics.ranking.toSorted((a, b) => b.pageView - a.pageView).slice(0, 10);

export const salesTrend = (days: 7 | 30) => getDb().statistics.days.slice(-days).map(({ date, sales, orderNum }) => ({ date, sales, orderNum }));
