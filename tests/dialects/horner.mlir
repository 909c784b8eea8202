// Polynomial evaluation in floating point with fast-math flags.
func.func @horner(%x: f64) -> f64 {
  %c3 = arith.constant 3.000000e+00 : f64
  %c2 = arith.constant -2.500000e+00 : f64
  %c1 = arith.constant 1.250000e-01 : f64
  %c0 = arith.constant 7.000000e+00 : f64
  %t0 = arith.mulf %c3, %x fastmath<contract> : f64
  %t1 = arith.addf %t0, %c2 fastmath<contract> : f64
  %t2 = arith.mulf %t1, %x fastmath<contract> : f64
  %t3 = arith.addf %t2, %c1 fastmath<contract> : f64
  %t4 = arith.mulf %t3, %x fastmath<contract> : f64
  %t5 = arith.addf %t4, %c0 fastmath<contract> : f64
  func.return %t5 : f64
}

func.func @lerp(%a: f32, %b: f32, %t: f32) -> f32 {
  %d = arith.subf %b, %a fastmath<fast> : f32
  %s = arith.mulf %d, %t fastmath<nnan,ninf,nsz> : f32
  %r = arith.addf %a, %s fastmath<reassoc,arcp> : f32
  func.return %r : f32
}

func.func @clamp(%x: f32, %lo: f32, %hi: f32) -> f32 {
  %a = arith.maximumf %x, %lo : f32
  %b = arith.minimumf %a, %hi : f32
  %c = arith.maxnumf %b, %lo fastmath<nnan> : f32
  %d = arith.minnumf %c, %hi : f32
  func.return %d : f32
}
