import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PAPER_PASS_PATTERN, SIMULADO_FORMATS } from '@gabaritei/shared';
import type { SessionUser } from '@gabaritei/shared';
import { findOrCreateSigningKey } from '../auth/signing-keys.repository';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { BookletRule } from './booklet';
import type { PaperCache, PaperRef } from './paper-cache';

/**
 * How long after her start a candidate's paper pass opens her booklet without a query.
 * An exam day's starts and paper fetches come in one burst; a pass that outlived it would
 * only widen what a handed-in session can still fetch (her own booklet, without key).
 */
export const PAPER_PASS_WINDOW_MS = 2 * 60_000;

/** What a pass vouches for: whose session, which paper and booklet, and until when. */
export type PaperPass = {
  sessionId: string;
  userId: string;
  paper: PaperRef;
  rule: BookletRule;
  /** Epoch ms: the earlier of her deadline and the end of the window after her start. */
  until: number;
};

const id = z.string().regex(/^[0-9a-f-]{36}$/);
const claimsSchema = z.tuple([
  id,
  id,
  id,
  z.string().regex(/^\d{1,19}$/),
  z.string().nullable(),
  z.boolean(),
  z.boolean(),
  z.enum(SIMULADO_FORMATS),
  z.number().int(),
]);

/** Until when a session's pass is good: the same for every answer about that session. */
export function passUntil(session: { started_at: Date; expires_at: Date }): number {
  return Math.min(
    session.expires_at.getTime(),
    session.started_at.getTime() + PAPER_PASS_WINDOW_MS,
  );
}

/** The pass of a session on a paper: whose, which booklet, until when. */
export function passOf(
  session: { id: string; user_id: string; started_at: Date; expires_at: Date },
  paper: PaperRef,
  rule: BookletRule,
): PaperPass {
  const { shuffle_questions, shuffle_options, format } = rule;
  const until = passUntil(session);
  return {
    sessionId: session.id,
    userId: session.user_id,
    paper,
    rule: { shuffle_questions, shuffle_options, format },
    until,
  };
}

/**
 * Signs and checks paper passes with a key every instance shares (signing_keys, read once
 * per process). A pass is the start answer's word, signed, that this session is hers and
 * runs on this paper, so the paper route can answer the burst that follows the starts
 * from memory instead of asking the database once per candidate. It is deterministic —
 * the same session gives the same pass on every start and reload — so the paper's URL,
 * and with it her browser's copy, stays the same. Anything that does not check (another
 * key, an edit, past its time) is as if absent: the route asks the database.
 */
export function createPaperPasses(loadKey: () => Promise<Buffer>) {
  let key: Promise<Buffer> | null = null;
  const secret = () => {
    // A failed read is not kept: the next pass asks again.
    key ??= loadKey().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  const mac = (secretKey: Buffer, body: string) =>
    createHmac('sha256', secretKey).update(body).digest('base64url');

  return {
    /** Her pass; undefined while the key cannot be read (her fetches then ask the database). */
    async issue(pass: PaperPass): Promise<string | undefined> {
      const { sessionId, userId, paper, rule, until } = pass;
      const claims = [sessionId, userId, paper.id, paper.paperVersion, paper.subject];
      const tail = [rule.shuffle_questions, rule.shuffle_options, rule.format, until];
      const body = Buffer.from(JSON.stringify([...claims, ...tail])).toString('base64url');
      const secretKey = await secret().catch(() => null);
      return secretKey ? `${body}.${mac(secretKey, body)}` : undefined;
    },

    /** The pass's claims if it is genuine and still good at `now`, else null. */
    async read(token: string, now: Date): Promise<PaperPass | null> {
      if (!PAPER_PASS_PATTERN.test(token)) return null;
      const [body = '', signature = ''] = token.split('.');
      const secretKey = await secret().catch(() => null);
      if (!secretKey) return null;
      const expected = Buffer.from(mac(secretKey, body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      const claims = claimsSchema.safeParse(parsed);
      if (!claims.success) return null;
      const [sessionId, userId, id, paperVersion, subject, sq, so, format, until] = claims.data;
      // Never good beyond the window from now, whatever a key's holder wrote in it.
      if (now.getTime() >= until || until > now.getTime() + PAPER_PASS_WINDOW_MS) return null;
      return {
        ...{ sessionId, userId, paper: { id, paperVersion, subject }, until },
        rule: { shuffle_questions: sq, shuffle_options: so, format },
      };
    },
  };
}

export type PaperPasses = ReturnType<typeof createPaperPasses>;

/**
 * What a pass may open: her booklet (the paper route) and the images of that paper (the
 * assets route). Each answer holds only while the pass checks for this viewer and names
 * the newest version this process has read of the paper (a correction since her start is
 * the database's to tell); a null sends the caller to the database.
 */
export function createPassCheck(deps: {
  passes: PaperPasses;
  clock: Clock;
  papers: Pick<PaperCache, 'isNewest'>;
}) {
  const { passes, clock, papers } = deps;
  async function read(viewer: SessionUser, token: string | undefined) {
    if (!token) return null;
    const pass = await passes.read(token, clock.now());
    return pass?.userId === viewer.id && papers.isNewest(pass.paper) ? pass : null;
  }
  return {
    /** The pass, if it vouches for her session `sessionId` on paper version `version`. */
    async forSession(viewer: SessionUser, sessionId: string, version?: string, token?: string) {
      const pass = await read(viewer, token);
      return pass?.sessionId === sessionId && pass.paper.paperVersion === version ? pass : null;
    },
    /** The paper version she reads of `simuladoId`, if her pass vouches for one. */
    async versionOf(viewer: SessionUser, simuladoId: string, token?: string) {
      const pass = await read(viewer, token);
      return pass?.paper.id === simuladoId ? pass.paper.paperVersion : null;
    },
  };
}

export type PassCheck = ReturnType<typeof createPassCheck>;

/** One process's passes, signed with the key all its instances share (signing_keys). */
export function createProcessPasses(db: Db, clock: Clock, papers: Pick<PaperCache, 'isNewest'>) {
  const passes = createPaperPasses(() => findOrCreateSigningKey(db, 'paper-pass'));
  return { passes, check: createPassCheck({ passes, clock, papers }) };
}
