import type { GetUserListParams, UserAdminDetailResponse, UserResponse } from '@/api/generated/model';
import { getDb } from '../db';
import { dateRangeOf } from '../date-limit';
import { fail, pageOf } from '../lib';

// The store's customers (用户), and the user search the order, refund and group lists share.

function toListItem(u: UserAdminDetailResponse): UserResponse {
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    sex: u.sex,
    birthday: u.birthday,
    country: u.country,
    province: u.province,
    city: u.city,
    phone: u.phone,
    realName: u.realName,
    status: u.status,
    registerType: u.registerType,
    isWechatPublic: u.isWechatPublic,
    isWechatRoutine: u.isWechatRoutine,
    isPromoter: u.isPromoter,
    mark: u.mark,
    integral: u.integral,
    nowMoney: u.nowMoney,
    createTime: u.createTime,
    lastLoginTime: u.lastLoginTime ?? u.createTime,
    spreadUid: u.spreadUid,
    spreadName: u.spreadName,
    isLogoff: u.isLogoff,
  };
}

/** The 用户搜索 filter shared by the user, order and refund lists: all, uid, phone or nickname. */
export function matchesSearch(u: { id: number; phone: string; nickname: string }, searchType: string | undefined, content: string) {
  if (!content) return true;
  switch (searchType ?? 'all') {
    case 'uid':
      return String(u.id) === content;
    case 'phone':
      return u.phone.includes(content);
    case 'nickname':
      return u.nickname.includes(content);
    default:
      return String(u.id) === content || u.phone.includes(content) || u.nickname.includes(content);
  }
}

export function userPage(q: GetUserListParams) {
  const content = (q.content ?? '').trim();
  const range = dateRangeOf(q.dateLimit);
  const rows = getDb()
    .users.filter((u) => matchesSearch(u, q.searchType, content))
    .filter((u) => !q.registerType || u.registerType === q.registerType)
    .filter((u) => q.sex === undefined || u.sex === q.sex)
    .filter((u) => !range || (u.lastLoginTime !== undefined && u.lastLoginTime >= range[0] && u.lastLoginTime <= range[1]))
    .toSorted((a, b) => b.id - a.id);
  return pageOf(rows, q, toListItem);
}

export const userDetail = (id: number) => getDb().users.find((u) => u.id === id) ?? fail(500, '用户不存在');
