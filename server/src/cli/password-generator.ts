import crypto from 'node:crypto';

const ALPHABETS = [
  'ABCDEFGHJKLMNPQRSTUVWXYZ',
  'abcdefghijkmnopqrstuvwxyz',
  '23456789',
  '!#%+-=?@_',
];

/** 20 characters from crypto's CSPRNG, with at least one of each kind (about 118 bits). */
export function generatePassword(length = 20): string {
  const all = ALPHABETS.join('');
  for (;;) {
    const password = Array.from({ length }, () => all[crypto.randomInt(all.length)]).join('');
    if (ALPHABETS.every((set) => [...password].some((c) => set.includes(c)))) return password;
  }
}
