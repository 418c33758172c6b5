/** The reference backend's permissions of the card-secret pages (§6 CdkeyLibraryController, CardSecretController). */
export const LIBRARY_PERMS = {
  add: 'merchant:cdkey:library:add',
  update: 'merchant:cdkey:library:update',
  delete: 'merchant:cdkey:library:delete',
  /** 管理卡密 opens the library's card secrets. */
  secrets: 'merchant:card:secret:page:list',
} as const;

export const SECRET_PERMS = {
  add: 'merchant:card:secret:add',
  /** The reference backend checks the library's update permission when a card secret is changed. */
  update: 'merchant:cdkey:library:update',
  delete: 'merchant:card:secret:delete',
  batchDelete: 'merchant:card:secret:batch:delete',
  import: 'merchant:cdkey:library:import:excel',
} as const;
