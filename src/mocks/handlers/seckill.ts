import { handle } from '../kit/handle';
import { activityDetail, activityPage, addSeckillProducts, deleteSeckill, putSeckillOn, seckillProductPage, setSeckillPrice, takeSeckillOff, withdrawSeckill } from '../logic/seckill';

/** 秒杀: the platform's activities, the store's products in them with their review, prices and shelf. */
export const seckillHandlers = [
  handle('getSeckillActivityPage', { permission: 'merchant:seckill:activity:page' }, ({ query }) => activityPage(query)),
  handle('getSeckillActivityDetail', { permission: 'merchant:seckill:activity:detail' }, ({ params }) => activityDetail(params.id)),
  handle('getSeckillProductPage', { permission: 'merchant:seckill:product:list' }, ({ query }) => seckillProductPage(query)),
  handle('addSeckillProducts', { permission: 'merchant:seckill:product:add' }, ({ body }) => addSeckillProducts(body)),
  handle('setSeckillProductPrice', { permission: 'merchant:seckill:product:price' }, ({ body }) => setSeckillPrice(body)),
  handle('putSeckillProductsOn', { permission: 'merchant:seckill:product:up' }, ({ body }) => putSeckillOn(body.ids)),
  handle('takeSeckillProductsOff', { permission: 'merchant:seckill:product:down' }, ({ body }) => takeSeckillOff(body.ids)),
  handle('deleteSeckillProducts', { permission: 'merchant:seckill:product:delete' }, ({ body }) => deleteSeckill(body.ids)),
  handle('withdrawSeckillProduct', { permission: 'merchant:seckill:product:withdraw' }, ({ params }) => withdrawSeckill(params.id)),
];
