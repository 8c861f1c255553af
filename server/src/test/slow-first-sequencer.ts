import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A vitest sequencer that starts the named files first, in the order given, and the rest
 * in vitest's own order (last run's timings, else file size). On a fresh clone vitest has
 * no timings and orders by size, which put a small file that runs for minutes (the
 * hostile-input proof, the accessibility walk) last: one worker ran it alone while the
 * other sat idle. Started first, a long file overlaps with everything else.
 */
export function slowFirst(slowFiles: readonly string[]): typeof BaseSequencer {
  const rank = (spec: TestSpecification) => {
    const index = slowFiles.findIndex((file) => spec.moduleId.endsWith(file));
    return index < 0 ? slowFiles.length : index;
  };
  return class SlowFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      return sorted
        .map((spec, position) => ({ spec, position, rank: rank(spec) }))
        .sort((a, b) => a.rank - b.rank || a.position - b.position)
        .map(({ spec }) => spec);
    }
  };
}
