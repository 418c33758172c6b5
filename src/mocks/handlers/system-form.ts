import { handle } from '../kit/handle';
import { SYSTEM_FORM_LOG } from './product-log';
import { addSystemForm, deleteSystemForm, systemForm, systemFormPage, updateSystemForm } from '../logic/system-form';

export const systemFormHandlers = [
  handle('getSystemFormPage', { permission: 'merchant:system:form:page' }, ({ query }) => systemFormPage(query)),
  handle('getSystemFormDetail', { permission: 'merchant:system:form:detail' }, ({ params }) => systemForm(params.id)),
  handle('addSystemForm', { permission: 'merchant:system:form:add', log: SYSTEM_FORM_LOG.add }, ({ body }) => addSystemForm(body)),
  handle('updateSystemForm', { permission: 'merchant:system:form:update', log: SYSTEM_FORM_LOG.update }, ({ body }) => updateSystemForm(body)),
  handle('deleteSystemForm', { permission: 'merchant:system:form:delete', log: SYSTEM_FORM_LOG.delete }, ({ params }) => deleteSystemForm(params.id)),
];
