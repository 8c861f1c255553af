import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { fetchContactChannels, fetchContactMessages, sendContactMessage } from './api';

export const contactQueries = {
  all: () => ['contact'] as const,
  channels: () =>
    queryOptions({
      queryKey: [...contactQueries.all(), 'channels'] as const,
      queryFn: ({ signal }) => fetchContactChannels(signal),
      staleTime: Infinity,
    }),
  messages: (page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...contactQueries.all(), 'messages', page, pageSize] as const,
      queryFn: ({ signal }) => fetchContactMessages(page, pageSize, signal),
      placeholderData: keepPreviousData,
    }),
};

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
