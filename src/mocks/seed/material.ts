import type { Attachment } from '@/api/generated/model';
import { productImage } from '../assets';
import { createRandom, daysAgo } from './random';
import type { DemoCategory } from '../types/material';

/** The picture library's categories and pictures of the demo store. */
export function seedMaterial(now: number): { categories: DemoCategory[]; attachments: Attachment[] } {
  const random = createRandom(7);
  const categories: DemoCategory[] = [
    { id: 1, pid: 0, name: '商品图片', type: 2, status: true, sort: 3 },
    { id: 2, pid: 1, name: '茶叶', type: 2, status: true, sort: 2 },
    { id: 3, pid: 1, name: '水果', type: 2, status: true, sort: 1 },
    { id: 4, pid: 0, name: '店铺装修', type: 2, status: true, sort: 2 },
    { id: 5, pid: 0, name: '活动海报', type: 2, status: true, sort: 1 },
  ];
  const names = ['普洱茶饼', '龙井茶', '铁观音', '红富士苹果', '赣南脐橙', '冰糖心苹果', '店铺横幅', '店招', '双十一海报', '新品上市', '满减海报', '会员日'];
  const folders = [2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 5, 5];
  const attachments: Attachment[] = [];
  for (let i = 0; i < 26; i++) {
    const n = i % names.length;
    const image = productImage(i, names[n].slice(0, 1));
    attachments.push({
      attId: i + 1,
      name: `${names[n]}${i >= names.length ? `-${Math.floor(i / names.length) + 1}` : ''}.png`,
      attDir: image,
      sattDir: image,
      attSize: String(random.int(20_000, 480_000)),
      attType: 'png',
      pid: i < 24 ? folders[n] : 0,
      imageType: 1,
      createTime: daysAgo(now, 60 - i * 2, random),
    });
  }
  return { categories, attachments };
}
