import type { MenuItem, MenuItemMenuType } from '@/api/generated/model';
import { PAGE_BUTTONS } from './role-permissions';

/** The demo backend's full merchant menu tree (the owner's), shaped like the real getMenus answer. */
interface Node {
  name: string;
  url: string;
  icon?: string;
  perms?: string;
  hidden?: boolean;
  /** Buttons (A) carry a permission only; pages (C) and directories (M) follow from the children. */
  menuType?: MenuItemMenuType;
  children?: Node[];
}

const tree: Node[] = [
  { name: '主页', url: '/dashboard', icon: 'home', perms: 'merchant:statistics:home:index' },
  {
    name: '商品', url: '/product', icon: 'goods', children: [
      { name: '商品列表', url: '/product/list', perms: 'merchant:product:page:list' },
      { name: '商品添加', url: '/product/list/creatProduct', perms: 'merchant:product:save', hidden: true },
      { name: '商品分类', url: '/product/classify', perms: 'merchant:product:category:list' },
      { name: '商品规格', url: '/product/attr', perms: 'merchant:product:rule:page:list' },
      { name: '商品评论', url: '/product/comment', perms: 'merchant:product:reply:page:list' },
      { name: '景区商品', url: '/product/scenic', perms: 'merchant:product:page:list' },
      { name: '保障服务组合', url: '/product/guarantee/group', perms: 'merchant:product:guarantee:group:list' },
      { name: '商品标签', url: '/product/label', perms: 'merchant:product:label:list' },
      { name: '卡密管理', url: '/product/cdkey', perms: 'merchant:cdkey:library:page:list' },
      { name: '卡密添加', url: '/product/cdkey/creatCdkey', perms: 'merchant:card:secret:page:list', hidden: true },
    ],
  },
  {
    name: '订单', url: '/order', icon: 'order', children: [
      { name: '订单管理', url: '/order/list', perms: 'merchant:order:page:list' },
      { name: '退款单', url: '/order/refund', perms: 'merchant:refund:order:page:list' },
    ],
  },
  {
    name: '用户', url: '/user', icon: 'user', children: [
      { name: '用户管理', url: '/user/index', perms: 'merchant:user:page:list' },
    ],
  },
  {
    name: '财务', url: '/finance', icon: 'money', children: [
      { name: '账单管理', url: '/finance/statement', perms: 'merchant:finance:daily:statement:page:list' },
      { name: '资金流水', url: '/finance/capitalFlow', perms: 'merchant:finance:funds:flow' },
      { name: '结算记录', url: '/finance/closingRecord', perms: 'merchant:finance:closing:page:list' },
      { name: '用户结算', url: '/finance/userClosing', perms: 'merchant:finance:user:closing:page:list' },
    ],
  },
  {
    name: '优惠券', url: '/coupon', icon: 'coupon', children: [
      { name: '优惠券列表', url: '/coupon/list', perms: 'merchant:coupon:page:list' },
      { name: '添加优惠劵', url: '/coupon/list/save', hidden: true },
      { name: '领取记录', url: '/coupon/record', perms: 'merchant:coupon:user:page:list' },
      { name: '新人礼', url: '/coupon/newGift', perms: 'merchant:coupon:new:people:present' },
    ],
  },
  {
    name: '营销', url: '/marketing', icon: 'marketing', children: [
      {
        name: '秒杀', url: '/marketing/seckill', children: [
          { name: '秒杀商品', url: '/marketing/seckill/list', perms: 'merchant:seckill:product:page:list' },
          { name: '秒杀活动', url: '/marketing/seckill/seckillActivity', perms: 'merchant:seckill:activity:page:list' },
          { name: '参加秒杀活动', url: '/marketing/seckill/creatActivity', hidden: true },
          { name: '添加秒杀商品', url: '/marketing/seckill/creatSeckill', hidden: true },
        ],
      },
      {
        name: '拼团', url: '/marketing/group', children: [
          { name: '开团记录', url: '/marketing/group/list', perms: 'merchant:groupbuy:record:list' },
          { name: '拼团活动', url: '/marketing/group/activity', perms: 'merchant:groupbuy:activity:list' },
          { name: '拼团活动管理', url: '/marketing/group/createGroup', hidden: true },
        ],
      },
      {
        name: '砍价', url: '/marketing/bargain', children: [
          { name: '砍价记录', url: '/marketing/bargain/list', perms: 'merchant:bargain:record:list' },
        ],
      },
      {
        name: '直播', url: '/marketing/broadcast', children: [
          { name: '直播间管理', url: '/marketing/broadcast/room', perms: 'merchant:mp:live:room:list' },
          { name: '添加直播间', url: '/marketing/broadcast/creatRoom', hidden: true },
          { name: '直播商品列表', url: '/marketing/broadcast/product', perms: 'merchant:mp:live:goods:list' },
          { name: '添加直播商品', url: '/marketing/broadcast/creatPro', hidden: true },
          { name: '直播助手', url: '/marketing/broadcast/assistant', perms: 'merchant:mp:live:assistant:list' },
        ],
      },
    ],
  },
  {
    name: '视频号', url: '/videoChannel', icon: 'video', children: [
      { name: '过审商品', url: '/videoChannel/productList', perms: 'merchant:pay:component:product:list' },
      { name: '草稿列表', url: '/videoChannel/draftList', perms: 'merchant:pay:component:product:draft:list' },
      { name: '添加视频号商品', url: '/videoChannel/creatVideoChannel', hidden: true },
      { name: '申请接入', url: '/videoChannel/apply' },
    ],
  },
  {
    name: '设置', url: '/operation', icon: 'setting', children: [
      { name: '商户基本设置', url: '/operation/modifyStoreInfo', perms: 'merchant:base:info' },
      {
        name: '管理权限', url: '/operation/roleManager', children: [
          { name: '身份管理', url: '/operation/roleManager/identityManager', perms: 'merchant:admin:role:list' },
          { name: '管理员列表', url: '/operation/roleManager/adminList', perms: 'merchant:admin:list' },
          { name: '权限规则', url: '', perms: 'merchant:admin:role:rule', menuType: 'A' },
        ],
      },
      { name: '数据导出', url: '/operation/export', perms: 'merchant:export:list' },
      { name: '运费模板', url: '/operation/freightSet', perms: 'merchant:shipping:templates:list' },
      { name: '小票打印', url: '/operation/printreceipt', perms: 'merchant:admin:print:list' },
      { name: 'PC商城设置', url: '/operation/mallConfiguration', perms: 'merchant:config:pc:shopping:get' },
      { name: '商家地址管理', url: '/operation/businessAddress', perms: 'merchant:address:list' },
      { name: '物流管理', url: '/operation/logisticsManagement', perms: 'merchant:express:search:page' },
    ],
  },
  {
    name: '员工', url: '/staff', icon: 'user', children: [
      { name: '员工管理', url: '/staff/index', perms: 'merchant:employee:list' },
    ],
  },
  {
    name: '维护', url: '/maintain', icon: 'maintain', children: [
      { name: '个人中心', url: '/maintain/user', hidden: true },
      { name: '素材管理', url: '/maintain/picture', perms: 'merchant:attachment:list' },
      {
        name: '物流', url: '/maintain/logistics', children: [
          { name: '物流公司', url: '/maintain/logistics/companyList', perms: 'merchant:express:list' },
        ],
      },
      { name: '敏感操作日志', url: '/maintain/sensitiveLog', perms: 'merchant:log:sensitive:list' },
      { name: '系统表单', url: '/maintain/systemForm', perms: 'merchant:system:form:page' },
      { name: '表单设计', url: '/page/maintain/creatSystemFrom', hidden: true },
      { name: '开发文档', url: 'https://doc.crmeb.com', icon: 'link' },
    ],
  },
  { name: '移动端', url: '/javaMobile', icon: 'mobile' },
];

const buttonsOf = (url: string): Node[] => (PAGE_BUTTONS[url] ?? []).map(([name, perms]) => ({ name, url: '', perms, menuType: 'A' }));

function build(nodes: Node[], pid: number, ids: { next: number }): MenuItem[] {
  return nodes.map((node, index) => {
    const id = ids.next++;
    const children = node.children ?? buttonsOf(node.url);
    return {
      id,
      pid,
      name: node.name,
      url: node.url,
      perms: node.perms ?? '',
      icon: node.icon ?? '',
      menuType: node.menuType ?? (node.children?.length ? 'M' : 'C'),
      sort: nodes.length - index,
      hidden: node.hidden ?? false,
      childList: build(children, id, ids),
    };
  });
}

export const ownerMenus: MenuItem[] = build(tree, 0, { next: 1 });

/** Keeps the menus whose url is listed, with the directories leading to them. */
export function menusFor(urls: readonly string[], menus: readonly MenuItem[] = ownerMenus): MenuItem[] {
  const out: MenuItem[] = [];
  for (const menu of menus) {
    const childList = menusFor(urls, menu.childList);
    if (urls.includes(menu.url) || childList.length > 0) out.push({ ...menu, childList });
  }
  return out;
}

export const staffMenuUrls = [
  '/dashboard',
  '/product/list',
  '/product/list/creatProduct',
  '/product/classify',
  '/product/comment',
  '/order/list',
  '/order/refund',
  '/user/index',
  '/maintain/user',
  '/maintain/picture',
  '/javaMobile',
] as const;
