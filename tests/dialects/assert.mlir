// Runtime assertions and branches to shared blocks.
func.func @checked_div(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %nz = arith.cmpi ne, %b, %c0 : i32
  cf.assert %nz, "division by zero"
  %q = arith.divsi %a, %b : i32
  func.return %q : i32
}

func.func @escaped(%c: i1) {
  cf.assert %c, "quote \" and newline \n and tab \t"
  cf.assert %c, ""
  func.return
}

func.func @diamond(%c: i1, %x: f32) -> f32 {
  cf.cond_br %c, ^left, ^right
^left:
  %l = arith.negf %x : f32
  cf.br ^join(%l : f32)
^right:
  cf.br ^join(%x : f32)
^join(%r: f32):
  func.return %r : f32
}

func.func @same_dest(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  func.return %x : i32
}
