import type { BargainRecord, GetBargainRecordCountParams, GetBargainRecordListParams } from '@/api/generated/model';
import { getDb } from '../db';
import { dateRangeOf } from '../date-limit';
import { fail, pageOf } from '../lib';
import type { DemoBargain } from '../types/bargain';

// Users' bargains on the store's products (our own calls: the reference backend has none).

function toRecord({ helps, ...b }: DemoBargain): BargainRecord {
  const db = getDb();
  const user = db.users.find((u) => u.id === b.uid);
  const product = db.products.find((p) => p.id === b.productId);
  return { ...b, nickname: user?.nickname ?? '', avatar: user?.avatar ?? '', productName: product?.name ?? '商品已删除', productImage: product?.image ?? '', helpNum: helps.length };
}

function filtered(q: GetBargainRecordCountParams): BargainRecord[] {
  const keywords = (q.keywords ?? '').trim();
  const range = dateRangeOf(q.dateLimit);
  return getDb()
    .bargains.map(toRecord)
    .filter((b) => (!keywords || b.productName.includes(keywords) || b.nickname.includes(keywords)) && (!range || (b.createTime >= range[0] && b.createTime <= range[1])));
}

export function bargainPage(q: GetBargainRecordListParams) {
  const rows = filtered(q).filter((b) => b.status === q.status).toSorted((a, b) => b.createTime.localeCompare(a.createTime));
  return pageOf(rows, q);
}

export function bargainCount(q: GetBargainRecordCountParams) {
  const rows = filtered(q);
  return { ongoing: rows.filter((b) => b.status === 1).length, unfinished: rows.filter((b) => b.status === 2).length, success: rows.filter((b) => b.status === 3).length };
}

export function bargainInfo(id: number) {
  const bargain = getDb().bargains.find((b) => b.id === id);
  return bargain ? { record: toRecord(bargain), helps: bargain.helps } : fail(500, '砍价记录不存在');
}
