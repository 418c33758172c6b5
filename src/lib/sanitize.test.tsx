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
    ['<p style="x" onclick="alert(1)">hi</p>', '<p style="x">hi</p>'],
  ])('removes what could run: %s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('opens new-window links without access to the console', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
  });
});

describe('SafeHtml', () => {
  it('renders sanitised HTML only', () => {
    const { container } = render(<SafeHtml html={'<p>详情</p><img src=x onerror="window.__x=1"><script>window.__x=2</script>'} />);
    expect(container.innerHTML).toBe('<div class=""><p>详情</p><img></div>');
  });
});
