import { useMemo, useState } from 'react';
import { Select } from '../ui/select';

/**
 * Page numbers to show, `visible` numbers at most (Element's pager count): all when few, else the
 * first and last page around a window on the current one, with gaps between.
 */
export function pageItems(page: number, pageCount: number, visible = 7): Array<number | 'gap'> {
  if (pageCount <= visible) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const side = Math.floor((visible - 3) / 2);
  let start = page - side;
  let end = page + side;
  if (start <= 2) {
    start = 2;
    end = visible - 1;
  } else if (end >= pageCount - 1) {
    start = pageCount - visible + 2;
    end = pageCount - 1;
  }
  const items: Array<number | 'gap'> = [1];
  if (start > 2) items.push('gap');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pageCount - 1) items.push('gap');
  items.push(pageCount);
  return items;
}

/** total · sizes · prev · pager · next · jumper, as the console's lists have it. */
export function Pagination({ total, page, limit, pageSizes, onPageChange, onLimitChange, pagerCount = 7 }: {
  total: number;
  page: number;
  limit: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  pagerCount?: number;
}) {
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const sizeOptions = useMemo(() => pageSizes.map((size) => ({ value: size, label: `${size}条/页` })), [pageSizes]);
  const [jump, setJump] = useState('');
  const go = (p: number) => {
    const target = Math.min(pageCount, Math.max(1, p));
    if (target !== page) onPageChange(target);
  };
  const button = 'h-7 min-w-7 rounded px-2 text-xs disabled:cursor-not-allowed disabled:text-slate-300';
  return (
    <nav aria-label="分页" className="flex flex-wrap items-center justify-end gap-2 text-xs text-slate-600">
      <span>共 {total} 条</span>
      <Select aria-label="每页条数" value={limit} onChange={onLimitChange} options={sizeOptions} searchable={false} className="min-h-7 w-24 text-xs" />
      <button type="button" className={`${button} bg-slate-100`} disabled={page <= 1} onClick={() => go(page - 1)} aria-label="上一页">
        ‹
      </button>
      {pageItems(page, pageCount, pagerCount).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden className="px-1">
            …
          </span>
        ) : (
          <button key={item} type="button" onClick={() => go(item)} aria-current={item === page ? 'page' : undefined} className={`${button} ${item === page ? 'bg-primary text-white' : 'bg-slate-100 hover:text-primary'}`}>
            {item}
          </button>
        ),
      )}
      <button type="button" className={`${button} bg-slate-100`} disabled={page >= pageCount} onClick={() => go(page + 1)} aria-label="下一页">
        ›
      </button>
      <label className="flex items-center gap-1">
        前往
        <input
          value={jump}
          inputMode="numeric"
          aria-label="跳转到页"
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && jump) {
              go(Number(jump));
              setJump('');
            }
          }}
          className="h-7 w-12 rounded border border-slate-300 text-center"
        />
        页
      </label>
    </nav>
  );
}
