import type { ReactNode } from 'react';
import { isUnsupported, UNSUPPORTED_MESSAGE } from '@/api/errors';
import type { QueryLike } from './list/use-list-page';
import { Button } from './ui/button';

/**
 * The three states every server-backed block has besides its content: a skeleton while loading,
 * an error with a retry (the message itself was already shown by the HTTP client), and empty; a call
 * this backend does not offer (one the reference backend lacks) is a quiet note instead of an error.
 * `query` is the block's query (or `allQueries(a, b)` when it waits for several).
 */
export function QueryState({ query, isEmpty = false, rows = 3, emptyText = '暂无数据', children }: {
  query: QueryLike;
  isEmpty?: boolean;
  rows?: number;
  emptyText?: string;
  children: ReactNode;
}) {
  if (query.isLoading) {
    return (
      // A status, so its name is allowed (a plain div may not carry aria-label: axe's aria-prohibited-attr).
      <div role="status" aria-busy="true" aria-label="加载中" className="flex flex-col gap-2">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="h-8 animate-pulse rounded bg-slate-100" />
        ))}
      </div>
    );
  }
  if (query.isError && isUnsupported(query.error)) {
    return (
      <p role="status" className="py-8 text-center text-sm text-slate-400">
        {UNSUPPORTED_MESSAGE}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-sm text-slate-500">
        <span>数据加载失败</span>
        <Button size="sm" onClick={() => void query.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  if (isEmpty) return <p className="py-8 text-center text-sm text-slate-500">{emptyText}</p>;
  return children;
}
