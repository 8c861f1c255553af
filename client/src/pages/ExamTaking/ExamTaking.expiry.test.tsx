import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAM_EXPIRED_EVENT } from '@gabaritei/shared';
import { sessionServer, studentWithAccess } from '../../test/examApi';
import { attemptResultFixture } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { fakeSocket } from '../../test/fakeSocket';
import { openExam, option, resetExamPage, TIME_UP } from './ExamTaking.test-support';

vi.mock('../../realtime/socket', async () =>
  (await import('../../test/fakeSocket')).fakeSocketModule(),
);

afterEach(resetExamPage);

describe('taking an exam: when time is up', () => {
  it('on a SESSION_EXPIRED save, says time is up and shows the results', async () => {
    const server = sessionServer();
    mockApi({
      ...studentWithAccess('EXAM'),
      ...server.routes,
      'POST /api/exam-sessions/ses-1/save-answer': {
        status: 400,
        body: { code: 'SESSION_EXPIRED', message: TIME_UP },
      },
    });
    const { user, path, router } = await openExam();

    await user.click(option('A) Alternativa A1'));
    expect(await screen.findByText(TIME_UP)).toBeTruthy();
    await waitFor(() => expect(path()).toBe('/results'), { timeout: 3_000 });
    expect(router.state.location.state).toMatchObject({ notice: TIME_UP });
    expect(server.submit).toHaveBeenCalled(); // through GET review
  });

  it('on the exam:expired event for this session, shows its result', async () => {
    const server = sessionServer();
    const { calls } = mockApi({ ...studentWithAccess('EXAM'), ...server.routes });
    const { path, router } = await openExam();

    const result = attemptResultFixture({ q1: 'A', q2: 'B', q3: 'C' });
    act(() => fakeSocket.emit(EXAM_EXPIRED_EVENT, { sessionId: 'other', simuladoId: 'x', result }));
    expect(screen.queryByText(TIME_UP)).toBeNull();
    act(() =>
      fakeSocket.emit(EXAM_EXPIRED_EVENT, { sessionId: 'ses-1', simuladoId: 'sim-free', result }),
    );

    expect(await screen.findByText(TIME_UP)).toBeTruthy();
    await waitFor(() => expect(path()).toBe('/results'), { timeout: 3_000 });
    expect(router.state.location.state).toMatchObject({ result: { score: 75 } });
    expect(calls.some((c) => c.path.endsWith('/review'))).toBe(false);
  });

  it('submits by itself when the countdown reaches 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = sessionServer({ expiresInMs: 3_000 });
    mockApi({ ...studentWithAccess('EXAM'), ...server.routes });
    const { path } = await openExam({ fakeTimers: true });

    await act(() => vi.advanceTimersByTimeAsync(4_000));
    await waitFor(() => expect(server.submit).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(path()).toBe('/results'));
    expect(server.submit).toHaveBeenCalledTimes(1);
  });
});
