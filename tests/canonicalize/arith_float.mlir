// Float arithmetic: constants of every format rounded to nearest even,
// NaN propagation and quieting, infinities, signed zeros, identities
// (x + -0, x - +0, x * 1, x / 1), negation, remainders, minimum and
// maximum with their NaN rules.

func.func @f32_ops() -> (f32, f32, f32, f32, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %r0 = arith.addf %a, %b : f32
  %r1 = arith.subf %a, %b : f32
  %r2 = arith.mulf %a, %b : f32
  %r3 = arith.divf %a, %b : f32
  %r4 = arith.remf %a, %b : f32
  %r5 = arith.negf %a : f32
  return %r0, %r1, %r2, %r3, %r4, %r5 : f32, f32, f32, f32, f32, f32
}

// -----

func.func @f64_ops() -> (f64, f64, f64, f64, f64) {
  %a = arith.constant 1.0e308 : f64
  %b = arith.constant 10.0 : f64
  %r0 = arith.mulf %a, %b : f64
  %c = arith.constant 1.0 : f64
  %d = arith.constant 3.0 : f64
  %r1 = arith.divf %c, %d : f64
  %e = arith.constant 5.0e-324 : f64
  %r2 = arith.mulf %e, %c : f64
  %f = arith.constant 0.5 : f64
  %r3 = arith.mulf %e, %f : f64
  %m = arith.constant -7.5 : f64
  %r4 = arith.remf %m, %d : f64
  return %r0, %r1, %r2, %r3, %r4 : f64, f64, f64, f64, f64
}

// -----

func.func @small_formats() -> (f16, bf16, f16, bf16, f8E4M3FN, f8E5M2) {
  %a = arith.constant 1.0 : f16
  %b = arith.constant 0.0009765625 : f16
  %r0 = arith.addf %a, %b : f16
  %c = arith.constant 3.0 : bf16
  %d = arith.constant 7.0 : bf16
  %r1 = arith.divf %c, %d : bf16
  %e = arith.constant 60000.0 : f16
  %r2 = arith.addf %e, %e : f16
  %r3 = arith.mulf %d, %d : bf16
  %f = arith.constant 448.0 : f8E4M3FN
  %r4 = arith.addf %f, %f : f8E4M3FN
  %g = arith.constant 1.5 : f8E5M2
  %r5 = arith.mulf %g, %g : f8E5M2
  return %r0, %r1, %r2, %r3, %r4, %r5 : f16, bf16, f16, bf16, f8E4M3FN, f8E5M2
}

// -----

func.func @wide_formats() -> (f80, f128, f80, f128) {
  %a = arith.constant 1.0 : f80
  %b = arith.constant 3.0 : f80
  %r0 = arith.divf %a, %b : f80
  %c = arith.constant 1.0 : f128
  %d = arith.constant 3.0 : f128
  %r1 = arith.divf %c, %d : f128
  %r2 = arith.subf %r0, %a : f80
  %r3 = arith.mulf %r1, %d : f128
  return %r0, %r1, %r2, %r3 : f80, f128, f80, f128
}

// -----

func.func @specials() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %r0 = arith.subf %inf, %inf : f32
  %r1 = arith.mulf %inf, %z : f32
  %r2 = arith.divf %one, %z : f32
  %r3 = arith.divf %one, %nz : f32
  %r4 = arith.divf %z, %z : f32
  %r5 = arith.addf %nz, %nz : f32
  %r6 = arith.addf %z, %nz : f32
  %r7 = arith.addf %inf, %ninf : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @nans() -> (f32, f32, f32, f32, f32, f64) {
  %qnan = arith.constant 0x7FC00001 : f32
  %nnan = arith.constant 0xFFC00002 : f32
  %snan = arith.constant 0x7F800003 : f32
  %one = arith.constant 1.0 : f32
  %r0 = arith.addf %one, %nnan : f32
  %r1 = arith.mulf %nnan, %one : f32
  %r2 = arith.addf %snan, %one : f32
  %r3 = arith.subf %one, %qnan : f32
  %r4 = arith.divf %nnan, %qnan : f32
  %d = arith.constant 0x7FF8000000000001 : f64
  %e = arith.constant 2.0 : f64
  %r5 = arith.remf %d, %e : f64
  return %r0, %r1, %r2, %r3, %r4, %r5 : f32, f32, f32, f32, f32, f64
}

// -----

func.func @identities(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %r0 = arith.addf %x, %nz : f32
  %r1 = arith.addf %x, %z : f32
  %r2 = arith.subf %x, %z : f32
  %r3 = arith.subf %x, %nz : f32
  %r4 = arith.mulf %x, %one : f32
  %r5 = arith.divf %x, %one : f32
  %n = arith.negf %x : f32
  %r6 = arith.negf %n : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @minmax(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %r0 = arith.maximumf %x, %x : f32
  %r1 = arith.maximumf %x, %ninf : f32
  %r2 = arith.minimumf %x, %inf : f32
  %r3 = arith.maxnumf %x, %nan : f32
  %r4 = arith.minnumf %x, %nan : f32
  %r5 = arith.minimumf %x, %x : f32
  %r6 = arith.maxnumf %x, %x : f32
  %r7 = arith.minnumf %x, %x : f32
  %r8 = arith.maxnumf %x, %ninf : f32
  %r9 = arith.minnumf %x, %inf : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @minmax_constants() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %two = arith.constant 2.0 : f32
  %r0 = arith.maximumf %z, %nz : f32
  %r1 = arith.minimumf %z, %nz : f32
  %r2 = arith.maxnumf %nz, %z : f32
  %r3 = arith.minnumf %z, %nz : f32
  %r4 = arith.maximumf %nan, %two : f32
  %r5 = arith.minimumf %two, %nan : f32
  %r6 = arith.maxnumf %nan, %two : f32
  %r7 = arith.minnumf %two, %z : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @negations(%x: f32, %y: f32) -> (f32, f32, f32) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %r0 = arith.mulf %nx, %ny fastmath<fast> : f32
  %r1 = arith.divf %nx, %ny : f32
  %r2 = arith.addf %nx, %ny : f32
  return %r0, %r1, %r2 : f32, f32, f32
}

// -----

func.func @vector_float() -> (vector<2xf32>, vector<2xf32>, vector<2xf16>) {
  %a = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %b = arith.constant dense<3.0> : vector<2xf32>
  %r0 = arith.addf %a, %b : vector<2xf32>
  %r1 = arith.negf %b : vector<2xf32>
  %c = arith.constant dense<[0.5, -0.5]> : vector<2xf16>
  %r2 = arith.mulf %c, %c : vector<2xf16>
  return %r0, %r1, %r2 : vector<2xf32>, vector<2xf32>, vector<2xf16>
}
