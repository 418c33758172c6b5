import { handle } from '../kit/handle';
import { addSystemForm, deleteSystemForm, systemForm, systemFormPage, updateSystemForm } from '../logic/system-form';

export const systemFormHandlers = [
  handle('getSystemFormPage', { permission: 'merchant:system:form:page' }, ({ query }) => systemFormPage(query)),
  handle('getSystemFormDetail', { permission: 'merchant:system:form:detail' }, ({ params }) => systemForm(params.id)),
  handle('addSystemForm', { permission: 'merchant:system:form:add' }, ({ body }) => addSystemForm(body)),
  handle('updateSystemForm', { permission: 'merchant:system:form:update' }, ({ body }) => updateSystemForm(body)),
  handle('deleteSystemForm', { permission: 'merchant:system:form:delete' }, ({ params }) => deleteSystemForm(params.id)),
];
