import { checkExchange } from '@/test/contract';

const base = 'http://localhost:3000/api';
const get = (path: string) => ({ method: 'get', url: `${base}${path}`, headers: {}, body: undefined });
const post = (path: string, body: unknown) => ({ method: 'post', url: `${base}${path}`, headers: { 'content-type': 'application/json' }, body });

const loginOk = {
  code: 200,
  message: 'ok',
  data: { account: 'admin', realName: '张店长', token: 'merchantabc', leftTopLogo: '', leftSquareLogo: '', merStarLevel: 4, merReceiptPrintingSwitch: 1 },
};

describe('the contract check', () => {
  it('accepts an exchange that follows the contract', () => {
    expect(checkExchange(post('/admin/merchant/login', { account: 'admin', pwd: 'admin123' }), 200, loginOk)).toEqual([]);
    expect(checkExchange(get('/admin/merchant/getMenus?temp=1'), 200, { code: 401, message: '登录信息已过期' })).toEqual([]);
  });

  it('rejects an operation the contract does not have', () => {
    expect(checkExchange(get('/admin/merchant/nothing'), 200, loginOk)[0]).toContain('no such operation');
  });

  it('rejects a request body with an unknown field or a short password', () => {
    expect(checkExchange(post('/admin/merchant/login', { account: 'admin', pwd: 'admin123', role: 'x' }), 200, loginOk)).toEqual([
      expect.stringMatching(/request: .*additionalProperty.*role/),
    ]);
    expect(checkExchange(post('/admin/merchant/login', { account: 'admin', pwd: '123' }), 200, loginOk)).toEqual([
      expect.stringMatching(/request: .*pwd.*minLength/),
    ]);
  });

  it('rejects query parameters off the contract', () => {
    expect(checkExchange(get('/admin/merchant/user/list?page=0'), 200, { code: 500, message: 'x' })).toEqual([expect.stringMatching(/request: .*page/)]);
    expect(checkExchange(get('/admin/merchant/user/list?searchType=email'), 200, { code: 500, message: 'x' })).toEqual([
      expect.stringMatching(/request: .*searchType/),
    ]);
  });

  it('rejects responses with a renamed field, a wrong enum or a wrong type', () => {
    const { token, ...rest } = loginOk.data;
    const login = { account: 'a', pwd: '123456' };
    const responseProblem = [expect.stringMatching(/^post \/api\/admin\/merchant\/login response: /)];
    expect(checkExchange(post('/admin/merchant/login', login), 200, { ...loginOk, data: { ...rest, Token: token } })).toEqual(responseProblem);
    expect(checkExchange(post('/admin/merchant/login', login), 200, { ...loginOk, data: { ...loginOk.data, merReceiptPrintingSwitch: 7 } })).toEqual(responseProblem);
    expect(checkExchange(get('/admin/merchant/getMenus'), 200, { code: 200, message: 'ok', data: { id: 1 } })).toEqual([expect.stringContaining('response: ')]);
    expect(checkExchange(get('/admin/merchant/getMenus'), 200, { code: 302, message: 'moved' })).toEqual([expect.stringContaining('response: ')]);
  });
});
