import type { z } from 'zod';
import { operations, schemaModules, type OperationId } from './operations.gen';

/**
 * The request schemas of the demo backend's operations, loaded by module of the contract the first time a
 * call of that module comes (src/api/operation-schemas/, written by scripts/generate-operations.ts): building
 * all ~360 at its start was about a tenth of each page load's CPU.
 */

/** An operation's schemas: of its path, query and body, those it has. */
export type Schemas = Partial<Record<'params' | 'query' | 'body', z.ZodType>>;

/**
 * The table seen as one shape (`OperationSchemas` has each schema's own type): per operation, the checker
 * would compare the union of every entry's type.
 */
const table = operations as unknown as Record<OperationId, { schemas?: string; params?: string; query?: string; body?: string }>;
const loaded = new Map<OperationId, Promise<Schemas>>();

/** An operation's schemas, loaded with the rest of its module's the first time one is asked for. */
export function operationSchemas(operation: OperationId): Promise<Schemas> {
  let schemas = loaded.get(operation);
  if (!schemas) {
    const entry = table[operation];
    const from = entry.schemas;
    schemas = from
      ? schemaModules[from]().then(
          (module) => {
            const pick = (name: string | undefined) => (name === undefined ? undefined : module[name]);
            return { params: pick(entry.params), query: pick(entry.query), body: pick(entry.body) };
          },
          (error: unknown) => {
            // A load that failed (a chunk the server no longer has) is tried again by the next call.
            loaded.delete(operation);
            throw error;
          },
        )
      : Promise.resolve({});
    loaded.set(operation, schemas);
  }
  return schemas;
}
