import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Option } from '@gabaritei/shared';
import { MINUTE } from '../exam/exam.test-support';
import { eventually } from '../ranking/ranking.test-support';
import { describeBackends } from '../test/support';
import { EMBARGO_ROUTES, isExempt } from './embargo-routes.table';
import {
  EMBARGO_ROLES,
  END,
  RELEASE,
  START,
  buildEmbargoWorld,
  sitAll,
  type Choices,
  type EmbargoWorld,
} from './embargo-world.test-support';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/** A body with the world's own ids, addresses and instants replaced by what they stand for. */
function normalise(w: EmbargoWorld, body: string): string {
  let text = body;
  for (const [label, id] of Object.entries(w.ids)) if (id) text = text.replaceAll(id, `<${label}>`);
  for (const [who, person] of Object.entries(w.people))
    text = text.replaceAll(person.email, `<${who}>`);
  return text.replace(UUID, '<uuid>').replace(ISO_TIME, '<time>').replace(EMAIL, '<email>');
}

/**
 * Each person right on `right` questions (by position, from 1) and wrong elsewhere with
 * `wrong`'s option: two worlds built from the same counts give everyone the same score.
 */
function choicesOf(
  keys: Option[],
  right: Record<keyof Choices, number[]>,
  wrong: (key: Option) => Option,
): Choices {
  const row = (positions: number[]) =>
    keys.map((key, i) => (positions.includes(i + 1) ? key : wrong(key)));
  return {
    sitter: row(right.sitter),
    classmate: row(right.classmate),
    otherStudent: row(right.otherStudent),
  };
}

/**
 * The aggregate routes cannot depend on which options a class or the field chose while
 * the key is embargoed: two worlds whose sitters chose differently, each with the same
 * score in both, answer every non-admin alike (ids and instants aside) until the release,
 * and differ once the per-question figures open.
 */
describeBackends('key-embargo differential check', (backend) => {
  const worlds: EmbargoWorld[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) worlds.push(await buildEmbargoWorld(backend));
    const keys = worlds[0]!.questions.map((q) => q.correct);
    await sitAll(
      worlds[0]!,
      choicesOf(
        keys,
        { sitter: [1, 2, 3, 4, 5, 6], classmate: [1, 2, 3, 4], otherStudent: [1, 2] },
        (key) => (key === 'A' ? 'B' : 'A'),
      ),
    );
    await sitAll(
      worlds[1]!,
      choicesOf(
        keys,
        { sitter: [3, 4, 5, 6, 7, 8], classmate: [5, 6, 7, 8], otherStudent: [7, 8] },
        (key) => (key === 'D' ? 'C' : 'D'),
      ),
    );
    // The ranking and the statistics are written by jobs: both worlds settled first.
    for (const w of worlds)
      await eventually(async () => {
        const stats = await w.api.get(
          `/api/teacher/classes/${w.ids.classId}/statistics/${w.simuladoId}`,
          { cookie: w.cookies.teacher },
        );
        expect(stats.json()).toMatchObject({ participants: 2 });
        const snapshot = await w.db
          .selectFrom('ranking_snapshots')
          .select('participants')
          .where('simulado_id', '=', w.simuladoId)
          .executeTakeFirst();
        expect(snapshot?.participants).toBe(3);
      }, 20_000);
  }, 180_000);
  afterAll(async () => {
    for (const w of worlds) await w.close();
  });

  /** Every aggregate route as every role in both worlds: the normalised answers that differ. */
  async function differences(): Promise<string[]> {
    const found: string[] = [];
    for (const [route, entry] of Object.entries(EMBARGO_ROUTES)) {
      if (isExempt(entry) || !entry.aggregate) continue;
      const urls = worlds.map((w) => entry.urls(w.ids));
      for (const [u, first] of urls[0]!.entries())
        for (const role of EMBARGO_ROLES) {
          const bodies = await Promise.all(
            worlds.map(async (w, i) => {
              const path = i === 0 ? first : urls[i]![u]!;
              const cookie = role === 'anonymous' ? undefined : w.cookies[role];
              const res = await w.api.get(path, cookie ? { cookie } : {});
              return `${res.statusCode} ${normalise(w, res.body)}`;
            }),
          );
          if (bodies[0] !== bodies[1])
            found.push(`${role} ${route}:\n  ${bodies[0]}\n  ${bodies[1]}`);
        }
    }
    return found;
  }

  it('answers every non-admin alike before the release, whatever options were chosen', async () => {
    for (const at of [
      new Date(START.getTime() + 10 * MINUTE),
      END,
      new Date(RELEASE.getTime() - 1),
    ]) {
      for (const w of worlds) w.clock.set(at);
      expect(await differences(), at.toISOString()).toEqual([]);
    }
    // The check sees the choices once they may be seen: the class's figures differ.
    for (const w of worlds) w.clock.set(RELEASE);
    expect((await differences()).join('\n')).toContain(
      'teacher GET /api/teacher/classes/:id/statistics/:simuladoId',
    );
  }, 120_000);
});
