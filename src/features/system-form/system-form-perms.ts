/** The reference's permissions of the form list and the designer (MerchantSystemFormController). */
export const SYSTEM_FORM_PERMS = {
  detail: 'merchant:system:form:detail',
  add: 'merchant:system:form:add',
  update: 'merchant:system:form:update',
  delete: 'merchant:system:form:delete',
} as const;
