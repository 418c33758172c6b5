import { expect, openSignedIn, OWNER, test } from './fixtures';

test.describe('the contract check of every e2e test', () => {
  test.use({ expectedViolation: /^get \/api\/admin\/merchant\/getAdminInfoByToken response: .*realName.*must be string/ });

  test('sees an answer off the contract (a name that is not a string) and names the call and the field', async ({ page }) => {
    await openSignedIn(page, '/maintain/user');
    // The first load's own call answered first: the name changed before it would be answered to a page
    // the reload takes away (its body unread), and the reloaded page would show the name kept from it
    // without waiting for its own call.
    await expect(page.getByTestId('real-name')).toHaveText(OWNER.name);
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
