import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { allFindings, compare, coverage, findingKey, listedDifferences, loadContract, loadReference, type Contract, type Reference } from '../../scripts/lib/fidelity.ts';

// The contract against the reference backend's classes (openapi/reference/merchant-backend.json, read out of
// its Java): a call the two share must declare every field the reference sends or takes at every depth
// (answers through pages and lists, bodies, every query class, single query values, path values), require
// nothing the reference does not send, type each field as Jackson writes it (BigDecimal as text, dates as
// yyyy-MM-dd HH:mm:ss, ids as integers), allow null on the wire wherever the reference may send null, and
// require every parameter the reference requires. A difference kept on purpose is listed with its reason in
// docs/reference-backend.md's "Differences from the reference backend"; anything else fails here.

const contract = loadContract();
const reference = loadReference();
const listed = listedDifferences(readFileSync('docs/reference-backend.md', 'utf8'));
const { shared } = coverage(contract, reference);

describe('the contract against the reference backend', () => {
  it('has every one of the reference backend’s merchant calls, and the public ones a merchant client makes', () => {
    expect(reference.operations).toHaveLength(274);
    expect(shared).toHaveLength(274);
  });

  it.each(shared.map(({ op, ref }) => [op.operationId, op, ref] as const))('%s: every field as the reference has it, at every depth, or listed in docs/reference-backend.md', (_, op, ref) => {
    const unlisted = compare(contract, reference, op, ref).findings.filter((f) => !listed.has(findingKey(f)));
    expect(unlisted.map(findingKey)).toEqual([]);
  });

  it('lists no difference that is not there any more', () => {
    const found = new Set(allFindings(contract, reference).map(findingKey));
    expect([...listed].filter((key) => !found.has(key))).toEqual([]);
  });
});

// The check must see a wrong contract: each case below changes one fact of the reference (as a wrong
// extract would claim it) or of the contract, and expects exactly the differences that change makes.
const copy = <T,>(value: T): T => structuredClone(value);
const field = (r: Reference, cls: string, name: string) => {
  const found = r.classes[cls].fields.find((f) => f.name === name);
  if (!found) throw new Error(`${cls}.${name} is not in the extract`);
  return found;
};

describe('the fidelity check', () => {
  const baseline = new Set(allFindings(contract, reference).map(findingKey));
  const newFindings = (c: Contract, r: Reference) => allFindings(c, r).map(findingKey).filter((k) => !baseline.has(k));

  it('sees a renamed field two levels down an answer', () => {
    const r = copy(reference);
    field(r, 'OrderInfoFrontDataResponse', 'productName').name = 'productTitle';
    expect(newFindings(contract, r)).toEqual(expect.arrayContaining(['getOrderList response list[].infoResponseList[].productTitle lacks']));
  });

  it('sees a field renamed by @JsonProperty', () => {
    const r = copy(reference);
    Object.assign(field(r, 'SystemAdminResponse', 'realName'), { name: 'real_name', javaName: 'realName' });
    const found = newFindings(contract, r);
    expect(found).toContain('getAdminList response list[].real_name lacks');
  });

  it('sees a list the reference may send as null where the wire does not allow null', () => {
    // The model contract is the wire's shape without its nulls: as a wire contract it is wrong.
    const model = parse(readFileSync('openapi/generated/merchant.model.yaml', 'utf8')) as Contract;
    const found = allFindings(model, reference).map(findingKey);
    expect(field(reference, 'OrderAdminDetailResponse', 'orderDetailList')).toMatchObject({ nullable: true, type: 'List<OrderInfoFrontDataResponse>' });
    expect(found).toContain('getOrderList response list[].infoResponseList nullable');
    expect(found).toContain('getProductInfo response attrValue nullable');
    expect(found.filter((k) => k.endsWith(' nullable')).length).toBeGreaterThan(500);
  });

  it('sees a required @RequestParam the contract lacks, and one it leaves optional', () => {
    const r = copy(reference);
    const list = r.operations.find((o) => o.path === '/admin/merchant/attachment/list');
    const pid = list?.params.find((p) => p.name === 'pid');
    if (!list || !pid) throw new Error('attachment/list has no pid in the extract');
    pid.required = true;
    list.params.push({ in: 'query', name: 'scope', type: 'String', wire: { kind: 'string', java: 'String' }, required: true });
    expect(newFindings(contract, r).toSorted()).toEqual(['getAttachmentList query pid required', 'getAttachmentList query scope lacks']);
  });

  it('compares the reference’s class with each shape of a union on its own: a field one shape lacks is not hidden by another', () => {
    const c = copy(contract);
    // The menu is the spec's MenuItem or the reference's ReferenceMenu; both have an id.
    const menu = c.components.schemas.ReferenceMenu;
    delete menu.properties?.id;
    menu.required = menu.required?.filter((name) => name !== 'id');
    expect(newFindings(c, reference)).toEqual(['getMenus response [].id lacks']);
  });

  it('reads every query class of a call, not only the first', () => {
    const r = copy(reference);
    r.classes.PageParamRequest.fields.push({ ...field(r, 'PageParamRequest', 'limit'), name: 'offset' });
    // GroupBuyActivitySearchRequest comes first in that call; PageParamRequest second.
    expect(newFindings(contract, r)).toContain('getGroupBuyActivityList query offset lacks');
  });

  it('sees a nested amount the contract types as a number, a date in another format, and an id as text', () => {
    const r = copy(reference);
    field(r, 'OrderInfoFrontDataResponse', 'payNum').wire = { kind: 'decimal', java: 'BigDecimal' };
    field(r, 'MerchantOrderPageResponse', 'createTime').wire = { kind: 'date', java: 'Date', format: "yyyy-MM-dd'T'HH:mm:ss" };
    field(r, 'MerchantOrderPageResponse', 'totalNum').wire = { kind: 'string', java: 'String' };
    expect(newFindings(contract, r).toSorted()).toEqual([
      // The details' lines are the same class as the list's.
      'getOrderInfo response orderDetailList[].payNum money',
      'getOrderList response list[].createTime date',
      'getOrderList response list[].infoResponseList[].payNum money',
      'getOrderList response list[].totalNum type',
    ]);
  });

  it('sees a field an answer requires that the reference never sends, and a body field the reference requires that the contract leaves optional', () => {
    const c = copy(contract);
    const city = c.components.schemas.CityVo;
    city.required = [...(city.required ?? []), 'postcode'];
    const r = copy(reference);
    Object.assign(field(r, 'CategoryRequest', 'url'), { required: true, rules: 'NotBlank' });
    expect(newFindings(c, r).toSorted()).toEqual(['getCityRegionTree response [].postcode invents', 'getCityTree response [].postcode invents', 'saveCategory body url required']);
  });
});
