import { screen, waitFor } from '@testing-library/react';
import { EXCLUDED_MENU_URL } from '@/lib/menu-access';
import { getMessages } from '@/lib/message';
import { queryClient } from '@/lib/query-client';
import { server } from '@/mocks/node';
import { ownerMenus } from '@/mocks/seed/menus';
import type { MenuItem } from '@/api/generated/model';
import { takeViolations } from './contract';
import { openPage } from './page';
import { answerProblems, randomAnswers, type Profile } from './random-answers';

// Every page of the owner's menu, and the forms they open, drawn from the contract's random answers of one
// profile (random-answers.ts): whatever the contract allows, a page draws, with no error boundary, no failed
// block, no console error, nothing thrown. One test file per profile (src/__tests__/random-answers.*.test.tsx),
// so the test workers share them. The session's calls (sign-in, user info, menus) stay the demo backend's,
// so each page opens as the owner.

/** The seed of the random answers; another one (RANDOM_ANSWERS_SEED=…) walks the pages with other answers. */
export const SEED = process.env.RANDOM_ANSWERS_SEED ?? 'issue-42';
const KEPT = new Set(['merchantLogin', 'getAdminInfoByToken', 'getMenus']);

const menuPages = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => [...(item.menuType === 'C' && !item.hidden && item.url.startsWith('/') && item.url !== EXCLUDED_MENU_URL ? [item.url] : []), ...menuPages(item.childList)]);

/**
 * The forms the pages open by address, an existing record's where there is one: it makes the calls a
 * new one makes (categories, templates, brands) and reads the record too.
 */
const FORMS = [
  '/product/list/creatProduct/1/2',
  '/product/cdkey/creatCdkey/1/卡密库',
  '/coupon/list/save/1',
  '/marketing/seckill/creatActivity/1',
  '/marketing/seckill/creatSeckill/1',
  '/marketing/group/createGroup/1/1',
  '/marketing/broadcast/creatRoom/1/edit',
  '/marketing/broadcast/creatPro',
  '/videoChannel/creatVideoChannel/1/0',
  '/maintain/user',
  '/page/maintain/creatSystemFrom/1/edit',
];

export const PAGES = [...menuPages(ownerMenus), ...FORMS];

/** What went wrong while a page drew: console errors, uncaught errors and rejections. */
const troubles: string[] = [];
const onError = (event: ErrorEvent) => troubles.push(`uncaught: ${String(event.error ?? event.message)}`);
const onRejection = (event: PromiseRejectionEvent) => troubles.push(`unhandled rejection: ${String(event.reason)}`);

/** The page is in and has settled: its code, its calls and their blocks' skeletons. */
async function settled(app: Awaited<ReturnType<typeof openPage>>['app']) {
  await waitFor(
    () => {
      expect(app.router.state.status).toBe('idle');
      expect(queryClient.isFetching()).toBe(0);
      expect(document.querySelector('main')?.textContent).toBeTruthy();
      expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** Opens every page once with the profile's answers; each must draw. */
export function walkPages(profile: Profile) {
  beforeEach(() => {
    troubles.length = 0;
    answerProblems.length = 0;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      // React's word on the test itself (a lazy part loaded outside act()), not on the page.
      if (!/not wrapped in act\(/.test(text)) troubles.push(`console.error: ${text}`);
    });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });

  afterEach(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    vi.restoreAllMocks();
  });

  it.each(PAGES)('%s draws', async (path) => {
    server.use(...randomAnswers(profile, `${SEED} ${path}`, KEPT));
    const { app, location } = await openPage(path);
    await settled(app);
    // Each answer is checked against the wire contract (src/test/contract.ts), as every test's are: an
    // answer the contract does not allow would prove nothing about the page.
    expect(await takeViolations()).toEqual([]);
    expect(answerProblems).toEqual([]);
    expect(troubles).toEqual([]);
    expect(decodeURI(location().pathname)).toBe(path.split('?')[0]);
    // The route's error boundary, or a block whose data could not be read (a page's own notes on data it
    // cannot use, such as a form's unreadable configuration, are alerts too, and allowed).
    expect(screen.queryByText('页面出错了')).toBeNull();
    expect(screen.queryByText('数据加载失败')).toBeNull();
    expect(getMessages().filter((m) => m.kind === 'error').map((m) => m.text)).toEqual([]);
  });
}
