import { Big } from 'big.js';
import { compareMoney } from '@/lib/format';

/** A figure of a card: a count, or an amount as decimal text. */
type Figure = number | string;

/** The change from yesterday in percent, exactly; null when yesterday was zero. */
function changeOf(today: Figure, yesterday: Figure): Big | null {
  if (compareMoney(yesterday, 0) === 0) return null;
  return new Big(today).minus(yesterday).div(yesterday).times(100);
}

/**
 * One KPI: today's figure against yesterday's, with the change in percent. Without yesterday's figure (the
 * reference backend sends none for followers) the card shows today's alone.
 */
export function KpiCard<T extends Figure>({ title, today, yesterday, format = String }: { title: string; today: T; yesterday?: T; format?: (value: T) => string }) {
  const change = yesterday === undefined ? null : changeOf(today, yesterday);
  const up = change !== null && change.gte(0);
  return (
    <section className="rounded bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="text-sm text-slate-500">{title}</h2>
      <p className="mt-2 text-2xl font-semibold text-slate-800" data-testid="kpi-today">
        {format(today)}
      </p>
      <p className="mt-3 flex items-center justify-between border-t border-slate-100 pt-3 text-xs text-slate-500">
        <span>昨日 {yesterday === undefined ? '—' : format(yesterday)}</span>
        {change !== null && (
          <span className={up ? 'text-red-600' : 'text-green-700'}>
            {up ? '↑' : '↓'} {change.abs().toFixed(1)}%
          </span>
        )}
      </p>
    </section>
  );
}
