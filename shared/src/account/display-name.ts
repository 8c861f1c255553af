import type { RankingDisplay } from './schemas';

/**
 * The name a public ranking shows: the full name, or its initials ('Maria Aparecida
 * Souza' → 'M. A. S.'). Particles such as 'de' and 'da' are left out, as Brazilians
 * abbreviate names; a name of particles only keeps them.
 */
export function rankingDisplayName(name: string, display: RankingDisplay): string {
  if (display === 'FULL_NAME') return name;
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const meaningful = words.filter((word) => !PARTICLES.has(word.toLowerCase()));
  const chosen = meaningful.length > 0 ? meaningful : words;
  return chosen.map((word) => `${firstLetter(word).toUpperCase()}.`).join(' ');
}

/** The first user-perceived letter (a surrogate pair stays whole). */
function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}

const PARTICLES = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'di', 'du', 'del', 'van', 'von']);
