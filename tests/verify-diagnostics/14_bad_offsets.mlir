// Offsets that do not parse as an int (octal 08, overflow) leave the offset
// uninitialized in MLIR 19 (undefined behaviour); this records what this
// build did.
// expected-error @+08 {{bad octal}}
// expected-error @+99999999999 {{overflow}}
// expected-error @+0x1 {{hex is not accepted by the pattern}}
// expected-error @+0 {{zero}}
"x.a"() : () -> ()
