import { underTab } from './under-tab';

describe('underTab', () => {
  const keep = underTab('status', 'complete');

  it('keeps rows asked for under the same tab, whatever else the query asked', () => {
    expect(keep(['/api/admin/merchant/order/list', { status: 'complete', page: 2, keywords: '茶' }])).toBe(true);
  });

  it('drops rows of another tab, of a query without the tab, and when there were none', () => {
    expect(keep(['/api/admin/merchant/order/list', { status: 'notShipped', page: 1 }])).toBe(false);
    expect(keep(['/api/admin/merchant/order/list', { page: 1 }])).toBe(false);
    expect(keep(['/api/admin/merchant/order/list'])).toBe(false);
    expect(keep(undefined)).toBe(false);
  });

  it('compares the value itself: tab 0 is not tab "0" nor an absent tab', () => {
    const first = underTab('type', 0);
    expect(first(['/list', { type: 0 }])).toBe(true);
    expect(first(['/list', { type: '0' }])).toBe(false);
    expect(first(['/list', { type: undefined }])).toBe(false);
  });
});
