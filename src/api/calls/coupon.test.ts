import { changeCouponProducts, createCoupon } from '@/api/calls/coupon';
import { httpHooks, setHttpHooks, type HttpHooks } from '@/api/http';
import { getDb } from '@/mocks/db';
import { couponRequest } from '@/test/demo-data';
import { recordRequests } from '@/test/requests';

// Which call saves a new coupon and which an edit, under each backend profile (the reference: §6
// MerchantCouponController, coupon/save adds and coupon/product/join/edit changes a 商品券's products).

const body = couponRequest('路径券');

/** The paths (without /api) of the POSTs made during `run`. */
async function postsOf(run: () => Promise<unknown>) {
  const requests = recordRequests();
  await run();
  return requests.all('').filter((r) => r.method === 'POST').map((r) => r.url.pathname.replace(/^\/api/, ''));
}

describe.each([
  { name: 'SPEC.md', reference: false, add: '/admin/merchant/v2/coupon/add', edit: '/admin/merchant/v2/coupon/update' },
  { name: 'the reference backend', reference: true, add: '/admin/merchant/coupon/save', edit: '/admin/merchant/coupon/product/join/edit' },
])('coupon saves under $name’s calls', ({ reference, add, edit }) => {
  let wired: HttpHooks;
  beforeEach(() => {
    vi.stubEnv('VITE_BACKEND_PROFILE', reference ? 'reference' : 'spec');
    // Signed in as the demo's admin: the token its role switch sends.
    wired = httpHooks();
    setHttpHooks({ ...wired, token: () => 'admin-token' });
  });
  afterEach(() => {
    setHttpHooks(wired);
    vi.unstubAllEnvs();
  });

  it('adds a new coupon through the add call', async () => {
    expect(await postsOf(() => createCoupon(body))).toEqual([add]);
    expect(getDb().coupons.at(-1)).toMatchObject({ name: '路径券', money: 5 });
  });

  it('changes an existing 商品券’s products through the edit call, and nothing else', async () => {
    const target = getDb().coupons.find((c) => c.category === 2 && !c.isDel && c.productIds.length > 1);
    if (!target) throw new Error('no 商品券 with products');
    const count = getDb().coupons.length;
    expect(await postsOf(() => changeCouponProducts({ id: target.id, productIds: String(target.productIds[0]) }))).toEqual([edit]);
    expect(getDb().coupons).toHaveLength(count);
    expect(getDb().coupons.find((c) => c.id === target.id)?.productIds).toEqual([target.productIds[0]]);
  });
});
