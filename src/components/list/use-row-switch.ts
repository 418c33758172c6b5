import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { message } from '@/lib/message';

interface PagedRows<R> {
  list: R[];
}

/**
 * A switch in a list row that moves at once and goes back if the server refuses: the cached page is
 * patched before the call and restored after a failure (the HTTP client has shown the server's
 * message). A call that succeeds has loaded again the list and whatever else shows the row
 * (lib/refresh.ts). `busy` holds the keys of switches waiting for their call.
 */
export function useRowSwitch<R extends { id: number }>(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const flip = async (row: R, change: Partial<R>, call: () => Promise<unknown>, done: string, busyKey = String(row.id)) => {
    setBusy((current) => new Set(current).add(busyKey));
    await queryClient.cancelQueries({ queryKey });
    const previous = queryClient.getQueryData(queryKey);
    queryClient.setQueryData<PagedRows<R>>(queryKey, (old) => old && { ...old, list: old.list.map((r) => (r.id === row.id ? { ...r, ...change } : r)) });
    try {
      await call();
      message.success(done);
    } catch {
      queryClient.setQueryData(queryKey, previous);
    } finally {
      setBusy((current) => {
        const rest = new Set(current);
        rest.delete(busyKey);
        return rest;
      });
    }
  };

  return { busy, flip };
}
