import { getDb } from '@/mocks/db';
import { signedInJavaClient, type JavaClient } from '@/test/java-client';

// What the reference console (CRMEB's Vue console, a client written for the Java backend) sends when each of
// its list pages opens and after 重置, key for key as axios puts it on the wire (every filter, the empty ones
// `key=`; a `temp` cache-buster on every GET), and the calls of the Java's merchant controllers no page of this
// console makes. Each is answered as the Java answers it: a page of rows, not a refusal of the console's
// stricter contract.

const temp = () => `temp=${Math.floor(Date.now() / 1000)}`;

/** Page, query as the reference console's first load (and its reset, where it differs). */
const LISTS: ReadonlyArray<readonly [page: string, path: string, query: string]> = [
  ['商品列表', '/admin/merchant/product/list', 'page=1&limit=20&cateId=&keywords=&type=1'],
  ['商品列表 (重置)', '/admin/merchant/product/list', 'page=1&limit=20&cateId=&keywords=&type=2&categoryId='],
  ['商品列表 tabs', '/admin/merchant/product/tabs/headers', 'cateId=&keywords=&categoryId='],
  ['商品评论', '/admin/merchant/product/reply/list', 'page=1&limit=20&isReply=&dateLimit=&nickname=&productSearch=&searchType=all&content='],
  ['商品规格', '/admin/merchant/product/rule/list', 'page=1&limit=20&keywords='],
  ['卡密管理', '/admin/merchant/cdkey/library/page/list', 'page=1&limit=20&name=&productName='],
  ['品牌 (the product form)', '/admin/merchant/plat/product/brand/list', 'limit=20&page=1&cid=14&brandName='],
  ['订单管理', '/admin/merchant/order/list', 'status=all&dateLimit=&orderNo=&page=1&limit=20&type=&searchType=all&content='],
  ['订单管理 counts', '/admin/merchant/order/status/num', 'dateLimit=&orderNo=&type=&searchType=all&content='],
  ['退款单', '/admin/merchant/refund/order/list', 'refundStatus=9&dateLimit=&orderNo=&refundOrderNo=&page=1&limit=20&searchType=all&content=&trackingNumber='],
  ['退款单 counts', '/admin/merchant/refund/order/status/num', 'dateLimit=&orderNo=&refundOrderNo=&searchType=all&content=&trackingNumber='],
  ['用户管理', '/admin/merchant/user/list', 'registerType=&sex=&dateLimit=&page=1&limit=20&searchType=all&content=&nikename=&groupId=&labelId='],
  ['员工管理', '/admin/merchant/employee/list', 'page=1&limit=10&keywords=&status='],
  ['管理员', '/admin/merchant/admin/list', 'page=1&limit=20'],
  ['身份管理', '/admin/merchant/role/list', 'page=1&limit=20&roleName=&status='],
  ['结算记录', '/admin/merchant/finance/closing/record/list', 'dateLimit=&page=1&limit=20&closingNo=&auditStatus=&accountStatus=&closingType='],
  ['资金流水', '/admin/merchant/finance/funds/flow', 'orderNo=&dateLimit=&page=1&limit=20'],
  ['日账单', '/admin/merchant/finance/daily/statement/list', 'page=1&limit=20&dateLimit='],
  ['月账单', '/admin/merchant/finance/month/statement/list', 'page=1&limit=20&dateLimit='],
  ['优惠券列表', '/admin/merchant/coupon/list', 'page=1&limit=20&status=&name=&type=&useType='],
  ['领取记录', '/admin/merchant/coupon/user/list', 'page=1&limit=20&name=&status='],
  ['秒杀商品', '/admin/merchant/seckill/product/page', 'page=1&limit=20&proName=&activityName=&auditStatus=1&activityStatus=&proStatus='],
  ['秒杀活动', '/admin/merchant/seckill/activity/page', 'page=1&limit=20&name=&date='],
  ['拼团活动', '/admin/merchant/groupbuy/activity/list', 'page=1&limit=20&groupName=&groupProcess=&activityStatus=&groupStatus=4&startTime='],
  ['拼团活动 counts', '/admin/merchant/groupbuy/activity/list/count', 'page=1&limit=20&groupName=&groupProcess=&activityStatus=&startTime=&groupStatus=4'],
  ['开团记录', '/admin/merchant/groupbuy/record/list', 'productName=&groupActivityName=&startTime=&endTime=&page=1&limit=20&searchType=all&content=&recordStatus=10'],
  ['直播商品', '/admin/merchant/mp/live/goods/list', 'page=1&limit=20&reviewStatus=0&keywords='],
  ['直播助手', '/admin/merchant/mp/live/assistant/list', 'page=1&limit=20&keywords='],
  ['运费模板', '/admin/merchant/shipping/templates/list', 'keywords=&page=1&limit=20'],
  ['物流公司', '/admin/merchant/express/search/page', 'keywords=&page=1&limit=20'],
  ['素材', '/admin/merchant/attachment/list', 'page=1&limit=18&attType=jpg,jpeg,gif,png,bmp,PNG,JPG'],
  ['小票打印', '/admin/merchant/print/list', 'page=1&limit=20&loading=true'],
  ['视频号商品', '/admin/merchant/pay/component/product/list', 'page=1&limit=20&proId=&search='],
  ['视频号草稿', '/admin/merchant/pay/component/draftproduct/draft/list', 'page=1&limit=20&proId=&search='],
];

/** The calls the reference console never makes (its other clients may), each answered by the demo. */
const OTHERS: ReadonlyArray<readonly [what: string, path: string, query: string]> = [
  ['基础分类分页', '/admin/merchant/category/list', 'page=1&limit=20&pid=&type=2&status=&name='],
  ['基础分类详情', '/admin/merchant/category/info/1', ''],
  ['基础分类 by ids', '/admin/merchant/category/list/ids', 'ids=1,2'],
  ['城市区域树', '/admin/merchant/city/region/list/tree', ''],
  ['拼团用户', '/admin/merchant/groupbuy/user/list', 'page=1&limit=20'],
  ['组件快递', '/admin/merchant/pay/component/delivery/company/get/list', ''],
  ['视频号品牌分页', '/admin/merchant/pay/component/shop/brand/list', 'page=1&limit=20&status='],
];

let client: JavaClient;
beforeEach(async () => {
  client = await signedInJavaClient();
});

describe('the reference console’s list pages, as it sends them', () => {
  it.each(LISTS)('%s: a page of rows', async (_, path, query) => {
    const answer = await client.get(`${path}?${query}&${temp()}`);
    expect({ code: answer.code, message: answer.message }).toEqual({ code: 200, message: null });
    expect(answer.data).not.toBeNull();
  });

  it('a live room list with the first tab’s review state and an unset live state (a JSON body with null and "")', async () => {
    const answer = await client.post('/admin/merchant/mp/live/room/list', { pageParamRequest: { limit: 20, page: 1 }, searchRequest: { reviewStatus: 0, liveStatus: null, keywords: '', storeShow: '' } });
    expect(answer).toMatchObject({ code: 200, message: null, data: { page: 1, limit: 20 } });
  });
});

describe('the Java’s calls no page of this console makes', () => {
  it.each(OTHERS)('%s: answered', async (_, path, query) => {
    const answer = await client.get(`${path}?${query ? `${query}&` : ''}${temp()}`);
    expect({ code: answer.code, message: answer.message }).toEqual({ code: 200, message: null });
  });

  it.each([
    ['电子面单模板', '/admin/merchant/express/template', 'com=SF'],
    ['微信素材', '/admin/merchant/mp/media/get', 'mediaId=1'],
    ['微信永久素材', '/admin/merchant/mp/media/preserveupload', 'url=https://example.com/a.png'],
    ['直播间同步', '/admin/merchant/mp/live/room/syncliveroom', ''],
    ['直播商品审核同步', '/admin/merchant/mp/live/goods/auditforwx', ''],
    ['微信类目', '/admin/merchant/pay/component/cat/get', ''],
    ['微信快递', '/admin/merchant/pay/component/delivery/company/get', ''],
  ])('%s: declined, naming the service outside the demo', async (_, path, query) => {
    const answer = await client.get(`${path}?${query ? `${query}&` : ''}${temp()}`);
    expect(answer).toMatchObject({ code: 500, message: expect.stringContaining('演示后台不连接') });
  });

  it('拼团用户: one member by id, and null data for an id no member has', async () => {
    const member = getDb().groupRecords[0]!.members[0]!;
    expect(await client.get('/admin/merchant/groupbuy/user/info', { id: member.id })).toMatchObject({ code: 200, data: { id: member.id, groupUid: member.memberId, orderId: member.orderNo } });
    expect(await client.get('/admin/merchant/groupbuy/user/info', { id: 987654 })).toEqual({ code: 200, message: null, data: null });
  });

  it('基础分类详情: 7201 分类不存在 for an id no category has', async () => {
    expect(await client.get('/admin/merchant/category/info/987654')).toEqual({ code: 7201, message: '分类不存在', data: null });
  });

  it('表单组件详情: the store keeps no form templates (the printers’ fields are fixed): 7101 表单不存在', async () => {
    expect(await client.get('/admin/merchant/form/temp/info', { id: 1 })).toEqual({ code: 7101, message: '表单不存在', data: null });
  });
});
