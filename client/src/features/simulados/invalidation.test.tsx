import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { mockApi } from '../../test/mockApi';
import { useImportDocxMutation } from '../papers/editor/api';
import { useCreatePurchaseMutation } from '../purchases/mutations';
import { simuladoQueries } from './queries';

const DETAIL = simuladoQueries.detail('sim-1').queryKey;
const ADMIN_LIST = ['admin', 'simulados'] as const;

function seeded(): QueryClient {
  const queryClient = createQueryClient();
  // What the payment page and the panel had cached: no questions yet.
  queryClient.setQueryData(DETAIL, { id: 'sim-1', questionCount: 3, questions: [] } as never);
  queryClient.setQueryData(ADMIN_LIST, [{ id: 'sim-1', questionCount: 0 }] as never);
  return queryClient;
}

function wrapperOf(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

const stale = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('writes that change what the catalogue answers invalidate it', () => {
  it('a purchase: the detail now carries the questions the mode dialog counts', async () => {
    mockApi({
      'POST /api/purchases': {
        status: 201,
        body: {
          id: 'p1',
          simuladoId: 'sim-1',
          purchasedAt: '2026-11-26T15:00:00.000Z',
          title: 'TRF 2026',
          subject: null,
          description: null,
          questionCount: 3,
          price: 10,
        },
      },
    });
    const queryClient = seeded();
    const { result } = renderHook(() => useCreatePurchaseMutation(), {
      wrapper: wrapperOf(queryClient),
    });
    await act(() => result.current.mutateAsync({ simuladoId: 'sim-1' }));
    expect(stale(queryClient, DETAIL)).toBe(true);
  });

  it("a stored Word import: the panel's question count and the catalogue", async () => {
    mockApi({
      'POST /api/admin/simulados/sim-1/questions/docx': {
        status: 200,
        body: { saved: true, questions: [], baseTexts: [], images: [], errors: [] },
      },
    });
    const queryClient = seeded();
    const { result } = renderHook(() => useImportDocxMutation(), {
      wrapper: wrapperOf(queryClient),
    });
    const file = new File(['x'], 'prova.docx');
    await act(() => result.current.mutateAsync({ simuladoId: 'sim-1', file, dryRun: false }));
    expect(stale(queryClient, ADMIN_LIST)).toBe(true);
    expect(stale(queryClient, DETAIL)).toBe(true);
  });
});
