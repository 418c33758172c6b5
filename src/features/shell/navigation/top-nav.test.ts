import { visibleTopMenuCount } from './top-nav';

describe('visibleTopMenuCount', () => {
  it('fits width / 1.8 / 85 menus, at least one and at most nine', () => {
    expect(visibleTopMenuCount(1200)).toBe(7);
    expect(visibleTopMenuCount(1366)).toBe(8);
    expect(visibleTopMenuCount(1920)).toBe(9);
    expect(visibleTopMenuCount(3000)).toBe(9);
    expect(visibleTopMenuCount(100)).toBe(1);
  });
});
