import { http as mswHttp, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '@/mocks/node';
import { getMenus, merchantLogin } from '@/api/generated/endpoints/auth/auth';
import { downloadFile } from '@/api/generated/endpoints/file/file';
import { getSalesTrend } from '@/api/generated/endpoints/statistics/statistics';
import { ignoreContractViolationsInThisTest } from '@/test/contract';
import { ApiError } from '@/api/errors';
import { API_TIMEOUT, getHttp, setUnauthorizedHandler, TOKEN_HEADER } from '@/api/http';
import { getMessages } from './message';
import { setToken } from './session-cookies';

// The HTTP client (api/http.ts) as the console wires it at start-up (connectHttp, run by test/setup.ts as
// by main.tsx): its failures are told through the console's messages, and it sends the session's token.

const menusUrl = '*/api/admin/merchant/getMenus';
const answer = (body: JsonBodyType) => () => HttpResponse.json(body);
const shown = () => getMessages().map((m) => ({ kind: m.kind, text: m.text, duration: m.duration }));

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('the HTTP client', () => {
  it('times out after 60 s', async () => {
    expect(API_TIMEOUT).toBe(60_000);
    expect((await getHttp()).defaults.timeout).toBe(60_000);
  });

  it('reports a time-out as such, for 5 s', async () => {
    const instance = await getHttp();
    const original = instance.defaults.timeout;
    instance.defaults.timeout = 1;
    server.use(mswHttp.get(menusUrl, async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return HttpResponse.json({ code: 200, message: 'ok', data: [] });
    }));
    try {
      expect((await rejection(getMenus())).kind).toBe('timeout');
    } finally {
      instance.defaults.timeout = original;
    }
    expect(shown()).toEqual([{ kind: 'error', text: '请求超时，请稍后重试', duration: 5000 }]);
  });

  it('sends the token header from the merJToken cookie and a temp in seconds on GET', async () => {
    setToken('merchant0123');
    let seen: URL | undefined;
    let header: string | null = null;
    server.use(
      mswHttp.get(menusUrl, ({ request }) => {
        seen = new URL(request.url);
        header = request.headers.get(TOKEN_HEADER);
        return HttpResponse.json({ code: 200, message: 'ok', data: [] });
      }),
    );
    const before = Math.floor(Date.now() / 1000);
    await expect(getMenus()).resolves.toEqual([]);
    expect(header).toBe('merchant0123');
    const temp = Number(seen?.searchParams.get('temp'));
    expect(temp).toBeGreaterThanOrEqual(before);
    expect(temp).toBeLessThanOrEqual(before + 1);
  });

  it('adds no temp to POST', async () => {
    let seen: URL | undefined;
    server.use(
      mswHttp.post('*/api/admin/merchant/login', ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ code: 500, message: '账号或者密码不正确' });
      }),
    );
    await rejection(merchantLogin({ account: 'admin', pwd: 'wrong-pwd' }));
    expect(seen?.searchParams.has('temp')).toBe(false);
  });

  it('on 401 shows the session message, hands over to the sign-in reset and rejects', async () => {
    const onUnauthorized = vi.fn<() => void>();
    setUnauthorizedHandler(onUnauthorized);
    server.use(mswHttp.get(menusUrl, answer({ code: 401, message: 'token expired' })));
    const error = await rejection(getMenus());
    expect(error.kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual([{ kind: 'error', text: '无效的会话，或者登录已过期，请重新登录。', duration: 5000 }]);
  });

  it('ends nothing on a 401 for a session already replaced: a call that left before signing in again', async () => {
    const onUnauthorized = vi.fn<() => void>();
    setUnauthorizedHandler(onUnauthorized);
    setToken('old-token');
    server.use(
      mswHttp.get(menusUrl, () => {
        // Signed in again while the call was on its way.
        setToken('new-token');
        return HttpResponse.json({ code: 401, message: 'token expired' });
      }),
    );
    const error = await rejection(getMenus());
    expect(error.kind).toBe('unauthorized');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(shown()).toEqual([]);
  });

  it('on 402 (the reference backend\'s expired token) ends the session like 401', async () => {
    const onUnauthorized = vi.fn<() => void>();
    setUnauthorizedHandler(onUnauthorized);
    server.use(mswHttp.get(menusUrl, answer({ code: 402, message: 'token 已过期' })));
    const error = await rejection(getMenus());
    expect(error).toMatchObject({ kind: 'unauthorized', code: 402 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual([{ kind: 'error', text: '无效的会话，或者登录已过期，请重新登录。', duration: 5000 }]);
  });

  it('on 403 shows 没有权限访问。', async () => {
    server.use(mswHttp.get(menusUrl, answer({ code: 403, message: '没有权限' })));
    expect((await rejection(getMenus())).kind).toBe('forbidden');
    expect(shown()).toEqual([{ kind: 'error', text: '没有权限访问。', duration: 5000 }]);
  });

  it("shows any other code's server message, or 请求失败 without one, for 5 s", async () => {
    server.use(mswHttp.get(menusUrl, answer({ code: 500, message: '系统繁忙' })));
    const error = await rejection(getMenus());
    expect(error).toMatchObject({ kind: 'business', code: 500, message: '系统繁忙' });
    server.use(mswHttp.get(menusUrl, answer({ code: 400, message: '' })));
    expect((await rejection(getMenus())).message).toBe('请求失败，请稍后重试');
    expect(shown()).toEqual([
      { kind: 'error', text: '系统繁忙', duration: 5000 },
      { kind: 'error', text: '请求失败，请稍后重试', duration: 5000 },
    ]);
  });

  it('shows a network failure for 5 s and rejects', async () => {
    server.use(mswHttp.get(menusUrl, () => HttpResponse.error()));
    expect((await rejection(getMenus())).kind).toBe('network');
    expect(shown()).toEqual([{ kind: 'error', text: '网络连接失败，请检查网络后重试', duration: 5000 }]);
  });

  it('treats a body that is not the envelope as an error', async () => {
    ignoreContractViolationsInThisTest();
    server.use(mswHttp.get(menusUrl, () => new HttpResponse('<html>502</html>', { headers: { 'Content-Type': 'text/html' } })));
    expect((await rejection(getMenus())).kind).toBe('malformed');
    expect(shown()).toEqual([{ kind: 'error', text: '请求失败，请稍后重试', duration: 5000 }]);
  });
});

describe('downloads', () => {
  const downloadUrl = '*/api/common/download';

  it('fetch the blob with a Bearer Authorization header', async () => {
    setToken('merchantabc');
    let authorization: string | null = null;
    server.use(
      mswHttp.get(downloadUrl, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse('id,name\n1,茶', {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': "attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.csv",
          },
        });
      }),
    );
    const file = await downloadFile({ fileName: 'order.csv' });
    expect(authorization).toBe('Bearer merchantabc');
    expect(file.fileName).toBe('订单.csv');
    expect(await file.blob.text()).toBe('id,name\n1,茶');
  });

  it.each([401, 402])('turn an expired-session answer (%i) into the download message and end the session', async (code) => {
    const onUnauthorized = vi.fn<() => void>();
    setUnauthorizedHandler(onUnauthorized);
    server.use(mswHttp.get(downloadUrl, answer({ code, message: 'expired' })));
    expect((await rejection(downloadFile({ fileName: 'order.csv' }))).kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual([{ kind: 'error', text: '无效的会话，或者会话已过期，请重新登录。', duration: 5000 }]);
  });
});

describe('a call the reference backend lacks', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is not sent under the reference profile: its page hears at once, quietly, that it is not offered', async () => {
    vi.stubEnv('VITE_BACKEND_PROFILE', 'reference');
    let asked = false;
    server.use(
      mswHttp.get('*/api/admin/merchant/statistics/home/sales/trend', () => {
        asked = true;
        return HttpResponse.json({ code: 200, message: null, data: [] });
      }),
    );
    expect((await rejection(getSalesTrend({ days: 7 }))).kind).toBe('unsupported');
    expect(asked).toBe(false);
    expect(shown()).toEqual([]);
  });

  it('is sent under the spec profile, which another backend may offer', async () => {
    setToken((await merchantLogin({ account: 'admin', pwd: 'admin123' })).token);
    expect(await getSalesTrend({ days: 7 })).toEqual(expect.any(Array));
  });
});
