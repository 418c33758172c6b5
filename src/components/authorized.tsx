import type { ReactNode } from 'react';
import { hasPermission, type PermissionMode } from '@/lib/permissions';
import { useSession } from '@/lib/session';

/** Whether the signed-in staff member holds the permissions (any of them, or all with mode 'and'). */
export function usePermission(required: string | readonly string[], mode: PermissionMode = 'or'): boolean {
  const session = useSession();
  return session ? hasPermission(session.permissions, required, mode) : false;
}

/**
 * Renders its children only for holders of the permissions; otherwise nothing at all (the element
 * is not in the page, not merely hidden).
 */
export function Authorized({ perms, mode = 'or', children }: { perms: string | readonly string[]; mode?: PermissionMode; children: ReactNode }) {
  return usePermission(perms, mode) ? children : null;
}
