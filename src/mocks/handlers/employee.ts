import { handle } from '../kit/handle';
import { addEmployee, deleteEmployee, employeeInfo, employeePage, updateEmployee } from '../logic/employee';

// The reference names no permission for these calls: any signed-in admin of the store may make them.
const anyAdmin = {};

/** The store's employees of the mobile console (员工管理). */
export const employeeHandlers = [
  handle('getEmployeeList', anyAdmin, ({ query }) => employeePage(query)),
  handle('saveEmployee', anyAdmin, ({ body }) => addEmployee(body)),
  handle('updateEmployee', anyAdmin, ({ body }) => updateEmployee(body)),
  handle('deleteEmployee', anyAdmin, ({ query }) => deleteEmployee(query.id)),
  handle('getEmployeeInfo', anyAdmin, ({ query }) => employeeInfo(query.id)),
];
