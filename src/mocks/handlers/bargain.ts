import { getGetBargainRecordCountMockHandler, getGetBargainRecordInfoMockHandler, getGetBargainRecordListMockHandler } from '@/api/generated/endpoints/bargain/bargain.msw';
import type { BargainRecord } from '@/api/generated/model';
import { getDb } from '../db';
import { dateRangeOf } from '../date-limit';
import { authorize, fail, isError, ok, paginate, pathId, persisted } from '../lib';
import type { DemoBargain } from '../seed/bargain';

function toRecord({ helps, ...b }: DemoBargain): BargainRecord {
  const db = getDb();
  const user = db.users.find((u) => u.id === b.uid);
  const product = db.products.find((p) => p.id === b.productId);
  return { ...b, nickname: user?.nickname ?? '', avatar: user?.avatar ?? '', productName: product?.name ?? '商品已删除', productImage: product?.image ?? '', helpNum: helps.length };
}

function filtered(q: URLSearchParams): BargainRecord[] {
  const keywords = (q.get('keywords') ?? '').trim();
  const range = dateRangeOf(q.get('dateLimit'));
  return getDb()
    .bargains.map(toRecord)
    .filter((b) => (!keywords || b.productName.includes(keywords) || b.nickname.includes(keywords)) && (!range || (b.createTime >= range[0] && b.createTime <= range[1])));
}

/** Users' bargains on the store's products (our own calls: the reference backend has none). */
export const bargainHandlers = [
  getGetBargainRecordListMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:bargain:record:list');
    if (isError(account)) return account;
    const url = new URL(request.url);
    const status = Number(url.searchParams.get('status'));
    const rows = filtered(url.searchParams).filter((b) => b.status === status).toSorted((a, b) => b.createTime.localeCompare(a.createTime));
    return ok(paginate(rows, url, 20));
  })),
  getGetBargainRecordCountMockHandler(persisted(({ request }) => {
    const account = authorize(request, 'merchant:bargain:record:list');
    if (isError(account)) return account;
    const rows = filtered(new URL(request.url).searchParams);
    return ok({ ongoing: rows.filter((b) => b.status === 1).length, unfinished: rows.filter((b) => b.status === 2).length, success: rows.filter((b) => b.status === 3).length });
  })),
  getGetBargainRecordInfoMockHandler(persisted(({ request, params }) => {
    const account = authorize(request, 'merchant:bargain:record:info');
    if (isError(account)) return account;
    const bargain = getDb().bargains.find((b) => b.id === pathId(params));
    return bargain ? ok({ record: toRecord(bargain), helps: bargain.helps }) : fail(500, '砍价记录不存在');
  })),
];
