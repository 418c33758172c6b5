import { REFERENCE_OPERATIONS } from './reference.gen';
import { firstViolation, fromJson, readAsSpring } from './spring';

// The reference backend's reading of a call, as Spring MVC 5.2, Jackson 2.10 and its GlobalExceptionHandler
// do it: what a client of that backend may send, and the answer to what it refuses.

function operation(method: string, path: string) {
  const found = REFERENCE_OPERATIONS.find((op) => op.method === method && op.path === path);
  if (!found) throw new Error(`no reference operation ${method} ${path}`);
  return found;
}

const read = (method: string, path: string, url: string, init: RequestInit = {}) => readAsSpring(operation(method, path), new Request(`http://localhost/api${url}`, { method, ...init }));
const json = (body: unknown): RequestInit => ({ headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('query values (@RequestParam, a simple type)', () => {
  it('refuses a required value that is missing or empty with the handler’s words, code 400', async () => {
    expect(await read('GET', '/admin/merchant/admin/delete', '/admin/merchant/admin/delete')).toEqual({ refused: { code: 400, message: '请求参数 id 不能为空' } });
    expect(await read('GET', '/admin/merchant/admin/delete', '/admin/merchant/admin/delete?id=')).toEqual({ refused: { code: 400, message: '请求参数 id 不能为空' } });
  });

  it('answers text where a number is read with the conversion’s message, code 500 (no handler of its own)', async () => {
    expect(await read('GET', '/admin/merchant/admin/delete', '/admin/merchant/admin/delete?id=abc')).toEqual({
      refused: { code: 500, message: `Failed to convert value of type 'java.lang.String' to required type 'java.lang.Integer'; nested exception is java.lang.NumberFormatException: For input string: "abc"` },
    });
    expect(await read('GET', '/admin/merchant/admin/delete', '/admin/merchant/admin/delete?id=3000000000')).toMatchObject({ refused: { code: 500 } });
  });

  it('reads a number given with spaces, and the first of several values', async () => {
    expect(await read('GET', '/admin/merchant/admin/delete', '/admin/merchant/admin/delete?id=%207%20&id=9')).toMatchObject({ call: { query: { id: 7 } } });
  });

  it('reads a yes/no from Spring’s words (true/on/yes/1), and refuses others', async () => {
    expect(await read('GET', '/admin/merchant/admin/updateStatus', '/admin/merchant/admin/updateStatus?id=3&status=on')).toMatchObject({ call: { query: { id: 3, status: true } } });
    expect(await read('GET', '/admin/merchant/admin/updateStatus', '/admin/merchant/admin/updateStatus?id=3&status=maybe')).toMatchObject({
      refused: { code: 500, message: expect.stringContaining("Invalid boolean value 'maybe'") },
    });
  });

  it('keeps empty text for a required text value (it is there)', async () => {
    expect(await read('GET', '/admin/merchant/express/all', '/admin/merchant/express/all?type=')).toMatchObject({ call: { query: { type: '' } } });
  });
});

describe('a query class (bound property by property)', () => {
  it('binds an empty number as null, keeps empty text (a register type, a date), and fills what is not sent with the class’s initial values', async () => {
    const result = await read('GET', '/admin/merchant/user/list', '/admin/merchant/user/list?registerType=&sex=&dateLimit=&searchType=&content=');
    expect(result).toMatchObject({ call: { query: { registerType: '', sex: null, dateLimit: '', content: '', page: 1, limit: 20 } } });
    expect('call' in result && [...result.call.sent]).toEqual(expect.arrayContaining(['registerType', 'sex', 'content']));
  });

  it('refuses an empty value for a primitive int (the editor allows no empty value), code 400 with the field error’s message', async () => {
    expect(await read('GET', '/admin/merchant/product/list', '/admin/merchant/product/list?type=&page=1&limit=20')).toEqual({
      refused: {
        code: 400,
        message: `Failed to convert property value of type 'java.lang.String' to required type 'int' for property 'type'; nested exception is java.lang.NumberFormatException: For input string: ""`,
      },
    });
  });

  it('checks a validated class’s rules after binding: a blank 订单状态 is refused, a blank user search type passes (@StringContains)', async () => {
    expect(await read('GET', '/admin/merchant/order/list', '/admin/merchant/order/list?status=&searchType=')).toEqual({ refused: { code: 400, message: '订单状态不能为空' } });
    expect(await read('GET', '/admin/merchant/order/list', '/admin/merchant/order/list?status=all&searchType=')).toMatchObject({ call: { query: { status: 'all', searchType: '' } } });
    expect(await read('GET', '/admin/merchant/order/list', '/admin/merchant/order/list?status=nope')).toEqual({ refused: { code: 400, message: '未知的订单状态' } });
  });

  it('refuses a product type out of its range with the rule’s own words', async () => {
    expect(await read('GET', '/admin/merchant/product/list', '/admin/merchant/product/list?type=9')).toEqual({ refused: { code: 400, message: '未知的商品类型' } });
  });
});

const login = (body: unknown, init: RequestInit = json(body)) => read('POST', '/admin/merchant/login', '/admin/merchant/login', init);

describe('the JSON body (Jackson)', () => {
  it('takes a first sign-in with an empty captchaVO: the Java validates nothing inside it', async () => {
    expect(await login({ account: 'admin', pwd: 'admin123', captchaVO: {} })).toMatchObject({ call: { body: { account: 'admin', pwd: 'admin123', captchaVO: {} } } });
  });

  it('ignores fields the class has not, and checks the validated class’s rules in field order', async () => {
    expect(await login({ account: 'admin', pwd: 'admin123', remember: true })).toMatchObject({ call: { body: { account: 'admin', pwd: 'admin123' } } });
    expect(await login({ account: '', pwd: '1' })).toEqual({ refused: { code: 400, message: '账号 不能为空' } });
    expect(await login({ account: 'admin', pwd: '1' })).toEqual({ refused: { code: 400, message: '密码长度在6-30个字符' } });
  });

  it('answers 参数体不能为空 for no body, a body that is not JSON, or a value of the wrong kind', async () => {
    expect(await login(undefined, json(''))).toEqual({ refused: { code: 400, message: '参数体不能为空' } });
    expect(await login(undefined, json('{"account":'))).toEqual({ refused: { code: 400, message: '参数体不能为空' } });
    expect(await login({ account: { name: 'admin' }, pwd: 'admin123' })).toEqual({ refused: { code: 400, message: '参数体不能为空' } });
  });

  it('refuses a body of another content type before reading it', async () => {
    expect(await login(undefined, { headers: { 'content-type': 'text/plain' }, body: '{}' })).toEqual({ refused: { code: 400, message: "Content type 'text/plain' not supported" } });
  });

  it('reads null and "" as null for a number, numbers in text as numbers, a number as text for a String', () => {
    expect(fromJson({ liveStatus: null, storeShow: '', reviewStatus: '2', keywords: 12, star: 3.9 }, 'WechatLiveRoomSearchRequest')).toEqual({ liveStatus: null, storeShow: null, reviewStatus: 2, keywords: '12', star: 3 });
    expect(() => fromJson({ reviewStatus: 'two' }, 'WechatLiveRoomSearchRequest')).toThrow('Cannot deserialize "two" as Integer');
    expect(() => fromJson({ reviewStatus: 2147483648 }, 'WechatLiveRoomSearchRequest')).toThrow('Cannot deserialize 2147483648 as Integer');
  });

  it('reads a live room search with null and "" numbers (mp/live/room/list)', async () => {
    const result = await read('POST', '/admin/merchant/mp/live/room/list', '/admin/merchant/mp/live/room/list', json({ searchRequest: { keywords: '', liveStatus: null, reviewStatus: '' }, pageParamRequest: { page: 1, limit: 20 } }));
    expect(result).toMatchObject({ call: { body: { searchRequest: { keywords: '', liveStatus: null, reviewStatus: null } } } });
  });
});

describe('bean validation', () => {
  it('gives Hibernate Validator’s own zh_CN words where the annotation has none', () => {
    expect(firstViolation({ onSale: 2 }, 'WechatMpLiveGoodsOnSaleRequest')).toBe('需要在0和1之间');
    expect(firstViolation({ account: 'a'.repeat(33), pwd: 'admin123' }, 'AjAdminLoginRequest')).toBe('账号长度不能超过32个字符');
    expect(firstViolation({ account: 'admin', pwd: 'admin123' }, 'AjAdminLoginRequest')).toBeUndefined();
  });
});
