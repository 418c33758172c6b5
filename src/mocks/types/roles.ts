import type { SystemRole } from '@/api/generated/model';

/** Roles the store gives its admins. */
export interface DemoRoleData {
  roles: SystemRole[];
}
