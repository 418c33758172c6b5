import type {
  MerchantCategory,
  ProductGuarantee,
  SystemForm,
} from '@/api/generated/model';
import { addMoney, compareMoney, divMoney, lowestMoney, money, mulMoney } from '@/lib/format';
import { avatar, productImage } from '../assets';
import { combinations, type Spec } from '@/lib/domain/sku';
import { formatDateTime } from '../logic/time';
import { createRandom, daysAgo, type Random } from './random';
import type { DemoBrand, DemoPlatCategory, DemoProduct, DemoProductData, DemoReply } from '../types/products';

/** The platform's three-level tree: [level-1 name, [level-2 name, level-3 names[]][]]. */
const PLATFORM_TREE: Array<[string, Array<[string, string[]]>]> = [
  ['服装', [['男装', ['T恤', '衬衫', '夹克']], ['女装', ['连衣裙', '半身裙', '针织衫']]]],
  ['食品生鲜', [['茶叶', ['绿茶', '红茶', '乌龙茶']], ['水果', ['苹果', '柑橘', '热带水果']], ['休闲零食', ['坚果', '糕点']]]],
  ['数码家电', [['手机通讯', ['手机', '手机配件']], ['影音', ['耳机', '音箱']]]],
  ['家居日用', [['厨具', ['锅具', '刀具']], ['收纳', ['收纳盒']]]],
  ['旅游出行', [['景区门票', ['自然风光', '主题乐园', '博物馆']]]],
  ['虚拟服务', [['充值卡', ['话费充值', '视频会员']], ['网盘资料', ['学习资料']]]],
];

function seedPlatCategories(): DemoPlatCategory[] {
  const rows: DemoPlatCategory[] = [];
  let id = 1;
  PLATFORM_TREE.forEach(([top, seconds], i) => {
    const topId = id++;
    rows.push({ id: topId, pid: 0, name: top, icon: '', level: 1, sort: 100 - i, isShow: true });
    seconds.forEach(([second, thirds], j) => {
      const secondId = id++;
      rows.push({ id: secondId, pid: topId, name: second, icon: '', level: 2, sort: 50 - j, isShow: true });
      thirds.forEach((third, k) => {
        // One hidden level-3 category, to show hidden nodes disabled in pickers.
        rows.push({ id: id++, pid: secondId, name: third, icon: '', level: 3, sort: 20 - k, isShow: third !== '夹克' });
      });
    });
  });
  return rows;
}

const platId = (cats: DemoPlatCategory[], name: string) => cats.find((c) => c.name === name && c.level === 3)!.id;

function seedMerCategories(now: number, random: Random): MerchantCategory[] {
  const rows: Array<[number, number, string, boolean]> = [
    [1, 0, '新品上市', true],
    [2, 0, '热销推荐', true],
    [3, 2, '本周爆款', true],
    [4, 2, '回头客最爱', true],
    [5, 0, '茶叶专区', true],
    [6, 5, '明前好茶', true],
    [7, 0, '鲜果直供', true],
    [8, 0, '数码配件', true],
    [9, 0, '清仓特价', false],
    [10, 0, '虚拟商品', true],
  ];
  return rows.map(([id, pid, name, isShow], i) => ({
    id,
    pid,
    name,
    icon: '',
    sort: 100 - i * 5,
    isShow,
    createTime: daysAgo(now, 120 - i, random),
  }));
}

function seedBrands(cats: DemoPlatCategory[]): DemoBrand[] {
  const level3 = (names: string[]) => names.map((n) => platId(cats, n));
  const rows: Array<[string, string[]]> = [
    ['云上优品', ['T恤', '衬衫', '夹克', '连衣裙', '半身裙', '针织衫']],
    ['山茶人家', ['绿茶', '红茶', '乌龙茶']],
    ['果园直送', ['苹果', '柑橘', '热带水果']],
    ['良品小食', ['坚果', '糕点']],
    ['声动', ['耳机', '音箱']],
    ['极客派', ['手机', '手机配件']],
    ['厨房君', ['锅具', '刀具']],
    ['整理家', ['收纳盒']],
    ['畅游天下', ['自然风光', '主题乐园', '博物馆']],
    ['快充', ['话费充值', '视频会员', '学习资料']],
  ];
  const brands = rows.map(([name, categories], i) => ({ id: i + 1, name, icon: productImage(i, name.slice(0, 1)), isShow: true, categoryIds: level3(categories), sort: 1000 - i }));
  // The clothing categories have many more brands than one page of the form's brand list holds.
  const clothing = level3(rows[0][1]);
  const fashion = CLOTHING_PREFIXES.flatMap((prefix) => CLOTHING_SUFFIXES.map((suffix) => prefix + suffix));
  return [
    ...brands,
    ...fashion.map((name, i) => ({ id: rows.length + i + 1, name, icon: productImage(rows.length + i, name.slice(0, 1)), isShow: true, categoryIds: clothing, sort: 500 - i })),
  ];
}

const CLOTHING_PREFIXES = ['素衣', '棉语', '织梦', '雅致', '简约', '木棉', '森屿', '暖阳', '轻风', '朴素', '锦绣', '云裳', '初见'];
const CLOTHING_SUFFIXES = ['服饰', '衣橱', '工坊', '制衣', '之家', '良品', '设计', '潮牌', '时装', '衣社'];

function seedGuarantees(now: number, random: Random): ProductGuarantee[] {
  const rows: Array<[string, string, boolean]> = [
    ['七天无理由退货', '满足相应条件时，消费者可申请七天无理由退货', true],
    ['正品保证', '商家承诺所售商品均为正品', true],
    ['极速退款', '满足条件的订单申请退款后立即退款', true],
    ['假一赔十', '如买到假货，商家赔偿十倍货款', true],
    ['运费险', '退货时由保险公司赔付运费', true],
    ['坏果包赔', '生鲜水果到货损坏按比例赔付', false],
  ];
  return rows.map(([name, content, isShow], i) => ({
    id: i + 1,
    name,
    icon: productImage(i + 3, name.slice(0, 1)),
    content,
    sort: 60 - i,
    isShow,
    createTime: daysAgo(now, 300 - i, random),
  }));
}

interface ProductSeed {
  name: string;
  category: string;
  cateIds: number[];
  brand: number;
  unit: string;
  price: string;
  specs: Spec[];
  type?: 0 | 2 | 5 | 6;
  /** on sale, warehouse, sold out, alert, recycled, reviewing, rejected, awaiting submission */
  state: 'on' | 'off' | 'soldOut' | 'alert' | 'recycled' | 'reviewing' | 'rejected' | 'draft';
  isPaidMember?: boolean;
  /** The card-secret library of a type 6 product's single SKU. */
  cdkeyId?: number;
  /** The system form buyers fill in when ordering (关联表单). */
  systemFormId?: number;
}

const SEEDS: ProductSeed[] = [
  { name: '纯棉圆领短袖T恤', category: 'T恤', cateIds: [1, 3], brand: 1, unit: '件', price: '59.00', specs: [{ name: '颜色', values: ['白色', '黑色', '藏青'] }, { name: '尺码', values: ['S', 'M', 'L', 'XL'] }], state: 'on' },
  { name: '商务免烫长袖衬衫', category: '衬衫', cateIds: [2, 4], brand: 1, unit: '件', price: '139.00', specs: [{ name: '颜色', values: ['白色', '浅蓝'] }, { name: '尺码', values: ['39', '40', '41', '42'] }], state: 'on', isPaidMember: true },
  { name: '法式碎花连衣裙', category: '连衣裙', cateIds: [1], brand: 1, unit: '件', price: '199.00', specs: [{ name: '尺码', values: ['S', 'M', 'L'] }], state: 'on' },
  { name: '高腰A字半身裙', category: '半身裙', cateIds: [1], brand: 1, unit: '件', price: '129.00', specs: [], state: 'off' },
  { name: '西湖龙井明前特级', category: '绿茶', cateIds: [5, 6], brand: 2, unit: '盒', price: '268.00', specs: [{ name: '规格', values: ['100g', '250g'] }], state: 'on', isPaidMember: true },
  { name: '正山小种红茶', category: '红茶', cateIds: [5], brand: 2, unit: '罐', price: '88.00', specs: [], state: 'on' },
  { name: '安溪铁观音浓香型', category: '乌龙茶', cateIds: [5], brand: 2, unit: '盒', price: '156.00', specs: [{ name: '香型', values: ['清香', '浓香'] }], state: 'soldOut' },
  { name: '阿克苏冰糖心苹果', category: '苹果', cateIds: [7, 3], brand: 3, unit: '箱', price: '69.90', specs: [{ name: '重量', values: ['5斤', '10斤'] }, { name: '果径', values: ['75mm', '80mm', '85mm'] }], state: 'on' },
  { name: '赣南脐橙', category: '柑橘', cateIds: [7], brand: 3, unit: '箱', price: '49.90', specs: [{ name: '重量', values: ['5斤', '9斤'] }], state: 'alert' },
  { name: '海南贵妃芒', category: '热带水果', cateIds: [7], brand: 3, unit: '箱', price: '59.90', specs: [], state: 'off' },
  { name: '每日坚果混合装', category: '坚果', cateIds: [2], brand: 4, unit: '袋', price: '99.00', specs: [{ name: '规格', values: ['15包', '30包'] }], state: 'on' },
  { name: '手工桃酥', category: '糕点', cateIds: [9], brand: 4, unit: '盒', price: '29.90', specs: [], state: 'recycled' },
  { name: '降噪蓝牙耳机', category: '耳机', cateIds: [8, 3], brand: 5, unit: '副', price: '299.00', specs: [{ name: '颜色', values: ['曜石黑', '珍珠白'] }], state: 'on' },
  { name: '便携蓝牙音箱', category: '音箱', cateIds: [8], brand: 5, unit: '台', price: '189.00', specs: [], state: 'reviewing' },
  { name: '20W快充数据线', category: '手机配件', cateIds: [8], brand: 6, unit: '根', price: '39.00', specs: [{ name: '长度', values: ['1m', '2m'] }, { name: '接口', values: ['Type-C', 'Lightning'] }], state: 'on' },
  { name: '磁吸手机支架', category: '手机配件', cateIds: [8], brand: 6, unit: '个', price: '49.00', specs: [], state: 'rejected' },
  { name: '麦饭石不粘炒锅', category: '锅具', cateIds: [2], brand: 7, unit: '口', price: '219.00', specs: [{ name: '尺寸', values: ['30cm', '32cm'] }], state: 'off' },
  { name: '德式不锈钢菜刀', category: '刀具', cateIds: [9], brand: 7, unit: '把', price: '89.00', specs: [], state: 'recycled' },
  { name: '桌面抽屉收纳盒', category: '收纳盒', cateIds: [4], brand: 8, unit: '个', price: '35.00', specs: [{ name: '颜色', values: ['白色', '灰色'] }], state: 'draft' },
  { name: '黄山风景区门票', category: '自然风光', cateIds: [10], brand: 9, unit: '张', price: '190.00', specs: [{ name: '票种', values: ['成人票', '学生票', '儿童票'] }], type: 2, state: 'on' },
  { name: '欢乐谷一日票', category: '主题乐园', cateIds: [10], brand: 9, unit: '张', price: '230.00', specs: [{ name: '票种', values: ['成人票', '儿童票'] }], type: 2, state: 'on' },
  { name: '故宫博物院预约票', category: '博物馆', cateIds: [10], brand: 9, unit: '张', price: '60.00', specs: [], type: 2, state: 'off', systemFormId: 1 },
  { name: '全国话费充值卡100元', category: '话费充值', cateIds: [10], brand: 10, unit: '张', price: '98.50', specs: [], type: 6, state: 'on', cdkeyId: 1 },
  { name: '视频会员月卡', category: '视频会员', cateIds: [10], brand: 10, unit: '张', price: '19.90', specs: [], type: 6, state: 'reviewing', cdkeyId: 2 },
  { name: '考研英语资料合集', category: '学习资料', cateIds: [10], brand: 10, unit: '份', price: '9.90', specs: [], type: 5, state: 'on' },
  { name: '冰丝防晒夹克', category: 'T恤', cateIds: [1], brand: 1, unit: '件', price: '159.00', specs: [{ name: '颜色', values: ['米白', '浅灰'] }], state: 'draft' },
  { name: '羊毛混纺针织衫', category: '针织衫', cateIds: [1], brand: 1, unit: '件', price: '239.00', specs: [{ name: '颜色', values: ['燕麦', '黑色'] }, { name: '尺码', values: ['S', 'M', 'L'] }], state: 'on' },
  { name: '凤凰单丛鸭屎香', category: '乌龙茶', cateIds: [5], brand: 2, unit: '罐', price: '128.00', specs: [], state: 'on' },
  { name: '有机碧螺春', category: '绿茶', cateIds: [5, 1], brand: 2, unit: '盒', price: '198.00', specs: [], state: 'on' },
  { name: '砂糖橘', category: '柑橘', cateIds: [7], brand: 3, unit: '箱', price: '39.90', specs: [{ name: '重量', values: ['5斤', '10斤'] }], state: 'soldOut' },
];


function buildProduct(seed: ProductSeed, id: number, now: number, random: Random, cats: DemoPlatCategory[], firstSkuId: number): DemoProduct {
  const type = seed.type ?? 0;
  const specs = seed.specs.length > 0 ? seed.specs : [{ name: '规格', values: ['默认'] }];
  const image = productImage(id, seed.name.slice(0, 1));
  const rows = combinations(specs).map((combo, i) => {
    const values = Object.fromEntries(specs.map((s, j) => [s.name, combo[j]]));
    const price = addMoney(seed.price, i * (compareMoney(seed.price, 100) > 0 ? 10 : 2));
    const stock = seed.state === 'soldOut' ? 0 : seed.state === 'alert' ? random.int(1, 4) : random.int(20, 500);
    return {
      id: firstSkuId + i,
      productId: id,
      sku: combo.join(','),
      stock,
      sales: random.int(0, 300),
      price,
      vipPrice: seed.isPaidMember ? mulMoney(price, 0.9) : money(0),
      image,
      cost: mulMoney(price, 0.55),
      otPrice: mulMoney(price, 1.3),
      weight: type === 0 ? divMoney(random.int(1, 30), 10) : money(0),
      volume: type === 0 ? divMoney(random.int(1, 20), 100) : money(0),
      brokerage: 0,
      brokerageTwo: 0,
      type,
      attrValue: JSON.stringify(values),
      barCode: `69${String(id).padStart(4, '0')}${String(i).padStart(5, '0')}`,
      expand: type === 5 ? 'https://pan.example.com/s/demo-' + id : '',
      ...(type === 6 ? { cdkeyId: seed.cdkeyId ?? 0 } : {}),
    };
  });
  const lowest = lowestMoney(rows.map((r) => r.price)) ?? money(0);
  const approved = seed.state === 'on' || seed.state === 'off' || seed.state === 'soldOut' || seed.state === 'alert' || seed.state === 'recycled';
  return {
    id,
    type,
    image,
    flatPattern: '',
    sliderImage: JSON.stringify([image, productImage(id + 7, seed.name.slice(1, 2))]),
    name: seed.name,
    intro: `${seed.name}，品质之选，店铺热卖。`,
    keyword: seed.name.slice(0, 4),
    cateId: seed.cateIds.join(','),
    brandId: seed.brand,
    categoryId: platId(cats, seed.category),
    guaranteeIds: '1,2',
    unitName: seed.unit,
    tempId: type === 0 ? 1 : 0,
    sort: random.int(0, 100),
    ficti: random.int(0, 50),
    specType: seed.specs.length > 0,
    isSub: false,
    attr: specs.map((s, i) => ({ id: id * 10 + i, productId: id, attrName: s.name, attrValues: s.values.join(','), type })),
    attrValue: rows,
    content: `<p>${seed.name}</p><p>精选好物，<strong>品质保证</strong>。</p>`,
    couponIds: [],
    isPaidMember: seed.isPaidMember ?? false,
    deliveryMethod: '1',
    refundSwitch: type !== 5 && type !== 6,
    systemFormId: seed.systemFormId ?? 0,
    price: lowest,
    vipPrice: seed.isPaidMember ? mulMoney(lowest, 0.9) : money(0),
    sales: rows.reduce((n, r) => n + r.sales, 0),
    stock: rows.reduce((n, r) => n + r.stock, 0),
    collectNum: random.int(0, 80),
    isShow: seed.state === 'on' || seed.state === 'soldOut' || seed.state === 'alert',
    auditStatus: approved ? 2 : seed.state === 'rejected' ? 3 : 1,
    isAudit: seed.state === 'reviewing',
    ...(seed.state === 'rejected' ? { reason: '商品主图不清晰，请更换后重新提交' } : {}),
    isRecycle: seed.state === 'recycled',
    createTime: daysAgo(now, 90 - id, random),
    guaranteeList: [],
    brokerage: 0,
    brokerageTwo: 0,
  };
}

function seedReplies(products: DemoProduct[], now: number, random: Random): DemoReply[] {
  const comments = ['质量很好，和描述一致', '物流很快，包装完好', '性价比很高，会回购', '颜色有点色差，整体还行', '一般般吧', '非常满意，推荐购买', '味道不错，家人都喜欢', '尺码偏小，建议拍大一码'];
  const names = ['橘子汽水', '晴天', '木子', '海边的风', '吃货一枚', 'Sunny', '阿福', '星河'];
  const onSale = products.filter((p) => p.auditStatus === 2);
  return Array.from({ length: 36 }, (_, i) => {
    const product = onSale[i % onSale.length];
    const sku = product.attrValue[random.int(0, product.attrValue.length - 1)];
    const star = random.pick([5, 5, 5, 4, 4, 3, 2, 1]);
    const replied = random.chance(0.35);
    const createTime = daysAgo(now, 40 - i, random);
    return {
      id: i + 1,
      uid: 10001 + random.int(0, 50),
      productId: product.id,
      star,
      comment: comments[(i + star) % comments.length],
      pics: random.chance(0.3) ? [productImage(i, '晒')] : [],
      ...(replied ? { merchantReplyContent: '感谢您的支持，期待再次光临！', merchantReplyTime: createTime, isReply: true } : {}),
      nickname: names[i % names.length],
      avatar: avatar(i, names[i % names.length].slice(0, 1)),
      createTime,
      sku: sku.sku ?? '',
      productName: product.name,
      productImage: product.image,
      isLogoff: false,
    };
  });
}

const field = (label: string, vModel: string, tag: string, extra: Record<string, unknown> = {}, config: Record<string, unknown> = {}) => ({
  __config__: { label, tag, layout: 'colFormItem', span: 24, required: true, ...config },
  __vModel__: vModel,
  placeholder: `请输入${label}`,
  ...extra,
});

/** Two forms buyers fill in when they order (关联表单): form-generator JSON, as the reference stores it. */
function seedSystemForms(created: string): SystemForm[] {
  const forms = [
    {
      name: '预约信息登记',
      fields: [
        field('姓名', 'name', 'el-input'),
        field('手机号', 'phone', 'el-input', {}, { regList: [{ pattern: '/^1[3-9]\\d{9}$/', message: '请输入正确的手机号' }] }),
        field('预约日期', 'date', 'el-date-picker', { placeholder: '请选择预约日期' }),
        field('人数', 'people', 'el-input-number', { min: 1, max: 20 }, { defaultValue: 1 }),
      ],
    },
    {
      name: '定制刻字需求',
      fields: [
        field('刻字内容', 'text', 'el-input', { maxlength: 12 }),
        field('字体', 'font', 'el-radio-group', { __slot__: { options: [{ label: '楷体', value: 1 }, { label: '宋体', value: 2 }] } }, { defaultValue: 1 }),
        field('备注', 'remark', 'el-input', { type: 'textarea' }, { required: false }),
      ],
    },
  ];
  return forms.map((f, i) => ({
    id: i + 1,
    merId: 1,
    formName: f.name,
    allKeys: f.fields.map((x) => x.__vModel__).join(','),
    formValue: JSON.stringify({ fields: f.fields, labelWidth: 100, labelPosition: 'right', size: 'medium', formBtns: false, gutter: 15, span: 24 }),
    status: 1,
    createTime: created,
    updateTime: created,
  }));
}

export function seedProducts(now: number): DemoProductData {
  const random = createRandom(717);
  const platCategories = seedPlatCategories();
  let skuId = 1;
  const products = SEEDS.map((seed, i) => {
    const product = buildProduct(seed, i + 1, now, random, platCategories, skuId);
    skuId += product.attrValue.length;
    return product;
  });
  const created = formatDateTime(new Date(now - 200 * 86_400_000));
  return {
    cdkeyLibraries: [
      ['话费充值卡100元', '移动、联通、电信通用'],
      ['视频会员月卡', ''],
      ['游戏点卡50元', '新到一批'],
      ['音乐会员年卡', ''],
      ['外卖红包兑换码', '已用完，待补充'],
    ].map(([name, remark], i) => ({ id: i + 1, name, remark, createTime: created })),
    systemForms: seedSystemForms(created),
    platCategories,
    merCategories: seedMerCategories(now, random),
    brands: seedBrands(platCategories),
    guarantees: seedGuarantees(now, random),
    guaranteeGroups: [
      { id: 1, name: '基础保障', createTime: created, guaranteeList: [1, 2].map((gid) => ({ groupId: 1, gid, isShow: true })) },
      { id: 2, name: '生鲜无忧', createTime: created, guaranteeList: [2, 3, 6].map((gid) => ({ groupId: 2, gid, isShow: gid !== 6 })) },
    ],
    rules: [
      { id: 1, merId: 1, ruleName: '服装颜色尺码', ruleValue: JSON.stringify([{ value: '颜色', detail: ['白色', '黑色', '藏青'] }, { value: '尺码', detail: ['S', 'M', 'L', 'XL'] }]) },
      { id: 2, merId: 1, ruleName: '茶叶规格', ruleValue: JSON.stringify([{ value: '规格', detail: ['100g', '250g', '500g'] }]) },
      { id: 3, merId: 1, ruleName: '水果重量', ruleValue: JSON.stringify([{ value: '重量', detail: ['5斤', '10斤'] }, { value: '果径', detail: ['75mm', '80mm', '85mm'] }]) },
    ],
    labels: ['新品', '热卖', '包邮', '限时折扣', '店长推荐'].map((name, i) => ({ id: i + 1, name, sort: 50 - i * 10, createTime: created })),
    products,
    replies: seedReplies(products, now, random),
    shippingTemplates: [
      { id: 1, name: '全国包邮', type: 1, appoint: 0, sort: 3, createTime: created },
      { id: 2, name: '按重量计费', type: 2, appoint: 1, sort: 2, createTime: created },
      { id: 3, name: '偏远地区不包邮', type: 1, appoint: 2, sort: 1, createTime: created },
    ],
    productSettings: { productSwitch: true, isSwitch: true, reviewDelayMs: 5000, alarmStock: 10, copyNum: 20 },
  };
}
