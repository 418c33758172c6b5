import { categoryTree } from './category-tree';
import { companyInfo } from './company-info';
import { couponInfo } from './coupon-info';
import { decimal } from './decimal';
import { importedProduct } from './imported-product';
import { logistics } from './logistics';
import { menu } from './menu';
import { pictureList } from './picture-list';
import { roleInfo } from './role-info';
import { roles } from './roles';
import { seckillSku } from './seckill-sku';

/**
 * The edge's adapters, by the name the wire contract gives them (`x-adapter`): each reads one shape a
 * backend may send into the console's model. scripts/generate-edge.ts lists where each applies.
 */
export const ADAPTERS = { decimal, menu, categoryTree, companyInfo, couponInfo, pictureList, roles, roleInfo, seckillSku, importedProduct, logistics } satisfies Record<string, (value: unknown) => unknown>;

export type AdapterName = keyof typeof ADAPTERS;
