// Dominance is verified after parsing: a value must dominate its uses. Inside
// an unregistered op a region may be a graph region, so within one block any
// order is accepted, but across blocks the dominator tree decides.
// RUN: dialectic-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

"dom.func"() ({
  "dom.cond_br"()[^bb1, ^bb2] : () -> ()
^bb1:
  // expected-note @below {{operand defined here (op in the same region)}}
  %v = "dom.def"() : () -> i32
  "dom.br"()[^bb3] : () -> ()
^bb2:
  "dom.br"()[^bb3] : () -> ()
^bb3:
  // expected-error @below {{operand #0 does not dominate this use}}
  "dom.use"(%v) : (i32) -> ()
}) : () -> ()

// -----

"dom.func"() ({
^bb0(%arg0: i32):
  "dom.br"()[^bb1] : () -> ()
^bb1:
  // expected-error @below {{operand #1 does not dominate this use}}
  "dom.add"(%arg0, %late) : (i32, i32) -> ()
  "dom.br"()[^bb2] : () -> ()
^bb2:
  // expected-note @below {{operand defined here (op in the same region)}}
  %late = "dom.def"() : () -> i32
  "dom.br"()[^bb1] : () -> ()
}) : () -> ()

// -----

// A use before its definition in the same block of an unregistered op, and at
// the top level of a module (a graph region), is fine: no diagnostic.
"dom.func"() ({
  "dom.use"(%later) : (i32) -> ()
  %later = "dom.def"() : () -> i32
}) : () -> ()
"dom.top_use"(%top) : (i64) -> ()
%top = "dom.top_def"() : () -> i64
