import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { getDb } from '@/mocks/db';
import { demoBackend } from '@/mocks/handlers';
import { server } from '@/mocks/node';
import type { DemoOrder } from '@/mocks/types/orders';
import { openOrders, orderRow, orderWhere } from '@/features/order/order-test-utils';
import { recordRequests } from '@/test/requests';

// Orders against answers as the reference backend (CRMEB) writes them: order lines as
// OrderInfoFrontDataResponse (merId, cardSecretIds, cardSecretList, redeemIntegral, every null written),
// the details with their lines in orderDetailList, and a shipment's tracking as LogisticsResultVo, whose
// status and signed flag go out as deliverystatus and issign (@JsonProperty). The contract watcher checks
// every answer against the wire contract.

type Line = DemoOrder['lines'][number];

/** A line as OrderInfoFrontDataResponse: what BeanUtils copies from the order detail, nulls written. */
const javaLine = (line: Line, cardSecret = false) => ({
  id: line.id,
  merId: 1,
  productId: line.productId,
  productName: line.productName,
  image: line.image,
  attrValueId: line.attrValueId,
  sku: line.sku,
  price: line.price,
  payNum: line.payNum,
  payPrice: line.payPrice,
  applyRefundNum: line.applyRefundNum,
  refundNum: line.refundNum,
  deliveryNum: line.deliveryNum,
  productType: cardSecret ? 6 : line.productType,
  productMarketingType: line.productMarketingType,
  expand: null,
  cardSecretIds: cardSecret ? '31,32' : null,
  // The merchant's answers never fill it: only the buyer's order calls look the card secrets up.
  cardSecretList: null,
  vipPrice: line.vipPrice ?? null,
  redeemIntegral: 0,
  proRefundSwitch: line.proRefundSwitch,
});

/** The demo backend's answer to a GET, its data changed by `change` and its message null, as the reference sends it. */
function reshape(path: string, change: (data: unknown, url: URL) => unknown) {
  server.use(
    http.get(`*/api${path}`, async ({ request }) => {
      const answer = await getResponse(demoBackend, request);
      const body = (await answer!.json()) as { data: unknown };
      return HttpResponse.json({ code: 200, message: null, data: change(body.data, new URL(request.url)) });
    }),
  );
}

const linesOf = (orderNo: string) => getDb().orders.find((o) => o.orderNo === orderNo)!.lines;

describe('orders against the reference backend’s answers', () => {
  it('lists orders whose lines carry merId, card secrets and redeemIntegral', async () => {
    const target = orderWhere((o) => o.lines.length === 1 && o.status === 1);
    reshape('/admin/merchant/order/list', (data) => {
      const page = data as { list: Array<{ orderNo: string; infoResponseList: unknown[] }> };
      return { ...page, list: page.list.map((o) => ({ ...o, infoResponseList: linesOf(o.orderNo).map((l) => javaLine(l, o.orderNo === target.orderNo)) })) };
    });
    const { user } = await openOrders(`/order/list?orderNo=${target.orderNo}`);
    await user.click(within(await orderRow(target.orderNo)).getByRole('button', { name: `展开 ${target.orderNo}` }));
    expect(await screen.findByRole('list', { name: `${target.orderNo} 的商品` })).toHaveTextContent(target.lines[0].productName);
  });

  it('shows the details’ products from the details’ own orderDetailList', async () => {
    const target = orderWhere((o) => o.lines.length === 2 && o.status === 1);
    reshape('/admin/merchant/order/info/:orderNo', (data) => ({ ...(data as object), orderDetailList: target.lines.map((l, i) => javaLine(l, i === 1)) }));
    const requests = recordRequests();
    const { user } = await openOrders(`/order/list?detail=${target.orderNo}`);
    const drawer = within(await screen.findByRole('dialog', { name: '订单详情' }));
    await user.click(await drawer.findByRole('tab', { name: '商品信息' }));
    const lines = within(await drawer.findByRole('table', { name: '商品信息' }));
    for (const line of target.lines) expect(lines.getByRole('row', { name: new RegExp(line.productName) })).toHaveTextContent(String(line.payNum));
    expect(requests.count('/detail/list')).toBe(0);
  });

  it('shows the tracking status the reference sends as deliverystatus', async () => {
    const target = orderWhere((o) => o.status === 4 && o.invoices.length === 1 && o.invoices[0].deliveryType === 'express');
    server.use(
      http.get('*/api/admin/merchant/order/get/:invoiceId/logistics/info', () =>
        HttpResponse.json({
          code: 200,
          message: null,
          data: {
            number: target.invoices[0].trackingNumber,
            type: target.invoices[0].expressCode,
            list: [
              { time: '2026-11-20 10:02:11', status: '【杭州市】已签收，签收人：本人' },
              { time: '2026-11-19 08:30:00', status: '快件已到达转运中心' },
            ],
            deliverystatus: '3',
            issign: '1',
            expName: target.invoices[0].expressName,
            expSite: null,
            expPhone: null,
            courier: null,
            courierPhone: null,
            updateTime: '2026-11-20 10:02:11',
            takeTime: '1天1小时',
            logo: null,
          },
        }),
      ),
    );
    const { user } = await openOrders(`/order/list?detail=${target.orderNo}`);
    const drawer = within(await screen.findByRole('dialog', { name: '订单详情' }));
    await user.click(await drawer.findByRole('tab', { name: '发货记录' }));
    await user.click(within(await drawer.findByRole('listitem', { name: '包裹1' })).getByRole('button', { name: '查看物流' }));
    const tracking = within(await screen.findByRole('dialog', { name: '物流查询' }));
    await waitFor(() => expect(tracking.getByText('物流状态：')).toBeInTheDocument());
    expect(tracking.getByText('已签收')).toBeInTheDocument();
    expect(tracking.getByRole('list', { name: '物流轨迹' })).toHaveTextContent('快件已到达转运中心');
    expect(tracking.queryByText('快递员：')).toBeNull();
  });
});
