/** A logistic model: P(y=1 | x) = sigmoid(bias + Σ weights[i]·x[i]). */
export interface Logistic {
  bias: number;
  weights: number[];
}

export function predictLogistic(model: Logistic, x: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < x.length; i += 1) z += model.weights[i]! * x[i]!;
  return 1 / (1 + Math.exp(-z));
}

/**
 * Weighted, L2-regularised logistic regression by Newton's method (iteratively reweighted least squares), from
 * zeros: deterministic, and converged in a few dozen steps even for tens of thousands of samples.
 */
export function fitNewton(
  xs: readonly (readonly number[])[],
  ys: readonly boolean[],
  options: { sampleWeights?: readonly number[]; l2?: number; maxIterations?: number } = {},
): Logistic & { iterations: number } {
  const dims = (xs[0]?.length ?? 0) + 1;
  const weights = options.sampleWeights ?? xs.map(() => 1);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const l2 = options.l2 ?? 0.01;
  let beta = new Array<number>(dims).fill(0);
  let iterations = 0;
  for (; iterations < (options.maxIterations ?? 50); iterations += 1) {
    const gradient = new Array<number>(dims).fill(0);
    const hessian = Array.from({ length: dims }, () => new Array<number>(dims).fill(0));
    for (let n = 0; n < xs.length; n += 1) {
      const row = [1, ...xs[n]!];
      let z = 0;
      for (let i = 0; i < dims; i += 1) z += beta[i]! * row[i]!;
      const p = 1 / (1 + Math.exp(-z));
      const w = weights[n]! / total;
      const error = (p - (ys[n] ? 1 : 0)) * w;
      const curvature = p * (1 - p) * w;
      for (let i = 0; i < dims; i += 1) {
        gradient[i]! += error * row[i]!;
        for (let j = 0; j < dims; j += 1) hessian[i]![j]! += curvature * row[i]! * row[j]!;
      }
    }
    for (let i = 1; i < dims; i += 1) {
      gradient[i]! += l2 * beta[i]!;
      hessian[i]![i]! += l2;
    }
    hessian[0]![0]! += 1e-9;
    const step = solve(hessian, gradient);
    beta = beta.map((value, i) => value - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { bias: beta[0]!, weights: beta.slice(1), iterations };
}

/** Gaussian elimination with partial pivoting: A·x = b. */
function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    const p = a[col]![col]! || 1e-12;
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = a[row]![col]! / p;
      for (let k = col; k <= n; k += 1) a[row]![k]! -= factor * a[col]![k]!;
    }
  }
  return a.map((row, i) => row[n]! / (row[i]! || 1e-12));
}
