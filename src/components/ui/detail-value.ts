import type { ReactNode } from 'react';

/** A detail's value as the details show it: '-' for what is missing ('' too); a 0 or false stays what it is. */
export const detailValue = (value: ReactNode): ReactNode => (value === '' || value === undefined || value === null ? '-' : value);
