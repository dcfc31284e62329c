/** A fitted logistic model: P(y=1 | x) = sigmoid(bias + Σ weights[i]·x[i]). */
export interface LogisticModel {
  bias: number;
  weights: number[];
}

export interface FitOptions {
  /** L2 penalty on the weights (not the bias), scaled per unit of total sample weight. Default 1e-3. */
  l2?: number;
  /** Step size of plain gradient descent. Default 1. */
  learningRate?: number;
  /** Iteration cap. Default 20,000. */
  maxIterations?: number;
  /** Stop when the largest gradient component falls below this. Default 1e-7. */
  tolerance?: number;
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

export function predict(model: LogisticModel, x: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < x.length; i += 1) z += model.weights[i]! * x[i]!;
  return sigmoid(z);
}

/**
 * Weighted logistic regression by full-batch gradient descent on the mean weighted log-loss plus
 * (l2/2)·|w|². Deterministic: starts from zeros. `sampleWeights` defaults to 1 each.
 */
export function fitLogistic(
  xs: readonly (readonly number[])[],
  ys: readonly boolean[],
  options: FitOptions & { sampleWeights?: readonly number[] } = {},
): LogisticModel & { iterations: number; loss: number } {
  if (xs.length === 0 || xs.length !== ys.length) throw new RangeError('fitLogistic: need as many labels as samples (at least one)');
  const dims = xs[0]!.length;
  const l2 = options.l2 ?? 1e-3;
  const rate = options.learningRate ?? 1;
  const maxIterations = options.maxIterations ?? 20_000;
  const tolerance = options.tolerance ?? 1e-7;
  const sampleWeights = options.sampleWeights ?? xs.map(() => 1);
  const total = sampleWeights.reduce((sum, weight) => sum + weight, 0);
  const model: LogisticModel = { bias: 0, weights: new Array<number>(dims).fill(0) };
  let iterations = 0;
  for (; iterations < maxIterations; iterations += 1) {
    let gradBias = 0;
    const grad = new Array<number>(dims).fill(0);
    for (let n = 0; n < xs.length; n += 1) {
      const error = (predict(model, xs[n]!) - (ys[n] ? 1 : 0)) * sampleWeights[n]!;
      gradBias += error;
      for (let i = 0; i < dims; i += 1) grad[i]! += error * xs[n]![i]!;
    }
    gradBias /= total;
    for (let i = 0; i < dims; i += 1) grad[i] = grad[i]! / total + l2 * model.weights[i]!;
    model.bias -= rate * gradBias;
    for (let i = 0; i < dims; i += 1) model.weights[i]! -= rate * grad[i]!;
    if (Math.max(Math.abs(gradBias), ...grad.map(Math.abs)) < tolerance) break;
  }
  return { ...model, iterations, loss: logLoss(model, xs, ys, sampleWeights) };
}

/** Mean weighted log-loss (cross-entropy) of a model on data. */
export function logLoss(model: LogisticModel, xs: readonly (readonly number[])[], ys: readonly boolean[], sampleWeights?: readonly number[]): number {
  let loss = 0;
  let total = 0;
  for (let n = 0; n < xs.length; n += 1) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, predict(model, xs[n]!)));
    const weight = sampleWeights?.[n] ?? 1;
    loss -= weight * (ys[n] ? Math.log(p) : Math.log(1 - p));
    total += weight;
  }
  return loss / total;
}
