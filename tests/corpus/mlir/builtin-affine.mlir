// affine_map and affine_set attributes: dims and symbols, every binary operator,
// constant folding and canonical re-association done by the printer, named
// dims, aliases (#map, #set numbering) and uses inside memref layouts.
#perm = affine_map<(i, j) -> (j, i)>
#set_alias = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
"demo.maps"() {
  all_ops = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2 floordiv 3, d0 mod 4, d1 ceildiv 2)>,
  constant = affine_map<() -> (0)>,
  empty_results = affine_map<(d0) -> ()>,
  named_dims = #perm,
  same_again = affine_map<(d0, d1) -> (d1, d0)>,
  linear = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1 - 3, -d0)>,
  mixed = affine_map<(d0, d1) -> (d0 + d1 * 2 + 3, (d0 + 1) * 4, d0 floordiv 2 + d1 mod 3, 3 * d0, d0 - d1, d0 + -1, -(d0 + d1))>,
  folded = affine_map<(d0) -> (d0 * -1 + 2 * 3, 4 floordiv 2, (d0 * 2) floordiv 4 * 3)>,
  symbols_only = affine_map<()[s0, s1] -> (s0 * s1, s0 mod s1)>,
  identity3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>,
  spaced = affine_map< ( d0 , d1 ) [ s0 ] -> ( d0 * 8 + d1 , s0 ) >
} : () -> ()

"demo.sets"() {
  aliased = #set_alias,
  trivially_false = affine_set<() : (1 == 0)>,
  three = affine_set<(d0, d1) : (d0 - d1 >= 0, -d0 + 10 >= 0, d1 mod 2 == 0)>,
  with_symbols = affine_set<(d0)[s0, s1] : (d0 - s0 >= 0, s1 - d0 - 1 >= 0)>
} : () -> ()

%m = "demo.alloc"() : () -> memref<8x8xf32, affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>>
"demo.apply"(%m) {map = affine_map<(d0) -> (d0 floordiv 4, d0 mod 4)>} : (memref<8x8xf32, affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>>) -> ()
