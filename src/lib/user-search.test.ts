import { cleanUserSearch } from './user-search';

describe('cleanUserSearch', () => {
  it('keeps digits only for uid and phone', () => {
    expect(cleanUserSearch('uid', ' 10a0-01 ')).toBe('10001');
    expect(cleanUserSearch('phone', '138-0013-8000')).toBe('13800138000');
  });

  it('clears a number above 99999999999', () => {
    expect(cleanUserSearch('phone', '99999999999')).toBe('99999999999');
    expect(cleanUserSearch('phone', '100000000000')).toBe('');
    expect(cleanUserSearch('uid', '123456789012345')).toBe('');
  });

  it('leaves nicknames and the all search as typed', () => {
    expect(cleanUserSearch('nickname', '小确幸 2号')).toBe('小确幸 2号');
    expect(cleanUserSearch('all', '138abc')).toBe('138abc');
  });
});
