import { leaves, missingLimit, textBranches, validValue, writeOperations, type JsonSchema } from '@/test/write-operations';

// Every value a write operation takes is bounded in the contract (issue 22): a string by a length, a
// format or a closed set; a number by a range; a list by a count. The demo backend enforces them through
// the generated schemas, the forms show them, and the real backend's own limits are the same or wider.
describe('the limits of every write operation', () => {
  it('finds the write operations (uploads, saves, deletes, switches)', () => {
    expect(writeOperations.length).toBeGreaterThan(130);
    expect(writeOperations.filter((op) => op.body).length).toBeGreaterThan(100);
  });

  it('bounds every string, number and list they take', () => {
    const unbounded: string[] = [];
    for (const op of writeOperations) {
      for (const p of op.params) {
        const missing = missingLimit(p.schema);
        if (missing) unbounded.push(`${op.operationId} ${p.in} ${p.name}: no ${missing}`);
      }
      if (op.body) for (const leaf of leaves(op.body)) {
        const missing = missingLimit(leaf.schema);
        if (missing) unbounded.push(`${op.operationId} body ${leaf.path}: no ${missing}`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('knows an unbounded value when it sees one', () => {
    expect(missingLimit({ type: 'string' })).toBe('maxLength');
    expect(missingLimit({ type: 'integer', minimum: 0 })).toBe('maximum');
    expect(missingLimit({ type: 'array', items: { type: 'integer' } })).toBe('maxItems');
    expect(missingLimit({ type: 'string', format: 'date' })).toBeUndefined();
    expect(missingLimit({ type: 'integer', enum: [0, 1] })).toBeUndefined();
  });

  it('refuses in every text they take the characters XML cannot hold, and takes the rest', () => {
    const open: string[] = [];
    const check = (where: string, schema: JsonSchema) => {
      for (const branch of textBranches(schema)) {
        const pattern = branch.pattern === undefined ? undefined : new RegExp(branch.pattern, 'u');
        const good = String(validValue(branch));
        const takes = (text: string) => pattern === undefined || pattern.test(text);
        if (['\u0001', '\u000b', '\u001f', '\ud800', '\uffff'].some((bad) => takes(`${good}${bad}`))) open.push(`${where}: ${branch.pattern ?? 'no pattern'}`);
        // Free text (no pattern of its own: the contract's XML text) takes tabs, line breaks and any character of Unicode.
        else if (branch.pattern?.includes('\\uFFFE') && !takes(`${good}\t\n\r😀中`)) open.push(`${where}: refuses tab, line breaks or an emoji`);
      }
    };
    for (const op of writeOperations) {
      for (const p of op.params) if (p.in === 'path' || p.in === 'query') check(`${op.operationId} ${p.in} ${p.name}`, p.schema);
      if (op.body) for (const leaf of leaves(op.body)) check(`${op.operationId} body ${leaf.path}`, leaf.schema);
    }
    expect(open).toEqual([]);
  });
});
