export const PRODUCT_TITLE = import.meta.env.VITE_APP_TITLE || '商户管理系统';

/** The document title of a page: route title plus the product title. */
export function pageTitle(routeTitle: string | undefined) {
  return routeTitle ? `${routeTitle} - ${PRODUCT_TITLE}` : PRODUCT_TITLE;
}
