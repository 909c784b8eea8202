// expected-error-re @+1 {{use of {{[a-z]+}} SSA value name}}
%0 = "x.a"(%1) : (i32) -> i32

// -----

// Without -re, {{...}} is literal text.
// expected-error @+1 {{use of {{[a-z]+}} SSA value name}}
%0 = "x.a"(%1) : (i32) -> i32

// -----

// expected-error-re @+1 {{use of undeclared SSA value name '{{.*}}
%0 = "x.a"(%1) : (i32) -> i32

// -----

// expected-error-re @+1 {{{{(}} value}}
// expected-error-re @+1 {{{{a{1}}}}}
// expected-error-re @+1 {{ {{[z-a]}} }}
// expected-error-re @+1 {{x{{}}y}}
// expected-error-re @+1 {{^use of undeclared SSA value name '%1'$}}
%0 = "x.a"(%1) : (i32) -> i32
