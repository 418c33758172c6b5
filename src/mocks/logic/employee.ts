import type { GetEmployeeListParams, MerchantEmployee, MerchantEmployeeAddRequest, MerchantEmployeeUpdateRequest } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { fail, pageOf } from '../lib';
import { EMPLOYEE_MER_ID } from '../seed/employees';
import type { DemoEmployee } from '../types/employees';
import { formatDateTime } from './time';

// 员工管理: the store's employees of the mobile console, each a mall user (uid) with the permissions granted.

export const EMPLOYEE_NOT_FOUND = '员工不存在';
export const EMPLOYEE_USER_TAKEN = '当前用户已经是当前店铺的移动端管理员';
/** The reference's update or delete of a row that is not there changes nothing and answers its generic failure. */
const NOTHING_CHANGED = () => fail(500, '系统异常，请稍后重试');

/** An employee as the list and the details answer it, with the linked user's nickname beside the reference's fields. */
function toEmployee(e: DemoEmployee): MerchantEmployee {
  const nickname = getDb().users.find((u) => u.id === e.uid)?.nickname;
  return { ...e, ...(nickname ? { nickname } : {}) };
}

type EmployeeFields = Pick<DemoEmployee, 'uid' | 'name' | 'avatar' | 'phone' | 'role' | 'status'>;

/** The fields of both saves, as sent: the reference checks none of them (the contract has the phone's and the permissions' form). */
const fieldsOf = (body: MerchantEmployeeAddRequest | MerchantEmployeeUpdateRequest): EmployeeFields => ({
  uid: body.uid,
  name: body.name,
  avatar: body.avatar ?? '',
  phone: body.phone,
  role: body.role,
  status: body.status,
});

/** 员工状态 and 员工搜索 (a part of the name or the phone), newest first. */
export function employeePage(q: GetEmployeeListParams) {
  const keywords = (q.keywords ?? '').trim();
  const rows = getDb()
    .employees.filter((e) => q.status === undefined || e.status === q.status)
    .filter((e) => !keywords || e.name.includes(keywords) || e.phone.includes(keywords))
    .toSorted((a, b) => b.id - a.id);
  return pageOf(rows, q, toEmployee);
}

/** Adds an employee; a user is linked to the store's mobile console once. */
export function addEmployee(body: MerchantEmployeeAddRequest) {
  const db = getDb();
  if (db.employees.some((e) => e.uid === body.uid)) return fail(500, EMPLOYEE_USER_TAKEN);
  const now = formatDateTime(new Date());
  db.employees.push({ id: Math.max(0, ...db.employees.map((e) => e.id)) + 1, ...fieldsOf(body), creatTime: now, updateTime: now, merId: EMPLOYEE_MER_ID });
  commit();
  return null;
}

/** Writes what is sent; the reference checks no linked user here, not even one another employee has. */
export function updateEmployee(body: MerchantEmployeeUpdateRequest) {
  const employee = getDb().employees.find((e) => e.id === body.id);
  if (!employee) return NOTHING_CHANGED();
  const { avatar, ...fields } = fieldsOf(body);
  Object.assign(employee, fields, body.avatar === undefined ? {} : { avatar }, { updateTime: formatDateTime(new Date()) });
  commit();
  return null;
}

export function deleteEmployee(id: number) {
  const db = getDb();
  if (!db.employees.some((e) => e.id === id)) return NOTHING_CHANGED();
  db.employees = db.employees.filter((e) => e.id !== id);
  commit();
  return null;
}

export function employeeInfo(id: number) {
  const employee = getDb().employees.find((e) => e.id === id);
  return employee ? toEmployee(employee) : fail(500, EMPLOYEE_NOT_FOUND);
}
