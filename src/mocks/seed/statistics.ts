import { divMoney } from '@/lib/format';
import { productImage } from '../assets';
import { createRandom } from './random';
import type { DailyFigures, DemoStatistics } from '../types/statistics';

const productNames = [
  '云南高山普洱茶饼 357g', '东北五常稻花香大米 5kg', '新疆阿克苏冰糖心苹果 5斤', '手工老红糖 500g', '宁夏中宁枸杞 250g',
  '福建安溪铁观音礼盒', '赣南脐橙 10斤装', '陕西洛川红富士 8斤', '内蒙古风干牛肉干 500g', '云南鲜花饼 10枚',
  '杭州西湖龙井 明前特级', '山东烟台大樱桃 3斤', '四川眉山春见耙耙柑 5斤', '广西百色芒果 5斤',
];

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Thirty days of store figures ending today, and a product ranking. The operating counts are not
 * seeded: the demo backend counts the store's own orders, refunds and products.
 */
export function seedStatistics(now: number): DemoStatistics {
  const random = createRandom(4242);
  const today = new Date(now);
  const days: DailyFigures[] = [];
  for (let back = 29; back >= 0; back--) {
    const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() - back);
    const weekend = date.getDay() === 0 || date.getDay() === 6;
    const orderNum = random.int(18, 46) + (weekend ? 12 : 0);
    days.push({
      date: day(date),
      orderNum,
      sales: divMoney(orderNum * random.int(6_800, 15_600), 100),
      visitorsNum: orderNum * random.int(9, 16),
      followNum: random.int(3, 28),
    });
  }
  const ranking = productNames.slice(0, 12).map((name, i) => ({
    productId: 1001 + i,
    proName: name,
    image: productImage(i, name.slice(0, 1)),
    pageView: random.int(300, 5_000),
    salesAmount: divMoney(random.int(50_000, 2_000_000), 100),
  }));
  return {
    days,
    ranking,
  };
}
