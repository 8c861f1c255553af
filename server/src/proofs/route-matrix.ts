import crypto from 'node:crypto';
import type { Principal, World } from './world.test-support';

/** Which id a call carries: the owner principals' own, someone else's, or one that exists nowhere. */
export type IdKind = 'own' | 'other' | 'unknown';
export const ID_KINDS: IdKind[] = ['own', 'other', 'unknown'];

/** The expected status: one for every id, or one per id kind [own, other, unknown]. */
export type Expect = number | [number, number, number];

export type MatrixRequest = {
  url: string;
  payload?: unknown;
  /** Sign the principal in again for this call (logout must not end the suite's session). */
  freshSession?: boolean;
};

export type MatrixEntry = {
  /** The request for an id kind; routes without ids ignore it and are called once. */
  request: (w: World, id: IdKind) => MatrixRequest | Promise<MatrixRequest>;
  /** False when the route takes no id: one call per principal. */
  ids: boolean;
  expect: Record<Principal, Expect>;
};

/** The six principals in PRINCIPALS order: anonymous, student owner/other, teacher owner/other, admin. */
export function expectFor(
  anonymous: Expect,
  studentOwner: Expect,
  studentOther: Expect,
  teacherOwner: Expect,
  teacherOther: Expect,
  admin: Expect,
): Record<Principal, Expect> {
  return { anonymous, studentOwner, studentOther, teacherOwner, teacherOther, admin };
}

/** A route without ids. */
export function fixed(
  request: (w: World) => MatrixRequest | Promise<MatrixRequest>,
  expect: Record<Principal, Expect>,
): MatrixEntry {
  return { request: (w) => request(w), ids: false, expect };
}

/** A route whose ids vary: `pick` chooses own/other/unknown from the world. */
export function byId(
  request: (w: World, id: IdKind) => MatrixRequest | Promise<MatrixRequest>,
  expect: Record<Principal, Expect>,
): MatrixEntry {
  return { request, ids: true, expect };
}

/** The world's ids of one kind of resource, by id kind. */
export const pick = {
  simulado: (w: World, id: IdKind) =>
    ({ own: w.simuladoId, other: w.otherSimuladoId, unknown: w.unknownId })[id],
  student: (w: World, id: IdKind) =>
    ({ own: w.accounts.studentOwner.id, other: w.accounts.studentOther.id, unknown: w.unknownId })[
      id
    ],
  session: (w: World, id: IdKind) =>
    ({ own: w.sessionOwnerId, other: w.sessionOtherId, unknown: w.unknownId })[id],
  class: (w: World, id: IdKind) =>
    ({ own: w.classOwnerId, other: w.classOtherId, unknown: w.unknownId })[id],
};

export const freshEmail = (prefix: string) =>
  `${prefix}.${crypto.randomBytes(4).toString('hex')}@example.com`;
