import { expect, openSignedIn, test } from './fixtures';

test.describe('the contract check of every e2e test', () => {
  test.use({ expectedViolation: /^get \/api\/admin\/merchant\/getAdminInfoByToken response: .*realName.*must be string/ });

  test('sees an answer off the contract (a name that is not a string) and names the call and the field', async ({ page }) => {
    await openSignedIn(page, '/maintain/user');
    await page.waitForFunction(() => Boolean(window.__merchantDemo));
    await page.evaluate(() =>
      window.__merchantDemo?.update((db) => {
        const owner = db.accounts.find((a) => a.account === 'admin');
        if (owner) Object.assign(owner, { realName: 123 });
      }),
    );
    await page.reload();
    await expect(page.getByTestId('real-name')).toHaveText('123');
  });
});
