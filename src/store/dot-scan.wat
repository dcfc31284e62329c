;; Dot products of one query vector with every row of a float32 matrix, four lanes at a time (WebAssembly SIMD).
;; Compiled into dot-scan-wasm.ts by scripts/build-dot-scan.ts; read by dot-scan.ts.
;; scores(rows, dimensions, matrix, query, out): out[r] = Σ_i matrix[r·dimensions + i] · query[i], all offsets in
;; bytes of the imported memory; dimensions a multiple of 4. Two accumulators per row for instruction-level
;; parallelism; the sum is in float32, as pgvector's inner product is.
(module
  (import "env" "memory" (memory 1))
  (func (export "scores") (param $rows i32) (param $dimensions i32) (param $matrix i32) (param $query i32) (param $out i32)
    (local $r i32) (local $i i32) (local $row i32) (local $bytes i32) (local $pairs i32)
    (local $a v128) (local $b v128)
    (local.set $bytes (i32.shl (local.get $dimensions) (i32.const 2)))
    ;; The part of a row that two 16-byte loads per step cover.
    (local.set $pairs (i32.and (local.get $bytes) (i32.const -32)))
    (local.set $row (local.get $matrix))
    (block $done
      (loop $rowLoop
        (br_if $done (i32.ge_u (local.get $r) (local.get $rows)))
        (local.set $a (v128.const f32x4 0 0 0 0))
        (local.set $b (v128.const f32x4 0 0 0 0))
        (local.set $i (i32.const 0))
        (block $pairsDone
          (loop $pairLoop
            (br_if $pairsDone (i32.ge_u (local.get $i) (local.get $pairs)))
            (local.set $a
              (f32x4.add (local.get $a)
                (f32x4.mul
                  (v128.load (i32.add (local.get $row) (local.get $i)))
                  (v128.load (i32.add (local.get $query) (local.get $i))))))
            (local.set $b
              (f32x4.add (local.get $b)
                (f32x4.mul
                  (v128.load offset=16 (i32.add (local.get $row) (local.get $i)))
                  (v128.load offset=16 (i32.add (local.get $query) (local.get $i))))))
            (local.set $i (i32.add (local.get $i) (i32.const 32)))
            (br $pairLoop)))
        ;; One last group of four when the dimensions are not a multiple of 8.
        (if (i32.lt_u (local.get $i) (local.get $bytes))
          (then
            (local.set $a
              (f32x4.add (local.get $a)
                (f32x4.mul
                  (v128.load (i32.add (local.get $row) (local.get $i)))
                  (v128.load (i32.add (local.get $query) (local.get $i))))))))
        (local.set $a (f32x4.add (local.get $a) (local.get $b)))
        (f32.store
          (i32.add (local.get $out) (i32.shl (local.get $r) (i32.const 2)))
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $a)) (f32x4.extract_lane 1 (local.get $a)))
            (f32.add (f32x4.extract_lane 2 (local.get $a)) (f32x4.extract_lane 3 (local.get $a)))))
        (local.set $row (i32.add (local.get $row) (local.get $bytes)))
        (local.set $r (i32.add (local.get $r) (i32.const 1)))
        (br $rowLoop)))))
