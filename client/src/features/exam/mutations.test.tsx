import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { attemptResultFixture, examSessionFixture } from '../../test/fixtures';
import { deferredReply, json, mockApi } from '../../test/mockApi';
import { useSubmitRetrying, useSubmitSessionMutation } from './mutations';

const SUBMIT = 'POST /api/exam-sessions/s1/submit';
const submitted = {
  session: examSessionFixture({ id: 's1', status: 'SUBMITTED' }),
  result: attemptResultFixture({ q1: 'A' }),
};

function renderSubmit() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => ({ submit: useSubmitSessionMutation(), resending: useSubmitRetrying() }),
    {
      wrapper,
    },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the submit mutation under faults', () => {
  it("resends after no answer and a 503 until the result comes, 'Enviando…' meanwhile", async () => {
    // The jitter's draw pinned at 0: each resend goes at once.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const last = deferredReply();
    let calls = 0;
    mockApi({
      [SUBMIT]: () => {
        calls += 1;
        if (calls === 1) return Promise.reject(new TypeError('Failed to fetch'));
        if (calls === 2)
          return Promise.resolve(
            json(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Indisponível.' }),
          );
        return last.reply();
      },
    });
    const { result } = renderSubmit();
    let answer: Promise<unknown> = Promise.resolve();
    act(() => {
      answer = result.current.submit.mutateAsync('s1');
    });
    await waitFor(() => expect(calls).toBe(3));
    await waitFor(() => expect(result.current.resending).toBe(true));
    last.release(json(200, submitted));
    await expect(answer).resolves.toMatchObject({ session: { id: 's1', status: 'SUBMITTED' } });
    await waitFor(() => expect(result.current.resending).toBe(false));
  });

  it("takes a 4xx as the server's final word: sent once, no resend", async () => {
    const { calls } = mockApi({
      [SUBMIT]: { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Não.' } },
    });
    const { result } = renderSubmit();
    await act(async () => {
      await expect(result.current.submit.mutateAsync('s1')).rejects.toMatchObject({
        status: 404,
      });
    });
    expect(calls.filter((c) => c.path.endsWith('/submit'))).toHaveLength(1);
    expect(result.current.resending).toBe(false);
  });
});
