import type { ErrorResult, GuaranteeGroup, GuaranteeGroupRequest } from '@/api/generated/model';
import { commit, getDb } from '../db';
import { fail, isError } from '../lib';
import { formatDateTime } from './time';

// The store's guarantee groups (保障服务组合); the platform guarantee list itself is served with the other product dictionaries.

export const GROUP_NAME_MAX = 32;
export const GROUP_NOT_FOUND = '商品保障服务组合不存在';
const notFound = () => fail(6801, GROUP_NOT_FOUND);

/** A group as listed: each guarantee's shown flag follows the platform's current setting. */
function listed(group: GuaranteeGroup): GuaranteeGroup {
  const guarantees = getDb().guarantees;
  return {
    ...group,
    guaranteeList: group.guaranteeList.map((item) => ({ ...item, isShow: guarantees.find((g) => g.id === item.gid)?.isShow ?? false })),
  };
}

/**
 * Checks a request; answers the cleaned name and guarantee ids, or the error. Two groups may share a name,
 * as in the reference; a guarantee the platform does not have is refused (the reference would link it).
 */
function check(body: GuaranteeGroupRequest): { name: string; gids: number[] } | ErrorResult {
  const db = getDb();
  const name = (body.name ?? '').trim();
  if (!name) return fail(400, '请输入保障服务组合名称');
  if (name.length > GROUP_NAME_MAX) return fail(400, `保障服务组合名称最多${GROUP_NAME_MAX}个字符`);
  const gids = [...new Set((body.gids ?? '').split(',').filter(Boolean).map(Number))];
  if (gids.length === 0) return fail(400, '请选择保障服务');
  if (gids.some((gid) => !db.guarantees.some((g) => g.id === gid))) return fail(500, '保障服务不存在');
  return { name, gids };
}

const itemsOf = (groupId: number, gids: number[]) =>
  gids.map((gid) => ({ groupId, gid, isShow: getDb().guarantees.find((g) => g.id === gid)?.isShow ?? false }));

export const guaranteeGroups = () => getDb().guaranteeGroups.toSorted((a, b) => b.id - a.id).map(listed);

export function addGuaranteeGroup(body: GuaranteeGroupRequest) {
  const checked = check(body);
  if (isError(checked)) return checked;
  const db = getDb();
  const id = Math.max(0, ...db.guaranteeGroups.map((g) => g.id)) + 1;
  db.guaranteeGroups.push({ id, name: checked.name, createTime: formatDateTime(new Date()), guaranteeList: itemsOf(id, checked.gids) });
  commit();
  return null;
}

export function editGuaranteeGroup(body: GuaranteeGroupRequest) {
  if (!body.id) return fail(400, '组合ID不能为空');
  const group = getDb().guaranteeGroups.find((g) => g.id === body.id);
  if (!group) return notFound();
  const checked = check(body);
  if (isError(checked)) return checked;
  group.name = checked.name;
  group.guaranteeList = itemsOf(group.id, checked.gids);
  commit();
  return null;
}

export function deleteGuaranteeGroup(id: number) {
  const db = getDb();
  if (!db.guaranteeGroups.some((g) => g.id === id)) return notFound();
  // Products keep their own guaranteeIds, so a group in use may go.
  db.guaranteeGroups = db.guaranteeGroups.filter((g) => g.id !== id);
  commit();
  return null;
}
