import { handle } from '../kit/handle';
import { GUARANTEE_GROUP_LOG } from './product-log';
import { addGuaranteeGroup, deleteGuaranteeGroup, editGuaranteeGroup, guaranteeGroups } from '../logic/product-guarantee';

export const productGuaranteeHandlers = [
  handle('getGuaranteeGroupList', { permission: 'merchant:product:guarantee:group:list' }, guaranteeGroups),
  handle('addGuaranteeGroup', { permission: 'merchant:product:guarantee:group:add', log: GUARANTEE_GROUP_LOG.add }, ({ body }) => addGuaranteeGroup(body)),
  handle('editGuaranteeGroup', { permission: 'merchant:product:guarantee:group:edit', log: GUARANTEE_GROUP_LOG.edit }, ({ body }) => editGuaranteeGroup(body)),
  handle('deleteGuaranteeGroup', { permission: 'merchant:product:guarantee:group:delete', log: GUARANTEE_GROUP_LOG.delete }, ({ params }) => deleteGuaranteeGroup(params.id)),
];
