import { handle } from '../kit/handle';
import { homeIndex, operatingData, pageviewRanking, payRanking, salesTrend } from '../logic/statistics';

/** The home page's own: its figures and the sales trend (a console extension). */
const permission = 'merchant:statistics:home:index';

export const statisticsHandlers = [
  handle('getHomeIndex', { permission }, homeIndex),
  handle('getOperatingData', { permission: 'merchant:statistics:home:operating:data' }, operatingData),
  handle('getProductPayRanking', { permission: 'merchant:statistics:home:product:pay:ranking' }, payRanking),
  handle('getProductPageviewRanking', { permission: 'merchant:statistics:home:product:pageview:ranking' }, pageviewRanking),
  handle('getSalesTrend', { permission }, ({ query }) => salesTrend(query.days)),
];
