import type { ForeignKey } from './backup.repository';

/**
 * Orders tables so that every table comes after the tables it references: loading in this
 * order never breaks a foreign key. A table referencing itself is fine (its rows come in
 * one statement, checked at its end); a cycle between tables has no such order and is
 * refused, so a future schema with one is noticed here rather than half-imported.
 */
export function orderByDependencies(tables: string[], foreignKeys: ForeignKey[]): string[] {
  const known = new Set(tables);
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  for (const key of foreignKeys) {
    if (key.table === key.references || !known.has(key.table) || !known.has(key.references))
      continue;
    parents.get(key.table)?.add(key.references);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  // Alphabetical among equals, so two exports of one schema list tables identically.
  const pending = [...tables].sort();
  while (pending.length > 0) {
    const index = pending.findIndex((table) =>
      [...(parents.get(table) ?? [])].every((parent) => placed.has(parent)),
    );
    if (index === -1) {
      throw new Error(`Foreign keys form a cycle between tables: ${pending.join(', ')}`);
    }
    const [table] = pending.splice(index, 1);
    ordered.push(table!);
    placed.add(table!);
  }
  return ordered;
}
