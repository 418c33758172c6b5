import type { ProductRanking } from '@/api/generated/model';

export interface DailyFigures {
  /** yyyy-MM-dd */
  date: string;
  /** yuan, as decimal text with two decimals */
  sales: string;
  orderNum: number;
  visitorsNum: number;
  followNum: number;
}

export interface DemoStatistics {
  days: DailyFigures[];
  ranking: ProductRanking[];
}
