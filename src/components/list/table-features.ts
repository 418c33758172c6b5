import { columnVisibilityFeature, createColumnHelper, rowSelectionFeature, tableFeatures, type ReactTable, type RowData } from '@tanstack/react-table';

export const dataTableFeatures = tableFeatures({ columnVisibilityFeature, rowSelectionFeature });
export type DataTableFeatures = typeof dataTableFeatures;

/** The column helper of a list's rows: `const col = columnsFor<UserResponse>()`. */
export const columnsFor = <T extends RowData>() => createColumnHelper<DataTableFeatures, T>();
export type DataTableColumns<T extends RowData> = ReturnType<ReturnType<typeof columnsFor<T>>['columns']>;

/** The table a DataTable draws, as its parts (head, body, column settings) read it. */
export type DataTableInstance<T extends RowData> = ReactTable<DataTableFeatures, T>;
