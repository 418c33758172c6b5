import { decimal } from './decimal';

/**
 * The edge's adapters, by the name the wire contract gives them (`x-adapter`): each reads one shape a
 * backend may send into the console's model. scripts/generate-edge.ts lists where each applies.
 */
export const ADAPTERS = { decimal } satisfies Record<string, (value: unknown) => unknown>;

export type AdapterName = keyof typeof ADAPTERS;
