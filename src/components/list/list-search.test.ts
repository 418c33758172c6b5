import { booleanFilter, choiceFilter, idFilter, listSearch, nextSearch, optionFilter, searchFilters, textFilter, textSearch } from './list-search';

const SEXES = [{ value: 0, label: '未知' }, { value: 1, label: '男' }, { value: 2, label: '女' }, { value: 3, label: '保密' }] as const;
const KINDS = [{ value: 'uid', label: 'UID' }, { value: 'phone', label: '手机号' }] as const;

const read = listSearch({ keywords: textFilter, status: choiceFilter(['notShipped', 'complete']), sex: optionFilter(SEXES), kind: optionFilter(KINDS), detail: idFilter });

describe('list search in the URL', () => {
  it('reads page, size and filters, with defaults for what is missing', () => {
    expect(read({})).toEqual({ page: 1, limit: 15 });
    expect(read({ page: 3, limit: 45, keywords: '  茶叶 ', status: 'complete', sex: 0, detail: 12 })).toEqual({ page: 3, limit: 45, keywords: '茶叶', status: 'complete', sex: 0, detail: 12 });
  });

  it('keeps digits typed into a text filter as text', () => {
    expect(read({ keywords: 138 }).keywords).toBe('138');
  });

  it('repairs bad values instead of failing', () => {
    expect(read({ page: 0, limit: 7, keywords: '   ', status: 'nope', sex: 5, detail: -1 })).toEqual({ page: 1, limit: 15 });
    expect(read({ page: 'abc', limit: '30' })).toEqual({ page: 1, limit: 30 });
    expect(read({ page: 2.5, sex: '1', detail: 'x' })).toEqual({ page: 1, limit: 15, sex: 1 });
    // A choice's values are its options': a number read back as text, a text only as itself.
    expect(read({ sex: ' 2 ', kind: 'phone' })).toMatchObject({ sex: 2, kind: 'phone' });
    expect(read({ sex: '男', kind: 'PHONE' })).toEqual({ page: 1, limit: 15 });
  });

  it('reads a yes/no filter from the router’s boolean or from typed text', () => {
    expect([true, 'true', false, 'false', 'yes', 1, undefined].map((v) => booleanFilter(v))).toEqual([true, true, false, false, undefined, undefined, undefined]);
  });

  it('honours a list with its own page sizes', () => {
    const picker = listSearch({}, [10, 20, 30, 40]);
    expect(picker({ limit: 40 }).limit).toBe(40);
    expect(picker({ limit: 15 }).limit).toBe(10);
  });

  it('reads plain text values such as a redirect', () => {
    expect(textSearch(['redirect', 'ticket'])({ redirect: '/order/list', ticket: 5 })).toEqual({ redirect: '/order/list' });
  });

  it('hands the filters to the request: all the schema read but page, size and what the page sends apart', () => {
    const search = read({ page: 2, limit: 30, keywords: '茶', status: 'complete', sex: 0, detail: 12 });
    expect(searchFilters(search)).toEqual({ keywords: '茶', status: 'complete', sex: 0, detail: 12 });
    expect(searchFilters(search, 'status', 'detail')).toEqual({ keywords: '茶', sex: 0 });
    expect(Object.keys(searchFilters(search, 'detail'))).toEqual(['keywords', 'status', 'sex']);
    expect(searchFilters({ page: 1, limit: 15, keywords: '', sex: undefined })).toEqual({});
  });

  it('goes back to page 1 when a filter changes and drops empty filters', () => {
    const current = read({ page: 4, limit: 30, keywords: '茶' });
    expect(nextSearch(current, { status: 'complete' })).toEqual({ page: 1, limit: 30, keywords: '茶', status: 'complete' });
    expect(nextSearch(current, { keywords: '' })).toEqual({ page: 1, limit: 30 });
    expect(nextSearch(current, { page: 5 })).toEqual({ page: 5, limit: 30, keywords: '茶' });
  });
});
