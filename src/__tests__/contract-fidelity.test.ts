import { readFileSync } from 'node:fs';
import { compare, coverage, findingKey, listedDifferences, loadContract, loadReference } from '../../scripts/lib/fidelity.ts';

// The contract against the reference backend's classes (openapi/reference/merchant-backend.json): a call
// the two share must declare every field the reference sends or takes, require nothing the reference does
// not send, and read the reference's BigDecimal as decimal text. A difference kept on purpose is listed
// with its reason in README's "Differences from the reference backend"; anything else fails here.

const contract = loadContract();
const reference = loadReference();
const listed = listedDifferences(readFileSync('README.md', 'utf8'));
const { shared } = coverage(contract, reference);

describe('the contract against the reference backend', () => {
  it('covers at least 250 of the reference merchant calls', () => {
    expect(shared.length).toBeGreaterThanOrEqual(250);
  });

  it.each(shared.map(({ op, ref }) => [op.operationId, op, ref] as const))('%s: every field as the reference has it, or listed in README', (_, op, ref) => {
    const unlisted = compare(contract, reference, op, ref).findings.filter((f) => !listed.has(findingKey(f)));
    expect(unlisted.map(findingKey)).toEqual([]);
  });

  it('lists no difference that is not there any more', () => {
    const found = new Set(shared.flatMap(({ op, ref }) => compare(contract, reference, op, ref).findings.map(findingKey)));
    expect([...listed].filter((key) => !found.has(key))).toEqual([]);
  });
});
