import { deleteEmployee, getEmployeeInfo, getEmployeeList, saveEmployee, updateEmployee } from '@/api/generated/endpoints/employee/employee';
import { switchRole } from '@/lib/session';
import { getDb } from '@/mocks/db';
import { EMPLOYEE_NOT_FOUND, EMPLOYEE_USER_TAKEN } from '@/mocks/logic/employee';

const employee = (name: string) => {
  const found = getDb().employees.find((e) => e.name === name);
  if (!found) throw new Error(`no employee ${name}`);
  return found;
};
/** A user who can sign in and is no employee yet. */
const freeUser = () => {
  const found = getDb().users.find((u) => !u.isLogoff && u.status && !getDb().employees.some((e) => e.uid === u.id));
  if (!found) throw new Error('no free user');
  return found;
};

describe('the demo backend of 员工管理', () => {
  beforeEach(() => switchRole('admin'));

  it('seeds employees linked to distinct users who can sign in, with the reference’s fields', () => {
    const { employees, users } = getDb();
    expect(employees.length).toBeGreaterThanOrEqual(5);
    expect(new Set(employees.map((e) => e.uid)).size).toBe(employees.length);
    for (const e of employees) {
      const linked = users.find((u) => u.id === e.uid);
      expect(linked).toMatchObject({ isLogoff: false, status: true });
      expect(e.role).toMatch(/^[1-6](,[1-6])*$/);
      expect([0, 1]).toContain(e.status);
      expect(e.creatTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
    expect(employees.some((e) => e.status === 0)).toBe(true);
  });

  it('lists newest first, by 员工状态 and by part of the name or phone, with the linked user’s nickname', async () => {
    const all = await getEmployeeList({ page: 1, limit: 20 });
    expect(all.total).toBe(getDb().employees.length);
    expect(all.list.map((e) => e.id)).toEqual(getDb().employees.map((e) => e.id).toSorted((a, b) => b - a));
    const first = employee('何娜');
    expect(all.list.find((e) => e.id === first.id)).toMatchObject({ uid: first.uid, nickname: 'Leo', creatTime: first.creatTime, merId: 1 });

    expect((await getEmployeeList({ page: 1, limit: 20, status: 0 })).list.map((e) => e.name)).toEqual(['吴浩然']);
    expect((await getEmployeeList({ page: 1, limit: 20, keywords: ' 何 ' })).list.map((e) => e.name)).toEqual(['何梓萱', '何娜']);
    expect((await getEmployeeList({ page: 1, limit: 20, keywords: first.phone.slice(-4) })).list.map((e) => e.name)).toContain('何娜');
    expect((await getEmployeeList({ page: 2, limit: 4 })).list).toHaveLength(getDb().employees.length - 4);
  });

  it('refuses every employee call to a clerk and an operator with their own tokens, and changes nothing; the owner may', async () => {
    const target = employee('张杰');
    const user = freeUser();
    const everyRight = { uid: user.id, name: '越权', phone: '13800138000', role: '1,2,3,4,5,6', status: 1 };
    const calls = [
      ['GET', `/admin/merchant/employee/list?page=1&limit=20`],
      ['GET', `/admin/merchant/employee/info?id=${target.id}`],
      ['POST', '/admin/merchant/employee/save', everyRight],
      ['POST', '/admin/merchant/employee/update', { ...everyRight, id: target.id, uid: target.uid }],
      ['GET', `/admin/merchant/employee/delete?id=${target.id}`],
    ] as const;
    const send = async (token: string, [method, path, body]: (typeof calls)[number] | readonly [string, string, object?]) => {
      const response = await fetch(`http://localhost/api${path}`, { method, headers: { 'Authori-zation': token, 'Content-Type': 'application/json' }, body: body && JSON.stringify(body) });
      return (await response.json()) as { code: number; message: string };
    };
    const before = JSON.stringify(getDb().employees);
    for (const token of ['staff-token', 'operator-token']) {
      for (const call of calls) expect(await send(token, call), `${token} ${call[0]} ${call[1]}`).toEqual({ code: 403, message: '没有权限访问' });
    }
    expect(JSON.stringify(getDb().employees)).toBe(before);

    for (const call of calls) expect((await send('admin-token', call)).code, `admin ${call[0]} ${call[1]}`).toBe(200);
    expect(getDb().employees.some((e) => e.id === target.id)).toBe(false);
    expect(getDb().employees.find((e) => e.uid === user.id)).toMatchObject({ name: '越权', role: '1,2,3,4,5,6' });
  });

  it('adds an employee as sent, the reference checking none of the fields', async () => {
    const user = freeUser();
    await saveEmployee({ uid: user.id, name: ' 小王 ', phone: '13800138000', role: '6,1', status: 1 });
    const added = getDb().employees.find((e) => e.uid === user.id);
    expect(added).toMatchObject({ name: ' 小王 ', phone: '13800138000', role: '6,1', status: 1, avatar: '', merId: 1 });
    expect(added?.creatTime).toBe(added?.updateTime);
    expect(await getEmployeeInfo({ id: added?.id ?? 0 })).toMatchObject({ name: ' 小王 ', nickname: user.nickname });
    // Nor whether the user exists.
    await saveEmployee({ uid: 999999, name: '无人', phone: '13800138000', role: '1', status: 1 });
    expect(getDb().employees.find((e) => e.uid === 999999)).toMatchObject({ name: '无人' });
  });

  it('refuses a user who is already an employee on adding only; a change or a delete of nothing fails as the reference does', async () => {
    const taken = employee('张杰');
    const count = getDb().employees.length;
    await expect(saveEmployee({ uid: taken.uid, name: '重复', phone: '13800138000', role: '1', status: 1 })).rejects.toMatchObject({ code: 500, message: EMPLOYEE_USER_TAKEN });
    expect(EMPLOYEE_USER_TAKEN).toBe('当前用户已经是当前店铺的移动端管理员');
    expect(getDb().employees).toHaveLength(count);

    const other = employee('胡军');
    await updateEmployee({ id: other.id, uid: taken.uid, name: '胡军', phone: other.phone, role: other.role, status: 1 });
    expect(employee('胡军').uid).toBe(taken.uid);
    await expect(updateEmployee({ id: 999, uid: freeUser().id, name: '胡军', phone: other.phone, role: other.role, status: 1 })).rejects.toMatchObject({ code: 500, message: '系统异常，请稍后重试' });
  });

  it('changes an employee, keeping their own user and creation time', async () => {
    const target = employee('吴浩然');
    const created = target.creatTime;
    await updateEmployee({ id: target.id, uid: target.uid, name: '吴浩然', phone: '13912345678', role: '2,6', status: 1 });
    expect(employee('吴浩然')).toMatchObject({ uid: target.uid, phone: '13912345678', role: '2,6', status: 1, creatTime: created });
    expect(employee('吴浩然').updateTime >= created).toBe(true);
  });

  it('deletes an employee; one that is gone fails as the reference does, and its details are 员工不存在', async () => {
    const target = employee('张杰');
    await deleteEmployee({ id: target.id });
    expect(getDb().employees.some((e) => e.id === target.id)).toBe(false);
    await expect(deleteEmployee({ id: target.id })).rejects.toMatchObject({ code: 500, message: '系统异常，请稍后重试' });
    await expect(getEmployeeInfo({ id: target.id })).rejects.toThrow(EMPLOYEE_NOT_FOUND);
  });
});
