// What the console's production server sends with every answer: the policy the built page runs under,
// and the headers a <meta> tag cannot carry (framing, sniffing, referrer, HTTPS only). `vite preview`
// sends them (vite.config.ts), the e2e run checks them against the built bundle, and docs/deployment.md's nginx
// example is checked against this list (src/__tests__/security-headers.test.ts).

/** The page's Content-Security-Policy: scripts only from this origin, no eval, no inline scripts. */
export function contentSecurityPolicy(apiOrigin = ''): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix's scroll lock injects a <style>.
    "style-src 'self' 'unsafe-inline'",
    // A backend on another origin serves its pictures too (its media domain; over plain HTTP on an intranet).
    `img-src 'self' data: blob: https:${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The headers of every answer of the production server. */
export function securityHeaders(apiOrigin = ''): Record<string, string> {
  return {
    // frame-ancestors works only in a header: no page may show the console in a frame (clickjacking).
    'Content-Security-Policy': `${contentSecurityPolicy(apiOrigin)}; frame-ancestors 'none'`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
