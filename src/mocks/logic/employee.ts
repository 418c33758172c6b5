import type { ErrorResult, GetEmployeeListParams, MerchantEmployee, MerchantEmployeeAddRequest, MerchantEmployeeUpdateRequest } from '@/api/generated/model';
import { employeeRoleText } from '@/lib/domain/employee-roles';
import { commit, getDb } from '../db';
import { fail, isError, pageOf } from '../lib';
import { EMPLOYEE_MER_ID, type DemoEmployee } from '../seed/employees';
import { formatDateTime } from './time';

// 员工管理: the store's employees of the mobile console, each a mall user (uid) with the permissions granted.

export const EMPLOYEE_NOT_FOUND = '员工不存在';
export const EMPLOYEE_USER_NOT_FOUND = '关联用户不存在';
export const EMPLOYEE_USER_TAKEN = '该用户已是本店员工，不能重复关联';
const PHONE = /^1\d{10}$/;

/** An employee as the list and the details answer it, with the linked user's nickname beside the reference's fields. */
function toEmployee(e: DemoEmployee): MerchantEmployee {
  const nickname = getDb().users.find((u) => u.id === e.uid)?.nickname;
  return { ...e, ...(nickname ? { nickname } : {}) };
}

type EmployeeFields = Pick<DemoEmployee, 'uid' | 'name' | 'avatar' | 'phone' | 'role' | 'status'>;

/** The rules of both saves: a name, a mobile number, some permissions, an existing user not linked to another employee. */
function check(body: MerchantEmployeeAddRequest | MerchantEmployeeUpdateRequest, self?: number): EmployeeFields | ErrorResult {
  const name = body.name.trim();
  if (!name) return fail(400, '请输入姓名');
  if (!PHONE.test(body.phone)) return fail(400, '请输入正确的手机号');
  const role = employeeRoleText(body.role.split(',').map(Number));
  if (!role) return fail(400, '请选择管理权限');
  const db = getDb();
  if (!db.users.some((u) => u.id === body.uid)) return fail(500, EMPLOYEE_USER_NOT_FOUND);
  if (db.employees.some((e) => e.uid === body.uid && e.id !== self)) return fail(500, EMPLOYEE_USER_TAKEN);
  return { uid: body.uid, name, avatar: body.avatar ?? '', phone: body.phone, role, status: body.status };
}

/** 员工状态 and 员工搜索 (a part of the name or the phone), newest first. */
export function employeePage(q: GetEmployeeListParams) {
  const keywords = (q.keywords ?? '').trim();
  const rows = getDb()
    .employees.filter((e) => q.status === undefined || e.status === q.status)
    .filter((e) => !keywords || e.name.includes(keywords) || e.phone.includes(keywords))
    .toSorted((a, b) => b.id - a.id);
  return pageOf(rows, q, toEmployee);
}

export function addEmployee(body: MerchantEmployeeAddRequest) {
  const checked = check(body);
  if (isError(checked)) return checked;
  const db = getDb();
  const now = formatDateTime(new Date());
  db.employees.push({ id: Math.max(0, ...db.employees.map((e) => e.id)) + 1, ...checked, creatTime: now, updateTime: now, merId: EMPLOYEE_MER_ID });
  commit();
  return null;
}

export function updateEmployee(body: MerchantEmployeeUpdateRequest) {
  const employee = getDb().employees.find((e) => e.id === body.id);
  if (!employee) return fail(500, EMPLOYEE_NOT_FOUND);
  const checked = check(body, employee.id);
  if (isError(checked)) return checked;
  Object.assign(employee, checked, { updateTime: formatDateTime(new Date()) });
  commit();
  return null;
}

export function deleteEmployee(id: number) {
  const db = getDb();
  if (!db.employees.some((e) => e.id === id)) return fail(500, EMPLOYEE_NOT_FOUND);
  db.employees = db.employees.filter((e) => e.id !== id);
  commit();
  return null;
}

export function employeeInfo(id: number) {
  const employee = getDb().employees.find((e) => e.id === id);
  return employee ? toEmployee(employee) : fail(500, EMPLOYEE_NOT_FOUND);
}
