import { safeRedirect } from './redirect';

const origin = 'https://shop.example.com';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/order/list?status=1#top', origin)).toBe('/order/list?status=1#top');
    expect(safeRedirect('/dashboard', origin)).toBe('/dashboard');
  });

  it.each([
    'https://evil.example.com/phish',
    '//evil.example.com/phish',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'dashboard',
    '',
    undefined,
    42,
  ])('sends %s to /', (target) => {
    expect(safeRedirect(target, origin)).toBe('/');
  });

  it('never goes back to the sign-in page', () => {
    expect(safeRedirect('/login?redirect=/x', origin)).toBe('/');
  });
});
