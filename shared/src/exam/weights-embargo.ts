import { keyReleasedAt, type KeyReleaseInput } from './key-release';

/**
 * Whether a paper's weights would let a score decode the key. With every weight equal a
 * score says how many items were credited and nothing more; with different ones its sum
 * may be made in one way only (0.5, 1, 2, 4, 8: a score of 8.5 can only be 8 + 0.5), so a
 * candidate who knows her own answers reads right or wrong per question from it.
 */
export const weightsRevealKey = (weights: readonly number[]): boolean => new Set(weights).size > 1;

/**
 * The rule of the key embargo for weights: a paper whose key is held after the attempt
 * (docs/PRODUCT.md, "The key embargo") has one weight for every question.
 */
export function weightsBreakEmbargo(
  simulado: KeyReleaseInput,
  weights: readonly number[],
): boolean {
  return keyReleasedAt(simulado) !== null && weightsRevealKey(weights);
}

export const WEIGHTS_EMBARGO_MESSAGE =
  'Com o gabarito retido até o fim da prova, todas as questões devem ter o mesmo peso: com pesos diferentes, a nota revelaria a cada pessoa quais questões ela acertou. Use o mesmo peso em todas ou libere o gabarito logo após a prova.';
