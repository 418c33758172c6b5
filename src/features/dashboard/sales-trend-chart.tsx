import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { SalesTrendPoint } from '@/api/generated/model';
import { money } from '@/lib/format';

function canDraw() {
  return Boolean(document.createElement('canvas').getContext('2d'));
}

/** The sales trend as two lines (sales on the left axis, orders on the right); loaded only here. */
export default function SalesTrendChart({ points }: { points: SalesTrendPoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || !canDraw()) return;
    const primary = getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim() || '#409eff';
    const labels = points.map((p) => p.date.slice(5));
    const chart = new uPlot(
      {
        width: el.clientWidth,
        height: 280,
        scales: { x: { time: false }, sales: { auto: true }, orders: { auto: true } },
        series: [
          {},
          { label: '销售额(元)', scale: 'sales', stroke: primary, width: 2, fill: `${primary}1a`, value: (_u, v) => (v == null ? '-' : money(v)) },
          { label: '订单量', scale: 'orders', stroke: '#67c23a', width: 2 },
        ],
        axes: [
          { values: (_u, splits) => splits.map((i) => labels[i] ?? '') },
          { scale: 'sales' },
          { scale: 'orders', side: 1, grid: { show: false } },
        ],
      },
      [points.map((_, i) => i), // uPlot plots numbers: the amounts become floats here, for drawing only.
      points.map((p) => Number(p.sales)), points.map((p) => p.orderNum)],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: 280 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points]);
  return <div ref={box} className="w-full" aria-hidden />;
}
