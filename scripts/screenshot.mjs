// Takes screenshots of console pages in Debian's Chromium: [VIEWPORT=1024x768] node scripts/screenshot.mjs <baseUrl> <outDir> [account] [pwd] [path...]
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';

const [base = 'http://127.0.0.1:5173', out = 'screenshots', account = 'admin', pwd = 'admin123', ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const [width, height] = (process.env.VIEWPORT ?? '1366x800').split('x').map(Number);
const page = await browser.newPage({ viewport: { width, height } });
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto(`${base}/login`);
await page.getByLabel('账号').waitFor();
await page.screenshot({ path: `${out}/login.png` });
await page.getByLabel('账号').fill(account);
await page.getByLabel('密码').fill(pwd);
await page.getByRole('button', { name: '登录' }).click();
await page.waitForURL((url) => !url.pathname.startsWith('/login'));
for (const path of paths.length ? paths : ['/dashboard']) {
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/${path.replace(/\W+/g, '_') || 'root'}.png`, fullPage: true });
}
await browser.close();
