import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UNSUPPORTED_MESSAGE } from '@/api/errors';
import { notInReference } from '@/api/edge';
import { server } from '@/mocks/node';
import { findTable, openPage, texts } from '@/test/page';

// A real CRMEB backend lacks the calls the contract marks x-origin (SPEC.md's own names, the console's own
// calls) and answers them 404. Here every one of them does, as a HTTP 404 or as the envelope's code 404;
// each page that uses one still works, shows a quiet note where that data would be, and no error.

function withoutOwnCalls(as: 'http' | 'envelope') {
  server.use(
    http.all('*/api/*', ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^.*?\/api(?=\/)/, '');
      if (!notInReference(request.method, path)) return undefined;
      const body = { code: 404, message: '请求地址不存在' };
      return as === 'http' ? HttpResponse.json(body, { status: 404 }) : HttpResponse.json(body);
    }),
  );
}

/** No error message from the HTTP client, no failed block with a retry. */
function expectNoErrors() {
  expect(texts()).toEqual([]);
  expect(screen.queryByText('数据加载失败')).toBeNull();
}

const quietNote = (where: HTMLElement) => within(where).findByText(UNSUPPORTED_MESSAGE, {}, { timeout: 5000 });

describe.each(['http', 'envelope'] as const)('a backend without the calls the reference lacks (404 as %s)', (as) => {
  beforeEach(() => withoutOwnCalls(as));

  it.each([
    ['/marketing/bargain/list', '砍价记录列表'],
    ['/operation/export', '导出文件列表'],
    ['/finance/userClosing', '用户结算列表'],
    ['/product/label', '商品标签列表'],
    // SPEC.md's v2 coupon calls, made under the default profile (a CRMEB backend wants VITE_BACKEND_PROFILE=reference).
    ['/coupon/list', '优惠券列表'],
    ['/coupon/record', '领取记录'],
  ])('%s: the list says quietly that it is not offered', async (path, table) => {
    await openPage(path);
    expect(await quietNote(await findTable(table))).toBeInTheDocument();
    expectNoErrors();
  });

  it.each(['/coupon/newGift', '/videoChannel/apply'])('%s: the page says quietly that it is not offered', async (path) => {
    await openPage(path);
    expect((await screen.findAllByText(UNSUPPORTED_MESSAGE, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expectNoErrors();
  });

  it('the dashboard shows everything else, the trend (the console’s own call) as not offered', async () => {
    await openPage('/dashboard', async () => screen.findByRole('region', { name: '销售额' }, { timeout: 5000 }));
    expect(await screen.findByText(UNSUPPORTED_MESSAGE, {}, { timeout: 5000 })).toBeInTheDocument();
    expectNoErrors();
  });
});
