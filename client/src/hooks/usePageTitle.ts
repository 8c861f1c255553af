import { useDocumentTitle } from '@mantine/hooks';
import { PRODUCT_NAME } from '@gabaritei/shared';

/** Names the browser tab after the screen, which screen readers also announce on navigation. */
export function usePageTitle(title: string): void {
  useDocumentTitle(`${title} | ${PRODUCT_NAME}`);
}
