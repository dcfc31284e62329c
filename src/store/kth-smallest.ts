/**
 * The k-th smallest of `values[0, count)` (k from 1), as `values.slice(0, count).sort()[k - 1]` gives it, through a
 * max-heap of the k smallest seen: one comparison for most values. The IVFFlat copy asks for the 50th of ~11,500
 * distances twice a search; sorting them took ~1 ms each time, this ~0.05 ms.
 */
export function kthSmallest(values: Float64Array, count: number, k: number): number {
  if (!Number.isSafeInteger(k) || k < 1 || k > count || count > values.length) {
    throw new RangeError(`kthSmallest: k ${k} of ${count} values`);
  }
  const heap = new Float64Array(k);
  for (let at = 0; at < k; at += 1) {
    let child = at;
    heap[child] = values[at]!;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (heap[parent]! >= heap[child]!) break;
      swap(heap, parent, child);
      child = parent;
    }
  }
  for (let at = k; at < count; at += 1) {
    const value = values[at]!;
    if (!(value < heap[0]!)) continue;
    heap[0] = value;
    for (let parent = 0; ; ) {
      const left = 2 * parent + 1;
      let largest = parent;
      if (left < k && heap[left]! > heap[largest]!) largest = left;
      if (left + 1 < k && heap[left + 1]! > heap[largest]!) largest = left + 1;
      if (largest === parent) break;
      swap(heap, parent, largest);
      parent = largest;
    }
  }
  return heap[0]!;
}

function swap(heap: Float64Array, a: number, b: number): void {
  const value = heap[a]!;
  heap[a] = heap[b]!;
  heap[b] = value;
}
