/** One KPI: today's figure against yesterday's, with the change in percent. */
export function KpiCard({ title, today, yesterday, format = String }: { title: string; today: number; yesterday: number; format?: (value: number) => string }) {
  const change = yesterday === 0 ? null : ((today - yesterday) / yesterday) * 100;
  const up = change !== null && change >= 0;
  return (
    <section className="rounded bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="text-sm text-slate-500">{title}</h2>
      <p className="mt-2 text-2xl font-semibold text-slate-800" data-testid="kpi-today">
        {format(today)}
      </p>
      <p className="mt-3 flex items-center justify-between border-t border-slate-100 pt-3 text-xs text-slate-500">
        <span>昨日 {format(yesterday)}</span>
        {change !== null && (
          <span className={up ? 'text-red-600' : 'text-green-700'}>
            {up ? '↑' : '↓'} {Math.abs(change).toFixed(1)}%
          </span>
        )}
      </p>
    </section>
  );
}
