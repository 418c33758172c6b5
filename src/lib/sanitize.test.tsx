import { render } from '@testing-library/react';
import { SafeHtml } from '@/components/safe-html';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the formatting of rich text', () => {
    const html = '<p><strong>新品</strong>上市，<em>限时</em>优惠</p><img src="https://img.example.com/a.png" alt="图"><ul><li>一</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    // Only absolute, root-relative and https addresses survive, so the bare 'x' goes too.
    ['<img src=x onerror="alert(1)">', '<img>'],
    ['<a href="javascript:alert(1)">点我</a>', '<a>点我</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<svg onload="alert(1)"><circle /></svg><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.example.com"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="x" onclick="alert(1)">hi</p>', '<p>hi</p>'],
  ])('removes what could run: %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('opens links in other windows without access to the console, whatever the window', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="https://example.com" target="promo">x</a>')).toBe('<a href="https://example.com" target="promo" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="/product" target="_self">x</a>')).toBe('<a href="/product" target="_self">x</a>');
  });

  it('keeps how text looks and drops styles that place or layer a block', () => {
    expect(sanitizeHtml('<p style="color: red; font-size: 18px; text-align: center; font-weight: bold">x</p>')).toBe('<p style="color: red; font-size: 18px; text-align: center; font-weight: bold">x</p>');
    expect(sanitizeHtml('<div style="position: fixed; inset: 0; z-index: 9999; background-color: white">遮住控制台</div>')).toBe('<div style="background-color: white">遮住控制台</div>');
    expect(sanitizeHtml('<p style="display: none; margin-top: -999px">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<span style="background-image: url(https://evil.example.com/t.png); color: blue">x</span>')).toBe('<span style="color: blue">x</span>');
    // A picture keeps its width, text its size; nothing else gets a width.
    expect(sanitizeHtml('<img src="/a.png" style="width: 100%; position: absolute"><p style="width: 5000px">x</p>')).toBe('<img src="/a.png" style="width: 100%"><p>x</p>');
  });
});

describe('SafeHtml', () => {
  it('renders sanitised HTML only', () => {
    const { container } = render(<SafeHtml html={'<p>详情</p><img src=x onerror="window.__x=1"><script>window.__x=2</script>'} />);
    expect(container.innerHTML).toBe('<div class=""><p>详情</p><img></div>');
  });
});
