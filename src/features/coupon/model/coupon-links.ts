/** The coupon form's address: /coupon/list/save/{id?}/{copy?}; no id adds, an id edits, an id with copy copies. */
export const couponFormPath = '/coupon/list/save/{-$id}/{-$copy}' as const;

export type CouponFormMode = 'create' | 'edit' | 'copy';

export function couponFormLink(mode: CouponFormMode, id?: number) {
  switch (mode) {
    case 'create':
      return { to: couponFormPath, params: {} } as const;
    case 'edit':
      return { to: couponFormPath, params: { id: String(id) } } as const;
    case 'copy':
      return { to: couponFormPath, params: { id: String(id), copy: '1' } } as const;
  }
}

/** The mode of the form's parameters: a positive id edits, and copies when `copy` is given too. */
export function couponFormMode(params: { id?: string; copy?: string }): { mode: CouponFormMode; id: number } {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) return { mode: 'create', id: 0 };
  return { mode: params.copy ? 'copy' : 'edit', id };
}

/** The coupon list, where the form goes back to. */
export const COUPON_LIST_PATH = '/coupon/list';
