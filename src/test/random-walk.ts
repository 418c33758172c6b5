import { screen, waitFor, within } from '@testing-library/react';
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

/**
 * The buttons of a list's row that open something to read or fill in (a details drawer, an edit dialog, a
 * form), by their first words; each one a page's first row has is pressed in turn (a few at most).
 */
const ROW_OPENERS = ['详情', '查看', '编辑', '备注', '发货', '记录', '设置'];
const MOST_OPENERS = 4;

const nameOf = (button: HTMLElement) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
/** The dialogs, drawers and questions open now. */
const layers = () => [...screen.queryAllByRole('dialog'), ...screen.queryAllByRole('alertdialog')];
const firstRow = () => document.querySelector<HTMLElement>('main table tbody tr');
const enabled = (button: HTMLElement) => !button.hasAttribute('disabled') && button.getAttribute('aria-disabled') !== 'true';
const openersOf = (row: HTMLElement) => within(row).queryAllByRole('button').filter((b) => enabled(b) && ROW_OPENERS.some((word) => nameOf(b).startsWith(word)));

/** What each walk opened from a row, page by page (the test file checks that it opened some). */
export const openedFromRows: string[] = [];

/** What must hold once a page, or what it opened, has drawn. */
async function expectDrawn() {
  // Each answer is checked against the wire contract (src/test/contract.ts), as every test's are: an
  // answer the contract does not allow would prove nothing about the page.
  expect(await takeViolations()).toEqual([]);
  expect(answerProblems).toEqual([]);
  expect(troubles).toEqual([]);
  // The route's error boundary, or a block whose data could not be read (a page's own notes on data it
  // cannot use, such as a form's unreadable configuration, are alerts too, and allowed).
  expect(screen.queryByText('页面出错了')).toBeNull();
  expect(screen.queryByText('数据加载失败')).toBeNull();
  expect(getMessages().filter((m) => m.kind === 'error').map((m) => m.text)).toEqual([]);
}

/** Opens every page once with the profile's answers; each must draw, and so must what its first row opens. */
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
    // A row's 编辑 may open a window of its own (the form designer): jsdom has none to open.
    vi.spyOn(window, 'open').mockReturnValue(null);
  });

  afterEach(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    vi.restoreAllMocks();
  });

  it.each(PAGES)('%s draws, and what its first row opens', async (path) => {
    server.use(...randomAnswers(profile, `${SEED} ${path}`, KEPT));
    const { app, location, user, history } = await openPage(path);
    await settled(app);
    await expectDrawn();
    expect(decodeURI(location().pathname)).toBe(path.split('?')[0]);

    // Each opener of the first row, back to the list between.
    const row = firstRow();
    const names = row ? openersOf(row).slice(0, MOST_OPENERS).map(nameOf) : [];
    for (const name of names) {
      const button = openersOf(firstRow() ?? document.body).find((b) => nameOf(b) === name);
      if (!button) continue;
      const at = location().pathname;
      const windows = vi.mocked(window.open).mock.calls.length;
      await user.click(button);
      // What it opens may load first (a lazy dialog draws nothing meanwhile): wait for it to be there, a
      // question (alertdialog) or a window of its own (the form designer) included.
      const shown = () => location().pathname !== at || vi.mocked(window.open).mock.calls.length > windows || layers().length > 0;
      await waitFor(() => expect(shown()).toBe(true), { timeout: 5000 });
      await settled(app);
      await expectDrawn();
      openedFromRows.push(`${path} ${name}`);
      // A drawer kept in the address (?detail=) closes on Escape too; a form of its own is left by going back.
      if (location().pathname !== at) history.back();
      else await user.keyboard('{Escape}');
      await waitFor(() => expect(layers().map((d) => d.textContent?.slice(0, 80))).toEqual([]), { timeout: 5000 });
      await settled(app);
    }
  });
}
