import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_READING,
  LINE_HEIGHTS,
  contract,
  type ReadingPreferences,
} from '@gabaritei/shared';
import type { CSSProperties } from 'react';
import { call } from '../../../api/call';

const KEY = ['account', 'reading-preferences'] as const;

/**
 * The exam's reading preferences, kept with the account on the server (every device shows
 * them). A change shows at once and is saved behind; a failed save puts back what the
 * server holds.
 */
export function useReading() {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(contract.account.readingPreferences, {}, signal),
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (next: ReadingPreferences) =>
      call(contract.account.setReadingPreferences, { body: next }),
    onMutate: (next) => queryClient.setQueryData(KEY, next),
    onError: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const reading = data ?? DEFAULT_READING;
  return {
    reading,
    change: (patch: Partial<ReadingPreferences>) => save.mutate({ ...reading, ...patch }),
  };
}

/**
 * What the paper's wrapper takes: `zoom` scales the type and the layout reflows within the
 * column (nothing runs off a 360 px screen at 200 %); the line height and contrast are CSS
 * variables of reading.module.css.
 */
export function readingStyle(reading: ReadingPreferences): CSSProperties {
  return {
    zoom: reading.fontScale / 100,
    ['--exam-line-height' as string]: String(LINE_HEIGHTS[reading.lineSpacing]),
  };
}
