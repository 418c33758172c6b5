import { handle } from '../kit/handle';
import { addEmployee, deleteEmployee, employeeInfo, employeePage, updateEmployee } from '../logic/employee';

// The reference backend checks no permission on these calls (docs/reference-backend.md): any signed-in admin of
// the store could list, add, change and delete the mobile console's employees. The demo requires 员工管理's.

/** The store's employees of the mobile console (员工管理). */
export const employeeHandlers = [
  handle('getEmployeeList', { permission: 'merchant:employee:list' }, ({ query }) => employeePage(query)),
  handle('saveEmployee', { permission: 'merchant:employee:save' }, ({ body }) => addEmployee(body)),
  handle('updateEmployee', { permission: 'merchant:employee:update' }, ({ body }) => updateEmployee(body)),
  handle('deleteEmployee', { permission: 'merchant:employee:delete' }, ({ query }) => deleteEmployee(query.id)),
  handle('getEmployeeInfo', { permission: 'merchant:employee:info' }, ({ query }) => employeeInfo(query.id)),
];
