import { z } from 'zod';
import { choiceFilter, nextSearch, pagingSearch, textFilter } from './list-search';

const schema = pagingSearch().extend({ keywords: textFilter, status: choiceFilter(['notShipped', 'complete']) });

describe('list search in the URL', () => {
  it('reads page, size and filters, with defaults for what is missing', () => {
    expect(schema.parse({})).toEqual({ page: 1, limit: 15 });
    expect(schema.parse({ page: '3', limit: '45', keywords: '  茶叶 ', status: 'complete' })).toEqual({ page: 3, limit: 45, keywords: '茶叶', status: 'complete' });
  });

  it('keeps digits typed into a text filter as text', () => {
    expect(schema.parse({ keywords: 138 }).keywords).toBe('138');
  });

  it('repairs bad values instead of failing', () => {
    expect(schema.parse({ page: '0', limit: '7', keywords: '   ', status: 'nope' })).toEqual({ page: 1, limit: 15 });
    expect(schema.parse({ page: 'abc' }).page).toBe(1);
  });

  it('honours a list with its own page sizes', () => {
    const picker = pagingSearch([10, 20, 30, 40]);
    expect(picker.parse({ limit: '40' }).limit).toBe(40);
    expect(picker.parse({ limit: '15' }).limit).toBe(10);
  });

  it('goes back to page 1 when a filter changes and drops empty filters', () => {
    type S = z.infer<typeof schema>;
    const current: S = { page: 4, limit: 30, keywords: '茶' };
    expect(nextSearch(current, { status: 'complete' })).toEqual({ page: 1, limit: 30, keywords: '茶', status: 'complete' });
    expect(nextSearch(current, { keywords: '' })).toEqual({ page: 1, limit: 30 });
    expect(nextSearch(current, { page: 5 })).toEqual({ page: 5, limit: 30, keywords: '茶' });
  });
});
