import { handle } from '../kit/handle';
import { CDKEY_LOG } from './product-log';
import { addLibrary, addSecrets, deleteLibrary, deleteSecret, deleteSecrets, importSecrets, libraryPage, secretPage, updateLibrary, updateSecret } from '../logic/cdkey';

/** Card-secret libraries and their card secrets (卡密管理), with the reference backend's permissions. */
export const cdkeyHandlers = [
  handle('getCdkeyLibraryList', { permission: 'merchant:cdkey:library:page:list' }, ({ query }) => libraryPage(query)),
  handle('saveCdkeyLibrary', { permission: 'merchant:cdkey:library:add', log: CDKEY_LOG.librarySave }, ({ body }) => addLibrary(body)),
  handle('updateCdkeyLibrary', { permission: 'merchant:cdkey:library:update', log: CDKEY_LOG.libraryUpdate }, ({ body }) => updateLibrary(body)),
  handle('deleteCdkeyLibrary', { permission: 'merchant:cdkey:library:delete', log: CDKEY_LOG.libraryDelete }, ({ params }) => deleteLibrary(params.id)),
  handle('getCardSecretList', { permission: 'merchant:card:secret:page:list' }, ({ query }) => secretPage(query)),
  handle('saveCardSecrets', { permission: 'merchant:card:secret:add', log: CDKEY_LOG.secretSave }, ({ body }) => addSecrets(body)),
  handle('updateCardSecret', { permission: 'merchant:cdkey:library:update', log: CDKEY_LOG.secretUpdate }, ({ body }) => updateSecret(body)),
  handle('deleteCardSecret', { permission: 'merchant:card:secret:delete', log: CDKEY_LOG.secretDelete }, ({ params }) => deleteSecret(params.id)),
  handle('importCardSecrets', { permission: 'merchant:cdkey:library:import:excel', log: CDKEY_LOG.secretImport }, ({ body, query }) => importSecrets(body, query.libraryId)),
  handle('batchDeleteCardSecrets', { permission: 'merchant:card:secret:batch:delete', log: CDKEY_LOG.secretBatchDelete }, ({ body }) => deleteSecrets(body.ids)),
];
