import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { getDb } from '@/mocks/db';
import { seeded } from '@/test/demo-data';
import { openPage } from '@/test/page';
import { chooseOption } from '@/test/select';

// 关联表单 of the product form: 添加表单 opens the form designer's window; a save there, or 刷新, brings the new form in.

/** Opens the select, waits until its list offers `name`, and closes it again. */
async function expectOffered(user: UserEvent, select: HTMLElement, name: string) {
  await user.click(select);
  await waitFor(() => expect(within(screen.getByRole('listbox', { name: '关联表单' })).getByRole('option', { name })).toBeInTheDocument());
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
}

async function openOtherSettings() {
  const skirt = seeded('products', (p) => p.name === '高腰A字半身裙');
  const app = await openPage(`/product/list/creatProduct/${skirt.id}/2`);
  await screen.findByLabelText('商品名称', {}, { timeout: 5000 });
  await app.user.click(screen.getByRole('tab', { name: '其他设置' }));
  // The tab's section loads when the tab is first shown.
  const select = await screen.findByRole('combobox', { name: '关联表单' }, { timeout: 5000 });
  await expectOffered(app.user, select, '预约信息登记');
  return { ...app, select };
}

const addForm = (id: number, formName: string) => getDb().systemForms.push({ ...getDb().systemForms[0], id, formName });

describe('关联表单', () => {
  it('adds a form in the designer window and lists it once that window saves', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, select } = await openOtherSettings();
    await user.click(screen.getByRole('button', { name: '添加表单' }));
    expect(opened).toHaveBeenLastCalledWith('/page/maintain/creatSystemFrom/0/add', '_blank');
    addForm(3, '售后登记');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'systemFormSaved', id: 3 }, origin: window.location.origin }));
    });
    await expectOffered(user, select, '售后登记');
  });

  it('picks up a form added elsewhere on 刷新', async () => {
    const { user, select } = await openOtherSettings();
    addForm(4, '试穿预约');
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await expectOffered(user, select, '试穿预约');
    await chooseOption(user, select, '试穿预约');
    expect(select).toHaveTextContent('试穿预约');
    expect(await screen.findByRole('form', { name: '试穿预约 预览' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
