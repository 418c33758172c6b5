import type { SystemRole } from '@/api/generated/model';

/** 管理员身份: boxes of the enabled roles, and any disabled one the admin still holds. */
export function RoleChoices({ roles, value, onChange, invalid }: { roles: readonly SystemRole[]; value: readonly number[]; onChange: (ids: number[]) => void; invalid: boolean }) {
  const choices = roles.filter((r) => r.status || value.includes(r.id));
  return (
    <div id="admin-roles" role="group" aria-labelledby="admin-roles-label" aria-describedby="admin-roles-error" aria-invalid={invalid || undefined} className="flex min-h-8 flex-wrap items-center gap-x-5 gap-y-1">
      {choices.length === 0 && <span className="text-sm text-slate-500">暂无可用身份，请先在身份管理中添加</span>}
      {choices.map((role) => (
        <label key={role.id} className="inline-flex items-center gap-1.5 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-3.5 accent-primary"
            checked={value.includes(role.id)}
            onChange={() => onChange(value.includes(role.id) ? value.filter((id) => id !== role.id) : [...value, role.id])}
          />
          {role.status ? role.roleName : `${role.roleName}（已停用）`}
        </label>
      ))}
    </div>
  );
}
