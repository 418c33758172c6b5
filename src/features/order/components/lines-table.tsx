/** The cell padding of the order lines' tables (PlainTable) in the dialogs and the drawer. */
export const cellClass = 'px-3 py-2 align-middle';
