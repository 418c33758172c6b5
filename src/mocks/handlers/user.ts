import { getGetUserDetailMockHandler, getGetUserListMockHandler } from '@/api/generated/endpoints/user/user.msw';
import type { UserAdminDetailResponse, UserResponse } from '@/api/generated/model';
import { getDb } from '../db';
import { authorize, fail, isError, ok, paginate, persisted } from '../lib';
import { dateRangeOf } from '../date-limit';

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
export function matchesSearch(u: { id: number; phone: string; nickname: string }, searchType: string, content: string) {
  if (!content) return true;
  switch (searchType) {
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

export const userHandlers = [
  getGetUserListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:user:page:list');
    if (isError(account)) return account;
    const url = new URL(request.url);
    const q = url.searchParams;
    const searchType = q.get('searchType') ?? 'all';
    const content = (q.get('content') ?? '').trim();
    const registerType = q.get('registerType');
    const sex = q.get('sex');
    const range = dateRangeOf(q.get('dateLimit'));
    const rows = getDb()
      .users.filter((u) => matchesSearch(u, searchType, content))
      .filter((u) => !registerType || u.registerType === registerType)
      .filter((u) => sex === null || sex === '' || String(u.sex) === sex)
      .filter((u) => !range || (u.lastLoginTime !== undefined && u.lastLoginTime >= range[0] && u.lastLoginTime <= range[1]))
      .toSorted((a, b) => b.id - a.id);
    const page = paginate(rows, url);
    return ok({ ...page, list: page.list.map(toListItem) });
  })),
  getGetUserDetailMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:user:detail');
    if (isError(account)) return account;
    const user = getDb().users.find((u) => u.id === Number(params.id));
    return user ? ok(user) : fail(500, '用户不存在');
  })),
];
