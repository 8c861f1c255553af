import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExamPaper, ExamSession } from '@gabaritei/shared';
import { sessionServer, studentWithAccess } from '../../test/examApi';
import { examQuestions } from '../../test/fixtures';
import { mockApi } from '../../test/mockApi';
import { openExam, resetExamPage, TITLE } from './ExamTaking.test-support';
import { renderRoute } from '../../test/render';

vi.mock('../../realtime/socket', () => ({
  getSocket: () => ({ on: () => undefined, off: () => undefined }),
  disconnectSocket: () => undefined,
}));

/** Her booklet as the paper route sends it: its own texts, so the screen shows where it came from. */
const booklet: ExamPaper = {
  paperVersion: '7',
  questions: examQuestions.map((q, i) => ({
    ...q,
    text: `Questão do caderno ${i + 1}`,
    baseTextId: i < 2 ? 'bt-1' : null,
  })),
  baseTexts: [
    {
      id: 'bt-1',
      title: 'Texto I',
      contentHtml: '<p>Leia o texto a seguir.</p>',
      lineNumbers: false,
      firstQuestion: 1,
      lastQuestion: 2,
    },
  ],
};

/** A paper pass as the server signs it (its contents are the server's business). */
const PASS = `${'c'.repeat(40)}.${'s'.repeat(43)}`;

/** The fake server of these tests: a session on paper version 7, its booklet apart. */
function apartServer(inline = false, paperPass?: string) {
  const server = sessionServer();
  const withVersion = (): ExamSession => ({
    ...server.session(),
    paperVersion: booklet.paperVersion,
    ...(paperPass ? { paperPass } : {}),
    ...(inline ? { questions: booklet.questions, baseTexts: booklet.baseTexts } : {}),
  });
  return {
    ...server.routes,
    'POST /api/exam-sessions/start': () => ({ status: 200, body: withVersion() }),
    'GET /api/exam-sessions/active': () => ({ status: 200, body: withVersion() }),
    'GET /api/exam-sessions/ses-1/paper': { status: 200, body: booklet },
  };
}

afterEach(resetExamPage);

describe('the exam paper, read apart from the session', () => {
  it('a start asks for the paper apart and shows the booklet the paper route sends', async () => {
    const { calls } = mockApi({ ...studentWithAccess('EXAM'), ...apartServer(false, PASS) });
    await openExam();
    expect(calls.find((c) => c.path === '/api/exam-sessions/start')?.body).toMatchObject({
      paper: 'apart',
    });
    // Her pass goes along, so the server can answer without asking its database.
    const url = `/api/exam-sessions/ses-1/paper?v=7&t=${PASS}`;
    expect(calls.filter((c) => c.path === url)).toHaveLength(1);
    expect(await screen.findByText('Questão do caderno 1')).toBeTruthy();
    expect(screen.getByText('Leia o texto a seguir.')).toBeTruthy();
    expect(screen.queryByText('Enunciado da questão 1')).toBeNull();
  });

  it('a resume asks active for the session without its paper, then reads the booklet', async () => {
    const { calls } = mockApi({ ...studentWithAccess('EXAM', true), ...apartServer() });
    const rendered = renderRoute('/simulated');
    await rendered.user.click(await screen.findByRole('button', { name: TITLE }));
    expect(await screen.findByText('Questão do caderno 1')).toBeTruthy();
    const active = calls.find((c) => c.path.startsWith('/api/exam-sessions/active'));
    expect(active?.path).toContain('paper=apart');
    expect(calls.some((c) => c.path === '/api/exam-sessions/ses-1/paper?v=7')).toBe(true);
  });

  it('takes the paper inline from a server that still sends it so, without asking again', async () => {
    const { calls } = mockApi({ ...studentWithAccess('EXAM'), ...apartServer(true) });
    await openExam();
    expect(await screen.findByText('Questão do caderno 1')).toBeTruthy();
    expect(calls.some((c) => c.path.includes('/paper?v='))).toBe(false);
  });

  it('closes the exam with the start error when the booklet cannot be read', async () => {
    mockApi({
      ...studentWithAccess('EXAM'),
      ...apartServer(),
      'GET /api/exam-sessions/ses-1/paper': { status: 503, body: { message: 'Indisponível' } },
    });
    const rendered = renderRoute('/simulated');
    await rendered.user.click(await screen.findByRole('button', { name: TITLE }));
    await rendered.user.click(await screen.findByRole('button', { name: 'Começar' }));
    expect(await screen.findByText(/Indisponível/)).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
