import { handle } from '../kit/handle';
import { homeIndex, operatingData, pageviewRanking, payRanking, salesTrend } from '../logic/statistics';

const permission = 'merchant:statistics:home:index';

export const statisticsHandlers = [
  handle('getHomeIndex', { permission }, homeIndex),
  handle('getOperatingData', { permission }, operatingData),
  handle('getProductPayRanking', { permission }, payRanking),
  handle('getProductPageviewRanking', { permission }, pageviewRanking),
  handle('getSalesTrend', { permission }, ({ query }) => salesTrend(query.days)),
];
