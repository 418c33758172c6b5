// ShippingTemplatesRegionServiceImpl.saveAll and ShippingTemplatesFreeServiceImpl.saveAll (the reference
// backend) read each row's title as a JSON list of region-id paths and take each path's third id as the
// city it is for; the whole country (cityId "0" or "all") keeps the first path. A title they cannot read
// throws inside the save's transaction, which GlobalExceptionHandler answers as code 500 with the
// exception's message (fastjson's and the JDK's; their wording is approximated here), and nothing is saved.

interface Row {
  cityId?: unknown;
  title?: unknown;
}
interface TemplateBody {
  appoint?: unknown;
  shippingTemplatesRegionRequestList?: Row[];
  shippingTemplatesFreeRequestList?: Row[];
}

import { UNKEPT_ROW } from '../logic/shipping-rows';

const SAVE = '/admin/merchant/shipping/templates/save';
const UPDATE = '/admin/merchant/shipping/templates/update';

/** JSONArray.parseArray(text): a JSON list, or the exception's message. */
function parseArray(text: string): unknown[] | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return `syntax error, pos 1, line 1, column 2${text}`;
  }
  return Array.isArray(value) ? value : `syntax error, expect [, actual ${typeof value === 'number' ? 'int' : 'error'}, pos 0`;
}

/** Why saveAll would throw on this row, or null. */
function rowProblem({ cityId, title }: Row): string | null {
  // A missing title or cityId is a NullPointerException, whose message is null.
  if (typeof title !== 'string' || typeof cityId !== 'string') return '';
  const paths = parseArray(title);
  if (typeof paths === 'string') return paths;
  if (cityId === 'all' || cityId === '0') return paths.length === 0 ? 'Index: 0, Size: 0' : null;
  for (const path of paths) {
    const ids = Array.isArray(path) ? path : parseArray(String(path));
    if (typeof ids === 'string') return ids;
    if (ids.length < 3) return `Index: 2, Size: ${ids.length}`;
  }
  const bad = cityId.split(',').find((id) => !/^-?\d+$/.test(id.trim()));
  return bad === undefined ? null : `For input string: "${bad}"`;
}

/**
 * The refusal the reference backend answers a shipping template save or update with where the demo backend
 * refused to keep a row (`refusal`, the demo's words): the Java's exception, or null where the Java would
 * keep the row and the demo's refusal stands.
 */
export async function shippingTitleProblem(request: Request, path: string, refusal: string): Promise<{ code: number; message: string | null; data: null } | null> {
  if ((path !== SAVE && path !== UPDATE) || !UNKEPT_ROW.has(refusal)) return null;
  let body: TemplateBody;
  try {
    body = (await request.clone().json()) as TemplateBody;
  } catch {
    return null;
  }
  const regions = path === UPDATE || body.appoint !== 0 ? (body.shippingTemplatesRegionRequestList ?? []) : [];
  const frees = body.appoint === 2 ? (body.shippingTemplatesFreeRequestList ?? []) : [];
  for (const row of [...regions, ...frees]) {
    const problem = rowProblem(row);
    if (problem !== null) return { code: 500, message: problem || null, data: null };
  }
  return null;
}
