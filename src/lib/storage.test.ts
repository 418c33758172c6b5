import { getCookie, removeCookie, setCookie } from './storage';

describe('cookies', () => {
  afterEach(() => removeCookie('merInfo'));

  it('keeps a value as it was set, JSON and Chinese included, and removes it', () => {
    const value = JSON.stringify({ account: 'admin', realName: '店长 张三', path: '/a;b=c' });
    setCookie('merInfo', value);
    expect(getCookie('merInfo')).toBe(value);
    expect(document.cookie).not.toContain('张三');
    removeCookie('merInfo');
    expect(getCookie('merInfo')).toBeUndefined();
  });

  it('reads a cookie by its whole name, and one another client wrote without encoding', () => {
    document.cookie = 'merInfoOld=1; path=/';
    document.cookie = 'merInfo=plain%zz; path=/';
    expect(getCookie('merInfo')).toBe('plain%zz');
    expect(getCookie('merInfoOld')).toBe('1');
    expect(getCookie('merJToken')).toBeUndefined();
    removeCookie('merInfoOld');
  });
});
