import { readFileSync } from 'node:fs';
import { securityHeaders } from '../../scripts/lib/security-headers';

describe('the production server’s security headers', () => {
  const headers = securityHeaders();

  it('forbid framing, sniffing and plain HTTP, and keep the page’s policy', () => {
    expect(headers['Content-Security-Policy']).toMatch(/^default-src 'self'; script-src 'self';.*; frame-ancestors 'none'$/);
    expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(headers).toMatchObject({ 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin' });
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
  });

  it('are what docs/deployment.md’s nginx example sends, header for header', () => {
    const readme = readFileSync('docs/deployment.md', 'utf8');
    const nginx = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const sent = Object.fromEntries([...nginx.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map((m) => [m[1], m[2]]));
    expect(sent).toEqual(headers);
  });
});
