import type { UserAdminDetailResponse } from '@/api/generated/model';
import { divMoney } from '@/lib/format';
import { avatar } from '../assets';
import { createRandom, daysAgo } from './random';

const surnames = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const givenNames = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞', '平', '刚', '桂英', '浩然', '子涵', '欣怡', '梓萱', '一诺'];
const nickWords = ['小确幸', '向日葵', '晴天', '柠檬不酸', '海边的风', '慢半拍', '橘子汽水', '星河', '南风知我意', '吃货一枚', '奶茶续命', '山川湖海', '木子', '阿福', '早睡早起', 'momo', 'Sunny', 'Leo'];
const places: Array<[string, string, string]> = [
  ['广东省', '广州市', '天河区'], ['广东省', '深圳市', '南山区'], ['浙江省', '杭州市', '西湖区'], ['江苏省', '南京市', '鼓楼区'],
  ['北京市', '北京市', '朝阳区'], ['上海市', '上海市', '浦东新区'], ['四川省', '成都市', '武侯区'], ['湖北省', '武汉市', '洪山区'],
  ['陕西省', '西安市', '雁塔区'], ['福建省', '厦门市', '思明区'],
];
const streets = ['人民路', '中山路', '解放大道', '建设路', '文化路', '滨江大道', '科技园路'];
const registerTypes = ['wechat', 'routine', 'h5', 'iosWx', 'androidWx', 'ios'] as const;
const phonePrefixes = ['138', '139', '150', '151', '158', '186', '187', '135', '177', '199'];

export function seedUsers(now: number, count = 56): UserAdminDetailResponse[] {
  const random = createRandom(20261122);
  const users: UserAdminDetailResponse[] = [];
  for (let i = 0; i < count; i++) {
    const id = 10001 + i;
    const realName = random.pick(surnames) + random.pick(givenNames);
    const [province, city, district] = random.pick(places);
    const createdDaysAgo = random.int(0, 200);
    const lastLoginDaysAgo = random.int(0, Math.min(createdDaysAgo, 30));
    const isPromoter = random.chance(0.2);
    const isPaidMember = random.chance(0.15);
    const isLogoff = random.chance(0.04);
    const spread = i > 5 && random.chance(0.3) ? users[random.int(0, i - 1)] : undefined;
    users.push({
      id,
      account: `u${id}`,
      realName,
      nickname: random.chance(0.5) ? random.pick(nickWords) : `${realName.slice(0, 1)}${random.pick(nickWords)}`,
      avatar: avatar(i, realName.slice(0, 1)),
      phone: `${random.pick(phonePrefixes)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      birthday: `${random.int(1970, 2005)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      country: 'CN',
      province,
      city,
      district,
      address: `${random.pick(streets)}${random.int(1, 999)}号`,
      sex: random.pick([0, 1, 1, 2, 2, 3] as const),
      integral: random.int(0, 5000),
      nowMoney: divMoney(random.int(0, 200_000), 100),
      level: random.int(0, 5),
      isPaidMember,
      ...(isPaidMember ? { paidMemberExpirationTime: daysAgo(now, -random.int(10, 300), random) } : {}),
      isWechatPublic: random.chance(0.5),
      isWechatRoutine: random.chance(0.6),
      isWechatIos: random.chance(0.2),
      isWechatAndroid: random.chance(0.3),
      isBindingIos: random.chance(0.1),
      payCount: random.int(0, 40),
      isPromoter,
      ...(isPromoter ? { promoterTime: daysAgo(now, random.int(0, createdDaysAgo), random) } : {}),
      spreadUid: spread?.id ?? 0,
      spreadName: spread?.nickname ?? '',
      ...(spread ? { spreadTime: daysAgo(now, random.int(0, createdDaysAgo), random) } : {}),
      spreadCount: 0,
      registerType: random.pick(registerTypes),
      addIp: `113.${random.int(1, 254)}.${random.int(1, 254)}.${random.int(1, 254)}`,
      lastIp: `116.${random.int(1, 254)}.${random.int(1, 254)}.${random.int(1, 254)}`,
      lastLoginTime: daysAgo(now, lastLoginDaysAgo, random),
      isLogoff,
      ...(isLogoff ? { logoffTime: daysAgo(now, random.int(0, lastLoginDaysAgo), random) } : {}),
      status: !random.chance(0.05),
      mark: random.chance(0.2) ? random.pick(['老客户', '喜欢新品', '要发票', '只收顺丰']) : '',
      createTime: daysAgo(now, createdDaysAgo, random),
    });
  }
  for (const user of users) {
    // Figures of the user's own activity, derived (not drawn) so that the seed's other values stay as they were.
    user.experience = (user.integral ?? 0) * 2 + (user.payCount ?? 0) * 10;
    user.grade = user.level;
    user.brokeragePrice = user.isPromoter ? divMoney((user.id * 37) % 50_000, 100) : divMoney(0, 100);
    user.signNum = user.id % 15;
    user.isPermanentPaidMember = user.isPaidMember && user.id % 5 === 0;
    if (user.spreadUid) {
      const parent = users.find((u) => u.id === user.spreadUid);
      if (parent) parent.spreadCount = (parent.spreadCount ?? 0) + 1;
    }
  }
  return users;
}
