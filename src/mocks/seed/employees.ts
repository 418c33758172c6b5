import type { EmployeeStatus } from '@/api/generated/model';
import type { SeedBase } from './base';
import { createRandom, daysAgo } from './random';
import type { DemoEmployee, DemoEmployeeData } from '../types/employees';

/** The demo store's id, as the reference keeps it on each employee (merId). */
export const EMPLOYEE_MER_ID = 1;

/** What each seeded employee may do, and whether they are switched on. */
const STAFF: ReadonlyArray<{ role: string; status: EmployeeStatus }> = [
  { role: '1,2,3,5,6', status: 1 },
  { role: '1,5', status: 1 },
  { role: '2', status: 1 },
  { role: '1,3', status: 0 },
  { role: '5', status: 1 },
  { role: '6', status: 1 },
];

/** A few employees linked to seeded users who can sign in (not deregistered, not disabled), oldest first. */
export function seedEmployees(now: number, base: SeedBase): DemoEmployeeData {
  const random = createRandom(20261126);
  const users = base.users.filter((u) => !u.isLogoff && u.status).slice(0, STAFF.length);
  const employees = users.map((user, i): DemoEmployee => {
    const created = daysAgo(now, 90 - i * 14, random);
    return {
      id: i + 1,
      uid: user.id,
      name: user.realName ?? user.nickname,
      avatar: user.avatar,
      phone: user.phone,
      role: STAFF[i].role,
      status: STAFF[i].status,
      creatTime: created,
      updateTime: created,
      merId: EMPLOYEE_MER_ID,
    };
  });
  return { employees };
}
