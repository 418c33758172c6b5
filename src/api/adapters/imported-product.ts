import { decimal } from './decimal';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? value.filter(isNode) : []);

/** A SKU as the product form fills it (ProductAttrValue): amounts as text, what the backend left out as empty. */
function sku(v: Node): Node {
  return {
    ...v,
    stock: typeof v.stock === 'number' ? v.stock : 0,
    price: decimal(v.price ?? 0),
    cost: decimal(v.cost ?? 0),
    otPrice: decimal(v.otPrice ?? 0),
    weight: decimal(v.weight ?? 0),
    volume: decimal(v.volume ?? 0),
    ...(v.vipPrice === undefined ? {} : { vipPrice: decimal(v.vipPrice) }),
    image: text(v.image),
    brokerage: typeof v.brokerage === 'number' ? v.brokerage : 0,
    brokerageTwo: typeof v.brokerageTwo === 'number' ? v.brokerageTwo : 0,
    attrValue: text(v.attrValue) || '{}',
  };
}

/**
 * A product collected through 99Api (importProduct) into the console's model ({info: CollectedProduct}). The
 * demo backend answers that already; the reference backend answers the product itself
 * (ProductResponseForCopyProduct), whose fields the form fills are taken, its SKUs' amounts read as text.
 */
export function importedProduct(node: unknown): unknown {
  if (!isNode(node)) return node;
  const product = isNode(node.info) ? node.info : node;
  return {
    info: {
      name: text(product.name),
      intro: text(product.intro),
      keyword: text(product.keyword),
      image: text(product.image),
      sliderImage: text(product.sliderImage) || '[]',
      unitName: text(product.unitName),
      specType: product.specType === true,
      attr: list(product.attr).map((a) => ({ attrName: text(a.attrName), attrValues: text(a.attrValues) })),
      attrValue: list(product.attrValue).map(sku),
      content: text(product.content),
    },
  };
}
