// Malformed inputs: every chunk must produce exactly the expected diagnostics
// (errors and their notes) at the expected lines, and nothing else.
// RUN: dialectic-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @below {{expected '"' in string literal}}
"bad.unterminated_string"() {s = "abc} : () -> ()

// -----

// expected-error @below {{expected non-function type}}
"bad.type"() : () -> i33x

// -----

// expected-note @below {{previously defined here}}
%0 = "bad.redefine"() : () -> i32
// expected-error @below {{redefinition of SSA value '%0'}}
%0 = "bad.redefine"() : () -> i32

// -----

// expected-error @below {{reference to an undefined block}}
"bad.undefined_block"()[^nowhere] : () -> ()

// -----

// expected-note @below {{prior use here}}
%0 = "bad.def"() : () -> i32
// expected-error @below {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"bad.use"(%0) : (i64) -> ()

// -----

// expected-error @below {{operation defines 2 results but was provided 3 to bind}}
%0:3 = "bad.result_count"() : () -> (i32, i32)

// -----

// expected-error @below {{vector types must have positive constant sizes}}
"bad.vector"() {t = vector<0xf32>} : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"bad.int"() {x = 256 : i8} : () -> ()

// -----

// expected-error @below {{inferred shape of elements literal ([3]) does not match type ([2])}}
"bad.dense"() {x = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @below {{unexpected decimal integer literal for a floating point value}}
// expected-note @below {{add a trailing dot to make the literal a float}}
"bad.float"() {x = 1 : f32} : () -> ()

// -----

// expected-error @below {{undefined symbol alias id 'undefined_alias'}}
"bad.alias"() {x = #undefined_alias} : () -> ()

// -----

"bad.region"() ({
  // expected-error @below {{use of undeclared SSA value name}}
  "bad.use"(%undefined) : (i32) -> ()
}) : () -> ()

// -----

// expected-error @below {{expected operation name in quotes}}
"bad.trailing"() : () -> () }

// -----

// expected-error @below {{@ identifier expected to start with letter or '_'}}
"bad.symbol"() {callee = @<<INVALID EMPTY SYMBOL>>} : () -> ()

// -----

// expected-error @below {{@ identifier expected to start with letter or '_'}}
"bad.symbol"() {callee = @1} : () -> ()

// -----

// expected-error @below {{invalid SSA name}}
"bad.ssa"(% ) : (i32) -> ()

// -----

// expected-error @below {{invalid attribute name}}
"bad.attr"() {a = # } : () -> ()

// -----

// expected-error @below {{invalid type identifier}}
"bad.type_alias"() {a = ! } : () -> ()
