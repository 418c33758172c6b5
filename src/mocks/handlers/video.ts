import { handle } from '../kit/handle';
import { outsideDemo } from '../lib';
import {
  addDraft,
  applyAccess,
  deleteDraft,
  deleteProduct,
  draftInfo,
  draftPage,
  productInfo,
  productPage,
  putProductOn,
  reviewDraft,
  takeProductDown,
  updateDraft,
  videoAccess,
  videoBrandPage,
  videoBrands,
  videoCats,
  videoDeliveryCompanies,
} from '../logic/video';

/** 视频号: WeChat categories and brands, draft products and their review, approved products and the shelf, the access application. */
export const videoHandlers = [
  handle('getVideoCatList', { permission: 'merchant:pay:component:cat:list' }, videoCats),
  handle('getVideoBrandList', { permission: 'merchant:pay:component:shop:brand:usable:list' }, videoBrands),
  handle('getVideoBrandPage', { permission: 'merchant:pay:component:shop:brand:list' }, ({ query }) => videoBrandPage(query)),
  handle('getVideoDeliveryCompanyList', { permission: 'merchant:pay:component:delivery:company:get:list' }, videoDeliveryCompanies),
  // WeChat's own category, carrier and category-detail lists, fetched anew: the reference's test calls and its shop's.
  handle('fetchVideoCats', { permission: 'merchant:pay:component:cat:list' }, () => outsideDemo('微信')),
  handle('fetchVideoDeliveryCompanies', { permission: 'merchant:pay:component:delivery:company:get' }, () => outsideDemo('微信')),
  handle('getVideoShopCats', { permission: 'merchant:pay:component:shop:cat:get' }, () => outsideDemo('微信')),
  handle('getVideoDraftList', { permission: 'merchant:pay:component:product:draft:list' }, ({ query }) => draftPage(query)),
  handle('getVideoDraftInfo', { permission: 'merchant:pay:component:product:draft:info' }, ({ params }) => draftInfo(params.id)),
  handle('addVideoDraft', { permission: 'merchant:pay:component:product:draft:add' }, ({ body }) => addDraft(body)),
  handle('updateVideoDraft', { permission: 'merchant:pay:component:product:draft:update' }, ({ body }) => updateDraft(body)),
  handle('deleteVideoDraft', { permission: 'merchant:pay:component:product:draft:delete' }, ({ params }) => deleteDraft(params.id)),
  handle('reviewVideoDraft', { permission: 'merchant:pay:component:product:draft:review' }, ({ body }) => reviewDraft(body)),
  handle('getVideoProductList', { permission: 'merchant:pay:component:product:list' }, ({ query }) => productPage(query)),
  handle('getVideoProductInfo', { permission: 'merchant:pay:component:product:info' }, ({ params }) => productInfo(params.id)),
  handle('putVideoProductOn', { permission: 'merchant:pay:component:product:puton' }, ({ params }) => putProductOn(params.proId)),
  handle('takeVideoProductDown', { permission: 'merchant:pay:component:product:putdown' }, ({ params }) => takeProductDown(params.proId)),
  handle('deleteVideoProduct', { permission: 'merchant:pay:component:product:delete' }, ({ params }) => deleteProduct(params.proId)),
  handle('getVideoAccess', { permission: 'merchant:pay:component:shop:access' }, videoAccess),
  handle('uploadVideoImage', { permission: 'merchant:pay:component:shop:img:upload' }, () => outsideDemo('微信')),
  handle('applyVideoAccess', { permission: 'merchant:pay:component:shop:apply' }, ({ body }) => applyAccess(body)),
];
