// A shipping template row names its regions twice, as the reference backend takes them: `cityId`, the
// last-level (district) ids joined by commas, and `title`, the JSON text of every chosen region's path
// from its province ([province, city, district]). The backend keeps one row per district, finding its
// path in the title by the path's third id, and answers a row's title as the paths of its districts
// again. The whole country is cityId "0" with the one path [0, 0].

export type RegionPath = readonly number[];

export const WHOLE_COUNTRY_CITY_ID = '0';
export const WHOLE_COUNTRY_PATH: RegionPath = [0, 0];
export const WHOLE_COUNTRY_TITLE = JSON.stringify([WHOLE_COUNTRY_PATH]);

/** The last level of the region tree: a path reaches a district at this index. */
export const DISTRICT_INDEX = 2;

const isPath = (p: unknown): p is number[] => Array.isArray(p) && p.length > 0 && p.every((id) => Number.isInteger(id));

/** The paths a title holds, or null when it holds none (not JSON, or not a list of id lists). */
export function parseRegionPaths(title: string): RegionPath[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(title);
  } catch {
    return null;
  }
  return Array.isArray(parsed) && parsed.every(isPath) ? parsed : null;
}

/** [0, 0]: the whole country, not a region of the tree. */
export const isWholeCountryPath = (path: RegionPath) => path.every((id) => id === 0);

export const titleOfPaths = (paths: readonly RegionPath[]) => JSON.stringify(paths);
