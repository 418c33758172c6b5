import { handle } from '../kit/handle';
import { systemForm, systemFormPage } from '../logic/system-form';

export const systemFormHandlers = [
  handle('getSystemFormPage', { permission: 'merchant:system:form:page' }, ({ query }) => systemFormPage(query)),
  handle('getSystemFormDetail', { permission: 'merchant:system:form:detail' }, ({ params }) => systemForm(params.id)),
];
