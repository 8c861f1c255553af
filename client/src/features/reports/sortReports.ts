import type { ReportItem } from '@gabaritei/shared';

/** PRODUCT §2: newest completion first; items without a date go last. */
export function sortReports(items: readonly ReportItem[]): ReportItem[] {
  const time = (item: ReportItem) =>
    item.completedAt ? new Date(item.completedAt).getTime() : -Infinity;
  return [...items].sort((x, y) => time(y) - time(x));
}
