import type { BaseText, PaperErrata, PublicQuestion } from '@gabaritei/shared';
import { readPaperErrata } from '../papers/errata';
import { readBaseTexts } from '../simulados/base-texts';
import type { Db } from '../db/database';
import type { BookletRule } from './booklet';
import { findBookletRule } from './booklet.repository';
import { presentPublicQuestion } from '../simulados/simulados.presenter';
import {
  listKeyedQuestions,
  listPublicQuestions,
  type KeyedQuestionRow,
} from '../simulados/simulados.repository';

/**
 * A simulado as the paper cache knows it: `paperVersion` is `simulados.paper_version`,
 * which a trigger bumps on every write to its questions (migration
 * 20261125010000_paper_version), read in the same query as the rest of the simulado.
 */
export type PaperRef = { id: string; paperVersion: string; subject: string | null };

/** Simulados × versions kept; an exam day has a handful, older versions just age out. */
const MAX_ENTRIES = 64;

/**
 * The paper (without key) and the keyed questions of a simulado, read once per version
 * and process instead of once per candidate: the 2,000 starts and submits of an exam day
 * share one read. Concurrent misses share one load. A key names a committed
 * version, so an entry is never older than its key; an edit is a new version, seen by the
 * next start on every instance. It reads through its own `db`, never a caller's
 * transaction, whose uncommitted questions must not be cached.
 */
export function createPaperCache(db: Db, maxEntries = MAX_ENTRIES) {
  const papers = new Map<string, Promise<PublicQuestion[]>>();
  const keyed = new Map<string, Promise<KeyedQuestionRow[]>>();
  const texts = new Map<string, Promise<BaseText[]>>();
  const rules = new Map<string, Promise<BookletRule>>();
  const errata = new Map<string, Promise<PaperErrata[]>>();
  /** The newest paper version this process has read of each simulado. */
  const newest = new Map<string, bigint>();

  function cached<T>(entries: Map<string, Promise<T>>, key: string, load: () => Promise<T>) {
    const hit = entries.get(key);
    if (hit) {
      // Most recently used last, so the oldest is the first key.
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const loading = load();
    entries.set(key, loading);
    // A failed read is not remembered: the next caller tries again.
    loading.catch(() => {
      if (entries.get(key) === loading) entries.delete(key);
    });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return loading;
  }

  /** The questions as the exam screen shows them, in position order. */
  function paper(ref: PaperRef): Promise<PublicQuestion[]> {
    // The subject is in the key: a question without one shows the simulado's.
    return cached(papers, `${ref.id}:${ref.paperVersion}:${ref.subject ?? ''}`, async () =>
      (await listPublicQuestions(db, ref.id)).map((q) => presentPublicQuestion(q, ref.subject)),
    );
  }

  return {
    paper,
    /** Notes a version read from the database, so `isNewest` knows of corrections. */
    saw(ref: PaperRef): void {
      const version = BigInt(ref.paperVersion);
      if ((newest.get(ref.id) ?? -1n) >= version) return;
      newest.delete(ref.id);
      newest.set(ref.id, version);
      if (newest.size > 16 * maxEntries) newest.delete(newest.keys().next().value!);
    },
    /** Whether `ref` is the newest version this process has read of its simulado. */
    isNewest: (ref: PaperRef): boolean => newest.get(ref.id) === BigInt(ref.paperVersion),
    /** Whether this version's questions and base texts are held, so a booklet needs no read. */
    holds(ref: PaperRef): boolean {
      const key = `${ref.id}:${ref.paperVersion}`;
      return papers.has(`${key}:${ref.subject ?? ''}`) && texts.has(key) && errata.has(key);
    },
    /** The paper's base texts; a base text's write bumps the version too (its trigger). */
    baseTexts(ref: PaperRef): Promise<BaseText[]> {
      return cached(texts, `${ref.id}:${ref.paperVersion}`, async () =>
        readBaseTexts(db, ref.id, await paper(ref)),
      );
    },
    /** The version's kept corrections ('Errata'): each one is a new version too. */
    errata(ref: PaperRef): Promise<PaperErrata[]> {
      return cached(errata, `${ref.id}:${ref.paperVersion}`, () => readPaperErrata(db, ref.id));
    },
    /**
     * The booklet rule, for a session's paper or result only: once anyone started, the
     * flags are locked (simulado-editor.ts), so a rule read then never goes stale.
     */
    bookletRule(simuladoId: string): Promise<BookletRule> {
      return cached(rules, simuladoId, () => findBookletRule(db, simuladoId));
    },
    /** The questions with key, explanation and key decisions, in position order. */
    keyed(ref: Pick<PaperRef, 'id' | 'paperVersion'>): Promise<KeyedQuestionRow[]> {
      return cached(keyed, `${ref.id}:${ref.paperVersion}`, () => listKeyedQuestions(db, ref.id));
    },
  };
}

export type PaperCache = ReturnType<typeof createPaperCache>;
