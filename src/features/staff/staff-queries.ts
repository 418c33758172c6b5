import { getGetEmployeeListQueryOptions } from '@/api/generated/endpoints/employee/employee';
import { getEmployeeListQueryKeywordsMax as keywordsMax } from '@/api/generated-zod/employee/employee.zod';
import type { GetEmployeeListParams } from '@/api/generated/model';
import type { StaffListSearch } from './staff-search';

export { keywordsMax };

/** What the list asks for: the search without the open drawer, the text cut to what the API takes (a typed address may be longer). */
export function staffListParams({ page, limit, status, keywords }: StaffListSearch): GetEmployeeListParams {
  return { page, limit, status, keywords: keywords?.slice(0, keywordsMax) };
}

/** The list's query, the same for the route's loader and the page. */
export const staffListQuery = (search: StaffListSearch) => getGetEmployeeListQueryOptions(staffListParams(search));
