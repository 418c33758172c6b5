import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { bodyRows, confirmWith, findRow, openPage, texts } from '@/test/page';
import { DRAFT_QUESTIONS } from './draft-list-page';
import { recordRequests } from '@/test/requests';

afterEach(() => server.events.removeAllListeners());

const TABLE = '草稿列表';
const open = (path = '/videoChannel/draftList') => openPage(path, () => screen.findByRole('table', { name: TABLE }, { timeout: 5000 }));
const rowOf = (title: string) => findRow(TABLE, title);

describe('草稿列表', () => {
  it('lists every draft newest first with both review states', async () => {
    await open();
    const drafts = getDb().videoDrafts.toSorted((a, b) => b.createTime.localeCompare(a.createTime));
    await waitFor(() => expect(bodyRows(TABLE)).toHaveLength(drafts.length));
    expect(bodyRows(TABLE)[0]).toHaveTextContent(drafts[0].title);
    const refused = drafts.find((d) => d.platformEditStatus === 3);
    const row = await rowOf(refused?.title ?? '');
    expect(row).toHaveTextContent('审核失败');
    expect(row).toHaveTextContent(`原因：${refused?.platformStatusReason}`);
  });

  it('searches the title through the address and the request', async () => {
    const requests = recordRequests();
    const { user, location } = await open();
    const target = getDb().videoDrafts[2];
    await user.type(screen.getByLabelText('商品名称'), target.title);
    await waitFor(() => expect(location().search).toMatchObject({ search: target.title }));
    await waitFor(() => expect(requests.last('/draftproduct/draft/list')?.url.searchParams.get('search')).toBe(target.title));
    const matching = getDb().videoDrafts.filter((d) => d.title.includes(target.title));
    await waitFor(() => expect(bodyRows(TABLE)).toHaveLength(matching.length));
  });

  it('submits a new draft for review and withdraws one under review', async () => {
    getDb().productSettings.reviewDelayMs = 60_000;
    const requests = recordRequests();
    const { user } = await open();
    const fresh = getDb().videoDrafts.find((d) => d.platformEditStatus === 1);
    if (!fresh) throw new Error('no fresh draft');
    const row = await rowOf(fresh.title);
    await user.click(within(row).getByRole('button', { name: `提审 ${fresh.title}` }));
    await confirmWith(user, DRAFT_QUESTIONS.review, '取消');
    expect(requests.count('/draftproduct/review')).toBe(0);
    await user.click(within(row).getByRole('button', { name: `提审 ${fresh.title}` }));
    await confirmWith(user, DRAFT_QUESTIONS.review);
    await waitFor(() => expect(texts()).toContain('提交成功'));
    expect(await requests.last('/draftproduct/review')?.body).toEqual({ draftProductId: fresh.id, platformEditStatus: 2 });
    expect(getDb().videoDrafts.find((d) => d.id === fresh.id)?.platformEditStatus).toBe(2);

    const withdraw = await screen.findByRole('button', { name: `撤回申请 ${fresh.title}` }, { timeout: 5000 });
    await user.click(withdraw);
    await confirmWith(user, DRAFT_QUESTIONS.withdraw);
    await waitFor(() => expect(texts()).toContain('操作成功'));
    expect(await requests.last('/draftproduct/review')?.body).toEqual({ draftProductId: fresh.id, platformEditStatus: 1 });
    expect(getDb().videoDrafts.find((d) => d.id === fresh.id)?.platformEditStatus).toBe(1);
  });

  it('an approved submission shows up in 过审商品', async () => {
    getDb().productSettings.reviewDelayMs = 0;
    const { user } = await open();
    const refused = getDb().videoDrafts.find((d) => d.platformEditStatus === 3);
    if (!refused) throw new Error('no refused draft');
    await user.click(within(await rowOf(refused.title)).getByRole('button', { name: `提审 ${refused.title}` }));
    await confirmWith(user, DRAFT_QUESTIONS.review);
    await waitFor(() => expect(texts()).toContain('提交成功'));
    await waitFor(async () => expect(await rowOf(refused.title)).not.toHaveTextContent('审核中'));
    expect(getDb().videoDrafts.find((d) => d.id === refused.id)).toMatchObject({ platformEditStatus: 4, editStatus: 4 });
    await user.click(screen.getByRole('link', { name: '过审商品' }));
    const table = await screen.findByRole('table', { name: '过审商品列表' }, { timeout: 5000 });
    await waitFor(() => expect(table).toHaveTextContent(refused.title));
  });

  it('deletes a draft after asking', async () => {
    const { user } = await open();
    const target = getDb().videoDrafts[0];
    await user.click(within(await rowOf(target.title)).getByRole('button', { name: `删除 ${target.title}` }));
    let ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent(DRAFT_QUESTIONS.delete);
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(getDb().videoDrafts.some((d) => d.id === target.id)).toBe(true);

    await user.click(within(await rowOf(target.title)).getByRole('button', { name: `删除 ${target.title}` }));
    ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('删除成功'));
    expect(getDb().videoDrafts.some((d) => d.id === target.id)).toBe(false);
  });

  it('opens a draft read-only through 详情', async () => {
    const { user, location } = await open();
    const target = getDb().videoDrafts[0];
    await user.click(within(await rowOf(target.title)).getByRole('link', { name: `详情 ${target.title}` }));
    await waitFor(() => expect(location().pathname).toBe(`/videoChannel/creatVideoChannel/${target.id}/1`));
    expect(await screen.findByLabelText('商品标题', {}, { timeout: 5000 })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('asks for the list once: the route prefetches the query the page reads', async () => {
    const requests = recordRequests();
    const target = getDb().videoDrafts[0];
    await open(`/videoChannel/draftList?search=${encodeURIComponent(target.title)}`);
    await findRow(TABLE, target.title);
    expect(requests.count('/draftproduct/draft/list')).toBe(1);
  });
});
