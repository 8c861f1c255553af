import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionServer, studentWithAccess } from '../../test/examApi';
import { deferredReply, json, mockApi } from '../../test/mockApi';
import { openExam, resetExamPage } from './ExamTaking.test-support';

vi.mock('../../realtime/socket', async () =>
  (await import('../../test/fakeSocket')).fakeSocketModule(),
);

afterEach(resetExamPage);

describe('a submit that gets no answer', () => {
  it("says 'Enviando…' while it is resent, then lands on the results", async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const server = sessionServer();
    const resent = deferredReply();
    let calls = 0;
    mockApi({
      ...studentWithAccess('EXAM'),
      ...server.routes,
      // An instance that died at time-up: the first submit gets a 502 from nginx, the
      // resend is answered once the test lets it.
      'POST /api/exam-sessions/ses-1/submit': async () => {
        calls += 1;
        if (calls === 1) return json(502, {});
        await resent.reply();
        const answer = server.submit();
        return json(answer.status, answer.body);
      },
    });
    const { user, path } = await openExam();
    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    await user.click(await screen.findByRole('button', { name: 'Enviar mesmo assim' }));

    expect(await screen.findByText('Enviando…')).toBeTruthy();
    expect(screen.queryByText(/Erro ao enviar resposta/)).toBeNull();
    resent.release(new Response('{}'));
    await waitFor(() => expect(path()).toBe('/results'), { timeout: 3_000 });
    expect(calls).toBe(2);
  });
});
