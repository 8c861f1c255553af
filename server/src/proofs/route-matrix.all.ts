import type { MatrixEntry } from './route-matrix';
import { ROUTE_MATRIX } from './route-matrix.table';
import { ME_ROUTE_MATRIX } from './route-matrix.me.table';
import { APPEALS_ROUTE_MATRIX } from './route-matrix.appeals.table';
import { PAPERS_ROUTE_MATRIX } from './route-matrix.papers.table';
import { PAPERS_IMPORT_ROUTE_MATRIX } from './route-matrix.papers-import.table';
import { STAFF_ROUTE_MATRIX } from './route-matrix.teacher-admin.table';

/**
 * Every route's matrix entry, from all the area tables. The matrix proof and the hostile
 * fuzz both read this one object, so a table added for a new area is fuzzed too: the fuzz
 * once took its tables one by one and left the papers routes out.
 */
export const FULL_ROUTE_MATRIX: Record<string, MatrixEntry> = {
  ...ROUTE_MATRIX,
  ...STAFF_ROUTE_MATRIX,
  ...ME_ROUTE_MATRIX,
  ...APPEALS_ROUTE_MATRIX,
  ...PAPERS_ROUTE_MATRIX,
  ...PAPERS_IMPORT_ROUTE_MATRIX,
};
