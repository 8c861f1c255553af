import type { LightMyRequestResponse } from 'fastify';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { ApiClient } from '../auth/auth.test-support';
import { pdfText } from '../reports/reports.test-support';
import { SECRET_MARK } from '../simulados/catalogue.test-support';

/**
 * What may not leave before the release: the key fields of the JSON bodies and socket
 * messages, the explanations' text (every test explanation carries SECRET_MARK), and the
 * key and comment lines the PDF report prints.
 */
export const KEY_TRACES = [
  SECRET_MARK,
  '"correctOption"',
  '"isCorrect"',
  '"explanation"',
  'Questão a questão',
  'Resposta correta',
  'Comentário:',
  // A figure per discipline (GET /api/result/disciplines) is correctness data.
  '"discipline"',
  // Per-question figures of a class or the field: with a few members they are the key.
  '"facility"',
  '"discrimination"',
  // A score-change note's details: which question moved a score, and by how much.
  '"questionNumber"',
  '"beforeScore"',
  '"afterScore"',
  // ...and the same in the words of its e-mail (scoreChangeLine).
  'com gabarito alterado',
  'seu aproveitamento passou de',
  // A changed key under her letters ('B na prova-mãe, D na sua').
  'Novo gabarito',
];

/** One thing a non-admin obtained: an HTTP body, a socket message or a PDF's text. */
export type Seen = { source: string; text: string };

/**
 * Everything non-admins obtain during the scan. `seen` fills as the test goes; the test
 * asserts on it at the release instant (no trace before) and after.
 */
export function createRecorder() {
  const seen: Seen[] = [];
  const events: { who: string; event: string; payload: unknown }[] = [];
  return {
    seen,
    events,
    http(source: string, res: LightMyRequestResponse): LightMyRequestResponse {
      const isPdf = String(res.headers['content-type'] ?? '').startsWith('application/pdf');
      // A PDF body is checked through its text (below): its bytes are compressed.
      if (!isPdf) seen.push({ source, text: res.body });
      return res;
    },
    /** Records every event the socket receives from now on (Socket.IO's onAny). */
    socket(who: string, socket: Socket): void {
      socket.onAny((event: string, payload: unknown) => {
        events.push({ who, event, payload });
        seen.push({ source: `${who} socket ${event}`, text: JSON.stringify(payload) });
      });
    },
    /** The text of a PDF response (pdftotext), recorded; null for any other response. */
    async pdf(source: string, res: LightMyRequestResponse): Promise<string | null> {
      if (!String(res.headers['content-type'] ?? '').startsWith('application/pdf')) return null;
      const text = await pdfText(res.rawPayload);
      seen.push({ source: `${source} (PDF)`, text });
      return text;
    },
    received(who: string, event: string): unknown[] {
      return events.filter((e) => e.who === who && e.event === event).map((e) => e.payload);
    },
  };
}
export type Recorder = ReturnType<typeof createRecorder>;

/**
 * Fails naming the first source that carried a trace of the key; `extra`: the traces of
 * one world (its key as a string of letters, the text of a key decision).
 */
export function expectNoKeyIn(seen: readonly Seen[], extra: readonly string[] = []): void {
  for (const { source, text } of seen)
    for (const trace of [...KEY_TRACES, ...extra])
      expect(text, `${source} carried ${trace}`).not.toContain(trace);
}

/** The traces some source carried: after the release the key must be found again. */
export function keyTracesIn(seen: readonly Seen[], traces: readonly string[]): string[] {
  return traces.filter((trace) => seen.some(({ text }) => text.includes(trace)));
}

/** Every PDF report a caller may ask for: the official one and the practice one. */
export function reportDownloads(api: ApiClient, studentId: string, simuladoId: string) {
  const base = `/api/reports/student/${studentId}/simulado/${simuladoId}`;
  return (cookie: string) => [
    api.get(base, { cookie }),
    api.get(`${base}?attemptType=OFFICIAL`, { cookie }),
    api.get(`${base}?attemptType=PRACTICE`, { cookie }),
  ];
}
