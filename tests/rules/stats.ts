/**
 * Pearson's chi-square statistic and an upper critical value by the Wilson–Hilferty
 * approximation, which is accurate to well under 1% for the hundreds or thousands of
 * degrees of freedom used here.
 */
export function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);
}

/** z-scores of the standard normal's upper tail. */
export const Z_UPPER = { '0.001': 3.090232, '0.000001': 4.753424 } as const;

export function chiSquareCritical(degreesOfFreedom: number, z: number): number {
  const k = degreesOfFreedom;
  return k * (1 - 2 / (9 * k) + z * Math.sqrt(2 / (9 * k))) ** 3;
}
