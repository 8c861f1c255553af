import type { AdminUser, KeyedQuestion } from '@gabaritei/shared';
import { signedInAs } from '../../test/mockApi';

const panel = {
  status: 200,
  body: {
    users: { ADMIN: 1, TEACHER: 2, STUDENT: 3 },
    simulados: 1,
    purchases: 4,
    attemptsToday: 5,
    contactMessages: 6,
  },
};

export const users: AdminUser[] = [
  {
    id: 'u1',
    name: 'Maria Souza',
    email: 'maria@example.com',
    role: 'ADMIN',
    emailVerified: true,
    createdAt: '2026-11-20T15:00:00.000Z',
  },
  {
    id: 'u2',
    name: 'João Lima',
    email: 'joao@example.com',
    role: 'STUDENT',
    emailVerified: false,
    createdAt: '2026-11-21T02:00:00.000Z',
  },
];

export const simulado = {
  id: 'sim-1',
  title: 'TRF 2026',
  subject: 'Direito',
  description: null,
  price: 29.9,
  durationMinutes: 90,
  isPracticeOnly: false,
  questionCount: 0,
  startDate: null,
  endDate: null,
  answerKeyRelease: 'IMMEDIATE' as const,
  hasHistory: false,
  format: 'ABCD' as const,
  scoring: 'STANDARD' as const,
};

export const userPage = { status: 200, body: { users, total: 2, page: 1, pageSize: 20 } };

export const question = (n: number): KeyedQuestion => ({
  id: `q${n}`,
  text: `Enunciado ${n}`,
  optionA: `A${n}`,
  optionB: `B${n}`,
  optionC: `C${n}`,
  optionD: `D${n}`,
  optionE: null,
  weight: 1,
  subject: null,
  correctOption: 'C',
  explanation: null,
});

export const base = { ...signedInAs('ADMIN'), 'GET /api/admin/panel': panel };
