import { getResponse } from 'msw';
import { couponHandlers } from '../handlers/coupon';
import { getDb } from '../db';
import { invalidMessage, readValues, textForYesNo } from './parse';
import { z } from 'zod';

/** Calls the demo backend's coupon handlers directly (not through the console's client, which would refuse a bad call). */
async function call(method: string, path: string, { body, token = 'admin-token' }: { body?: string; token?: string } = {}) {
  const request = new Request(`http://localhost/api${path}`, { method, body, headers: { 'Authori-zation': token, 'Content-Type': 'application/json' } });
  const response = await getResponse(couponHandlers, request);
  if (!response) throw new Error(`no handler for ${method} ${path}`);
  return (await response.json()) as { code: number; message: string; data?: unknown };
}

const coupon = { name: '满减券', category: 1, receiveType: 1, money: 10, minPrice: 0, isLimited: false, total: 0, isTimeReceive: false, isFixedTime: false, day: 7, sort: 0, status: true };

describe('the demo backend kit', () => {
  it('answers 401 without a session and 403 without the permission, before reading the call', async () => {
    expect(await call('POST', '/admin/merchant/v2/coupon/add', { body: '{', token: 'nobody' })).toMatchObject({ code: 401 });
    expect(await call('POST', '/admin/merchant/v2/coupon/add', { body: '{', token: 'staff-token' })).toMatchObject({ code: 403, message: '没有权限访问' });
  });

  it('refuses a body that is not JSON, or breaks the contract, with code 400 and the field', async () => {
    const before = getDb().coupons.length;
    expect(await call('POST', '/admin/merchant/v2/coupon/add', { body: 'not json' })).toEqual({ code: 400, message: '参数体不是有效的 JSON' });
    expect(await call('POST', '/admin/merchant/v2/coupon/add', { body: '' })).toEqual({ code: 400, message: '参数体不能为空' });
    expect(await call('POST', '/admin/merchant/v2/coupon/add', { body: JSON.stringify({ ...coupon, name: 'A\u0001B\u000bC' }) })).toEqual({ code: 400, message: '请求参数 name 不能包含控制字符或无效字符' });
    expect(await call('POST', '/admin/merchant/v2/coupon/add', { body: JSON.stringify({ ...coupon, money: -5 }) })).toEqual({ code: 400, message: '请求参数 money 不能小于 1' });
    expect(await call('POST', '/admin/merchant/v2/coupon/add', { body: JSON.stringify({ ...coupon, name: 'x'.repeat(2_000_000) }) })).toMatchObject({ code: 400, message: expect.stringMatching(/^请求参数 name 长度不能超过 \d+$/) });
    expect(await call('POST', '/admin/merchant/v2/coupon/add', { body: JSON.stringify({ ...coupon, isAdmin: true }) })).toEqual({ code: 400, message: '不支持的请求参数 isAdmin' });
    const { name: _, ...nameless } = coupon;
    expect(await call('POST', '/admin/merchant/v2/coupon/add', { body: JSON.stringify(nameless) })).toEqual({ code: 400, message: '请求参数 name 不能为空' });
    expect(getDb().coupons).toHaveLength(before);
  });

  it('reads a good call, wraps the answer in the envelope and keeps the change', async () => {
    const before = getDb().coupons.length;
    expect(await call('POST', '/admin/merchant/v2/coupon/add', { body: JSON.stringify(coupon) })).toEqual({ code: 200, message: '操作成功', data: null });
    expect(getDb().coupons).toHaveLength(before + 1);
    const page = await call('GET', '/admin/merchant/v2/coupon/list?page=1&limit=15&status=1&name=%E6%BB%A1%E5%87%8F');
    expect(page).toMatchObject({ code: 200, data: { page: 1, limit: 15 } });
  });

  it('refuses a query value outside the contract', async () => {
    expect(await call('GET', '/admin/merchant/v2/coupon/list?page=0&limit=15')).toEqual({ code: 400, message: '请求参数 page 不能小于 1' });
    expect(await call('GET', '/admin/merchant/v2/coupon/list?page=1&limit=15&status=7')).toEqual({ code: 400, message: '请求参数 status 取值不正确' });
    expect(await call('GET', '/admin/merchant/v2/coupon/detail/abc')).toEqual({ code: 400, message: '请求参数 id 类型不正确' });
  });
});

describe('reading path and query values', () => {
  it('turns canonical numbers and true/false into values, keeps other text, and lists a repeated key', () => {
    expect(readValues([['page', '2'], ['name', '007'], ['isShow', 'true'], ['q', ''], ['id', '1'], ['id', '2']])).toEqual({ page: 2, name: '007', isShow: true, q: '', id: [1, 2] });
  });

  it('finds text where a query takes a yes/no, which the coercing schemas would read as true', () => {
    const schema = z.object({ status: z.coerce.boolean().optional(), name: z.coerce.string() });
    expect(textForYesNo(schema, readValues([['status', 'yes'], ['name', 'a']]))).toBe('status');
    expect(textForYesNo(schema, readValues([['status', 'false'], ['name', 'true']]))).toBeUndefined();
  });

  it('says what is wrong in the backend words', () => {
    const schema = z.strictObject({ name: z.string().min(1).max(3), tags: z.array(z.string()).max(1), n: z.number().max(9) });
    const message = (value: unknown) => invalidMessage(schema.safeParse(value).error!);
    expect(message({ name: '', tags: [], n: 1 })).toBe('请求参数 name 不能为空');
    expect(message({ name: 'abcd', tags: [], n: 1 })).toBe('请求参数 name 长度不能超过 3');
    expect(message({ name: 'a', tags: ['a', 'b'], n: 1 })).toBe('请求参数 tags 最多 1 项');
    expect(message({ name: 'a', tags: [], n: 10 })).toBe('请求参数 n 不能大于 9');
    expect(message({ name: 'a', tags: [], n: '1' })).toBe('请求参数 n 类型不正确');
  });
});
