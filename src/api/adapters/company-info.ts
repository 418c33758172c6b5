/**
 * The footer's copyright into the console's model (CompanyInfo): the reference backend answers the platform's
 * copyright setting as text, where SPEC.md's backend answers the company and its picture.
 */
export function companyInfo(node: unknown): unknown {
  return typeof node === 'string' ? { companyName: node } : node;
}
