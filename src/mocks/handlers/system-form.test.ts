import { addSystemForm, deleteSystemForm, getSystemFormDetail, getSystemFormPage, updateSystemForm } from '@/api/generated/endpoints/system-form/system-form';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';
import { SYSTEM_FORM_VALUE_INVALID } from '@/mocks/logic/system-form';

const CONFIG = JSON.stringify({ fields: [{ __config__: { label: '姓名', tag: 'el-input', required: true, layout: 'colFormItem' }, __vModel__: 'name' }], formBtns: true });

describe('the demo backend of system forms', () => {
  beforeEach(() => switchRole('admin'));

  it('pages the forms newest first with their id, title and times only, and answers one with its content', async () => {
    const page = await getSystemFormPage({ page: 1, limit: 15 });
    expect(page.total).toBe(getDb().systemForms.length);
    expect(page.list.map((f) => f.formName)).toEqual(['定制刻字需求', '预约信息登记']);
    expect(Object.keys(page.list[0]).toSorted()).toEqual(['createTime', 'formName', 'id', 'updateTime']);
    const detail = await getSystemFormDetail(1);
    expect(detail).toMatchObject({ id: 1, formName: '预约信息登记', allKeys: 'name,phone,date,people' });
    expect(JSON.parse(detail.formValue ?? '').fields).toHaveLength(4);
    await expect(getSystemFormDetail(99)).rejects.toThrow('系统表单不存在');
  });

  it('adds a form under its title as written (one another form has too) and answers its id', async () => {
    const { id } = await addSystemForm({ formName: '售后登记', allKeys: 'name', formValue: CONFIG });
    expect(id).toBe(3);
    expect(getDb().systemForms.find((f) => f.id === id)).toMatchObject({ formName: '售后登记', allKeys: 'name', formValue: CONFIG, status: 1 });
    expect((await getSystemFormPage({ page: 1, limit: 15 })).list[0]).toMatchObject({ id, formName: '售后登记' });
    await expect(addSystemForm({ formName: '预约信息登记', allKeys: '', formValue: CONFIG })).resolves.toEqual({ id: 4 });
    for (const formValue of ['{fields:', 'not json', '[1]', '"text"']) {
      await expect(addSystemForm({ formName: '坏内容', allKeys: '', formValue })).rejects.toMatchObject({ code: 400, message: SYSTEM_FORM_VALUE_INVALID });
      await expect(updateSystemForm({ id: 2, formName: '坏内容', allKeys: '', formValue })).rejects.toMatchObject({ code: 400, message: SYSTEM_FORM_VALUE_INVALID });
    }
    expect(SYSTEM_FORM_VALUE_INVALID).toContain('formValue');
    expect(getDb().systemForms).toHaveLength(4);
  });

  it('changes a form, its title free to be one another form has', async () => {
    const before = getDb().systemForms[1].updateTime;
    await updateSystemForm({ id: 2, formName: '定制刻字需求', allKeys: 'name', formValue: CONFIG });
    expect(getDb().systemForms[1]).toMatchObject({ formName: '定制刻字需求', allKeys: 'name', formValue: CONFIG });
    expect(getDb().systemForms[1].updateTime >= before).toBe(true);
    await updateSystemForm({ id: 2, formName: '预约信息登记', allKeys: '', formValue: CONFIG });
    expect(getDb().systemForms.map((f) => f.formName)).toEqual(['预约信息登记', '预约信息登记']);
    await expect(updateSystemForm({ id: 42, formName: '新表单', allKeys: '', formValue: CONFIG })).rejects.toThrow('系统表单不存在');
  });

  it('deletes a form, unlinking the products linked to it', async () => {
    const linked = getDb().products.filter((p) => p.systemFormId === 1).map((p) => p.id);
    expect(linked).toHaveLength(1);
    await deleteSystemForm(1);
    expect(getDb().products.filter((p) => linked.includes(p.id)).map((p) => p.systemFormId)).toEqual([0]);
    await deleteSystemForm(2);
    expect(getDb().systemForms).toEqual([]);
    await expect(deleteSystemForm(2)).rejects.toThrow('系统表单不存在');
  });
});
