import { examPaperSchema, type SessionUser } from '@gabaritei/shared';
import type { Db } from '../db/database';
import { matchesEtag } from '../http/conditional';
import { isShuffled } from './booklet';
import { examErrors } from './exam.policy';
import { bookletOf } from './paper';
import { createPaperBytes, pickEncoding, type PaperEncoding } from './paper-bytes';
import type { BookletRule } from './booklet';
import type { PaperCache, PaperRef } from './paper-cache';
import type { PassCheck } from './paper-pass';
import { findSessionPaper } from './session-paper.repository';
import type { AttemptState } from './start';

/**
 * How long her browser keeps the booklet of a URL that names its version: longer than any
 * sitting (a reload needs no request at all), shorter than a shared computer remembers.
 */
export const PAPER_MAX_AGE = 86_400;

/** Booklets kept: shared ones (one per paper version) and shuffled ones (one per session). */
const SHARED_BYTES = 16 * 1024 * 1024;
const OWN_BYTES = 16 * 1024 * 1024;

export type PaperRequest = {
  version?: string;
  /** Her paper pass (paper-pass.ts), as the start or active answer gave it. */
  pass?: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
};

/** What her booklet is built from: her session's id, the paper version and its rule. */
type Booklet = { sessionId: string; ref: PaperRef; rule: BookletRule };

/** What the paper route answers: the bytes in a coding, or only "not modified". */
export type PaperReply = { etag: string; cacheControl: string } & (
  { status: 304 } | { status: 200; encoding: PaperEncoding; body: Buffer }
);

/**
 * GET /api/exam-sessions/{id}/paper: her booklet, apart from the session, under the
 * active route's rule — her own session only (anyone else's is the same 404 as an unknown
 * one), while it runs (time up past the grace, it is finalised first and is a 404). The
 * paper has no key field: the contract's examPaperSchema builds each entry, as the start's
 * serialiser did, so nothing else leaves. Built once per simulado, paper version and
 * booklet (a shuffled simulado's booklet is hers alone), then served as bytes.
 *
 * In the minutes after her start, her paper pass stands in for the query: signed by the
 * start answer for her session, her user and this paper version, it lets an instance that
 * already holds the booklet (or the paper to deal it from) answer from memory. Anything
 * short of that asks the database, as a request without a pass does.
 */
export function createSessionPaper(deps: {
  db: Db;
  papers: PaperCache;
  check: PassCheck;
  settle(state: AttemptState): Promise<AttemptState>;
}) {
  const { db, papers, check, settle } = deps;
  const shared = createPaperBytes(SHARED_BYTES, 'shared');
  const own = createPaperBytes(OWN_BYTES, 'own');
  const place = ({ sessionId, ref, rule }: Booklet) => {
    const shuffled = isShuffled(rule);
    const key = [ref.id, ref.paperVersion, ref.subject ?? '', shuffled ? sessionId : ''];
    return { bytes: shuffled ? own : shared, key: key.join(':') };
  };

  /** The booklet her pass vouches for, when memory can serve it; else null. */
  async function vouched(viewer: SessionUser, sessionId: string, request: PaperRequest) {
    const pass = await check.forSession(viewer, sessionId, request.version, request.pass);
    if (!pass) return null;
    const booklet: Booklet = { sessionId, ref: pass.paper, rule: pass.rule };
    const { bytes, key } = place(booklet);
    return bytes.has(key) || papers.holds(pass.paper) ? booklet : null;
  }

  /** Her session as the database has it: hers, still running, on the paper it is on. */
  async function checked(viewer: SessionUser, sessionId: string): Promise<Booklet> {
    const found = await findSessionPaper(db, sessionId);
    if (!found || found.session.user_id !== viewer.id) throw examErrors.sessionNotFound();
    const { session } = await settle({ session: found.session, hasOfficial: false });
    if (session?.status !== 'IN_PROGRESS') throw examErrors.sessionNotFound();
    papers.saw(found.paper);
    return { sessionId, ref: found.paper, rule: found.rule };
  }

  return async function paper(
    viewer: SessionUser,
    sessionId: string,
    request: PaperRequest,
  ): Promise<PaperReply> {
    const booklet =
      (await vouched(viewer, sessionId, request)) ?? (await checked(viewer, sessionId));
    const { ref, rule } = booklet;
    const { bytes, key } = place(booklet);
    const entry = await bytes.get(key, async () => {
      const [questions, texts, errata] = await Promise.all([
        papers.paper(ref),
        papers.baseTexts(ref),
        papers.errata(ref),
      ]);
      const mine = bookletOf(sessionId, questions, texts, rule);
      // The 'Errata' of corrections made while she sat outlive a reload.
      const kept = errata.length ? { errata } : {};
      return examPaperSchema.parse({ paperVersion: ref.paperVersion, ...mine, ...kept });
    });
    // A URL that names another version (an older bundle's, a typo corrected since) gets
    // today's paper, kept only with a revalidation: its URL must not hold it for a day.
    const cacheControl =
      request.version === ref.paperVersion
        ? `private, max-age=${PAPER_MAX_AGE}`
        : 'private, no-cache';
    const head = { etag: entry.etag, cacheControl };
    if (matchesEtag(request.ifNoneMatch, entry.etag)) return { ...head, status: 304 };
    const encoding = pickEncoding(request.acceptEncoding);
    return { ...head, status: 200, encoding, body: await bytes.body(key, entry, encoding) };
  };
}
