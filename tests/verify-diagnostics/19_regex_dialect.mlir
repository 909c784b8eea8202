// expected-error-re @+1 {{{{.*}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{use of {{[[:alpha:]]+}} SSA}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:digit:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{u.e}} of}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{^use}} of}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{value {{name$}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{(use|foo)}} of}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{2}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{SS{{A{1,2}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[^x]+}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:<:]]und[[:>:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:<:]]undeclared[[:>:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{of{{[[.space.]]}}und}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{v{{[[=a=]]}}lue}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{\.}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{\d}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{x*}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{(S)\1}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{S}}{{(x)|\1}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a**}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{{1}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{1,2,3}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{256}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{2,1}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:foo:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[.foo.]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[a}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a\}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{\1}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a|}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{()}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{x{0}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{^*}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[b-a]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[a-b-c]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[=ab=]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{1}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[]a]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[^]a]+}} of}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[a-]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{ {{x}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{,2}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{1,}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{S{2,}A}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{a{x}}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{(}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{)}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{$*}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{n{1,2}?}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:space:]]value}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:alpha:]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[:]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[=]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[.]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[.-.]]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[--a]}}}}
%0 = "x.a"(%1) : (i32) -> i32
// -----
// expected-error-re @+1 {{{{[[.hyphen.]]-a]}}}}
%0 = "x.a"(%1) : (i32) -> i32
