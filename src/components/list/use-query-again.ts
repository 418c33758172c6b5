import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * 查询 with the filters as they are: the list and what shows beside it (the tab counts) ask the server
 * again. Nothing was written, so the refresh table (api/refresh.ts) has nothing to say: this is the one
 * refresh a list asks for by hand. Each key marks stale every query it starts.
 */
export function useQueryAgain(...keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => void Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
