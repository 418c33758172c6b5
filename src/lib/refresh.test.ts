import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { couponListOptions, createCoupon, removeCoupon } from '@/api/calls/coupon';
import { getAddCouponMutationOptions } from '@/api/generated/endpoints/coupon/coupon';
import { getGetEmployeeListQueryOptions } from '@/api/generated/endpoints/employee/employee';
import { queryClient } from '@/lib/query-client';
import { switchRole } from '@/lib/session';
import { couponRequest } from '@/test/demo-data';

// The HTTP client refreshes after every write (api/refresh.ts says what): by the time a write's caller
// has its answer, the lists on screen show what it changed. No page in these tests asks for anything.

const body = couponRequest;

/** A list on screen: an observed query, loaded. */
async function watch<T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }) {
  const observer = new QueryObserver(queryClient, options as never);
  const stop = observer.subscribe(() => {});
  await observer.refetch();
  return { current: () => observer.getCurrentResult().data as T, stop };
}
type Page = { list: Array<{ id: number; name: string }> };

describe.each([
  { wire: 'the spec’s calls', reference: false },
  { wire: 'the reference backend’s calls', reference: true },
])('a write under $wire', ({ reference }) => {
  beforeEach(() => {
    vi.stubEnv('VITE_BACKEND_PROFILE', reference ? 'reference' : 'spec');
    switchRole('admin');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    queryClient.clear();
  });

  it('has the list on screen show it before the caller has its answer', async () => {
    const list = await watch<Page>(couponListOptions({ page: 1, limit: 100 }));
    const before = list.current().list.length;
    await createCoupon(body('刷新券'));
    // No wait: the list loaded again inside the call.
    expect(list.current().list.map((c) => c.name)).toContain('刷新券');
    expect(list.current().list).toHaveLength(before + 1);
    const added = list.current().list.find((c) => c.name === '刷新券')!;
    await removeCoupon(added.id);
    expect(list.current().list.map((c) => c.name)).not.toContain('刷新券');
    list.stop();
  });

  it('marks what is not on screen stale, and leaves other areas alone', async () => {
    const coupons = await queryClient.fetchQuery(couponListOptions({ page: 1, limit: 10 }));
    expect(coupons.list.length).toBeGreaterThan(0);
    await queryClient.fetchQuery(getGetEmployeeListQueryOptions({ page: 1, limit: 10 }));
    await createCoupon(body('不在屏上'));
    expect(queryClient.getQueryState(couponListOptions({ page: 1, limit: 10 }).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(getGetEmployeeListQueryOptions({ page: 1, limit: 10 }).queryKey)?.isInvalidated).toBe(false);
  });
});

describe('a write through a generated mutation hook', () => {
  beforeEach(() => switchRole('admin'));
  afterEach(() => queryClient.clear());

  it('refreshes before the mutation resolves, as a plain call does', async () => {
    const list = await watch<Page>(couponListOptions({ page: 1, limit: 100 }));
    const mutation = new MutationObserver(queryClient, getAddCouponMutationOptions());
    await mutation.mutate({ data: body('钩子券') });
    expect(list.current().list.map((c) => c.name)).toContain('钩子券');
    list.stop();
  });

  it('refreshes nothing after a read', async () => {
    const coupons = couponListOptions({ page: 1, limit: 10 });
    await queryClient.fetchQuery(coupons);
    await queryClient.fetchQuery(getGetEmployeeListQueryOptions({ page: 1, limit: 10 }));
    expect(queryClient.getQueryState(coupons.queryKey)?.isInvalidated).toBe(false);
  });
});
