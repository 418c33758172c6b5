import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { switchRole } from '@/lib/session';
import { loadSession } from '@/lib/session-load';
import { getMessages } from '@/lib/message';
import type { Attachment } from '@/api/generated/model';
import { getDb } from '@/mocks/db';
import { recordRequests } from '@/test/requests';
import { ImagePickerDialog, VideoPickerDialog } from './image-picker-dialog';

async function open(ui: React.ReactElement) {
  switchRole('admin');
  await loadSession();
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

const texts = () => getMessages().map((m) => m.text);

describe('the picture picker (上传图片)', () => {
  it('asks for a picture first, allows one in single mode, and hands over the chosen ones in click order', async () => {
    const onPick = vi.fn<(files: Attachment[]) => void>();
    const user = userEvent.setup();
    await open(<ImagePickerDialog open multiple={false} onClose={() => {}} onPick={onPick} />);
    const dialog = await screen.findByRole('dialog', { name: '上传图片' });
    await user.click(await within(dialog).findByRole('button', { name: '使用选中图片' }));
    expect(texts()).toContain('请先选择图片');
    const tiles = await within(dialog).findAllByRole('button', { pressed: false, name: /\.png$/ });
    await user.click(tiles[1]);
    await user.click(tiles[0]);
    await user.click(within(dialog).getByRole('button', { name: '使用选中图片' }));
    expect(texts()).toContain('最多只能选一张图片');
    expect(onPick).not.toHaveBeenCalled();
    await user.click(tiles[0]);
    await user.click(within(dialog).getByRole('button', { name: '使用选中图片' }));
    expect(onPick).toHaveBeenCalledWith([expect.objectContaining({ name: tiles[1].getAttribute('aria-label') })]);
  });

  it('in multiple mode hands over several pictures in the order they were clicked', async () => {
    const onPick = vi.fn<(files: Attachment[]) => void>();
    const user = userEvent.setup();
    await open(<ImagePickerDialog open multiple onClose={() => {}} onPick={onPick} />);
    const dialog = await screen.findByRole('dialog', { name: '上传图片' });
    const tiles = await within(dialog).findAllByRole('button', { pressed: false, name: /\.png$/ });
    await user.click(tiles[3]);
    await user.click(tiles[1]);
    await user.click(within(dialog).getByRole('button', { name: '使用选中图片' }));
    const names = onPick.mock.calls[0][0].map((f) => f.name);
    expect(names).toEqual([tiles[3].getAttribute('aria-label'), tiles[1].getAttribute('aria-label')]);
  });
});

describe('the picture categories', () => {
  it('renames a category with the values in the query, as the reference backend binds them (@ModelAttribute), not in a body', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    await open(<ImagePickerDialog open multiple onClose={() => {}} onPick={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: '上传图片' });
    const [edit] = await within(dialog).findAllByRole('button', { name: /^编辑 / });
    const id = getDb().categories.find((c) => `编辑 ${c.name}` === edit.getAttribute('aria-label'))?.id;
    await user.click(edit);
    const form = await screen.findByRole('dialog', { name: '编辑分类' });
    await user.clear(within(form).getByLabelText('分类名称'));
    await user.type(within(form).getByLabelText('分类名称'), '2026 海报');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(texts()).toContain('编辑成功'));
    const sent = requests.last(`/category/update/${id}`);
    expect(Object.fromEntries(sent?.url.searchParams ?? [])).toMatchObject({ name: '2026 海报', type: '2', status: 'true' });
    expect(await sent?.body).toBeUndefined();
    expect(getDb().categories.find((c) => c.id === id)?.name).toBe('2026 海报');
  });
});

describe('the video picker', () => {
  it('shows only the videos tab and asks for a video first', async () => {
    const user = userEvent.setup();
    await open(<VideoPickerDialog open onClose={() => {}} onPick={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: '上传视频' });
    expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['视频']);
    await waitFor(() => expect(within(dialog).getByText('暂无视频')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: '使用选中视频' }));
    expect(texts()).toContain('请先选择视频');
  });
});
