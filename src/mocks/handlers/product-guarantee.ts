import { handle } from '../kit/handle';
import { addGuaranteeGroup, deleteGuaranteeGroup, editGuaranteeGroup, guaranteeGroups } from '../logic/product-guarantee';

export const productGuaranteeHandlers = [
  handle('getGuaranteeGroupList', { permission: 'merchant:product:guarantee:group:list' }, guaranteeGroups),
  handle('addGuaranteeGroup', { permission: 'merchant:product:guarantee:group:add' }, ({ body }) => addGuaranteeGroup(body)),
  handle('editGuaranteeGroup', { permission: 'merchant:product:guarantee:group:edit' }, ({ body }) => editGuaranteeGroup(body)),
  handle('deleteGuaranteeGroup', { permission: 'merchant:product:guarantee:group:delete' }, ({ params }) => deleteGuaranteeGroup(params.id)),
];
