/** pgvector's text form `'[0.1,0.2]'`: node drivers cannot bind JS arrays as `vector` parameters. */
export function toVectorLiteral(vector: Float32Array | number[]): string {
  let out = '[';
  for (let i = 0; i < vector.length; i += 1) {
    if (i > 0) out += ',';
    const value = vector[i]!;
    out += Number.isFinite(value) ? value.toPrecision(7) : '0';
  }
  return out + ']';
}

