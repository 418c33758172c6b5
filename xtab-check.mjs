import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] });
const base = 'http://localhost:5330';
for (const path of (process.argv[2] ?? '/order/list,/dashboard,/finance/statement,/product/list').split(',')) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const b = await context.newPage();
  await b.goto(base + '/login', { timeout: 120000 });
  await b.getByLabel('账号').waitFor({ timeout: 60000 });
  const a = await context.newPage();
  await a.goto(base + '/login?redirect=' + encodeURIComponent(path), { timeout: 120000 });
  await a.getByLabel('账号').fill('admin');
  await a.getByLabel('密码').fill('admin123');
  await a.getByRole('button', { name: '登录' }).click();
  await a.getByTestId('real-name').waitFor({ timeout: 60000 });
  await a.waitForTimeout(3000);
  await a.evaluate(() => {
    window.__seen = [];
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role=alert],[role=status]')) if (el.textContent && !window.__seen.includes(el.textContent)) window.__seen.push(el.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await b.getByLabel('账号').fill('staff');
  await b.getByLabel('密码').fill('staff123');
  await b.getByRole('button', { name: '登录' }).click();
  await b.getByTestId('real-name').waitFor({ timeout: 60000 });
  await a.waitForTimeout(5000);
  console.log(path, '→', a.url(), JSON.stringify(await a.evaluate(() => window.__seen)));
  await context.close();
}
await browser.close();
