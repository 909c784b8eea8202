// expected-error @+3 {{undeclared}}
// expected-error @+010 {{octal}}
// expected-error @-5 {{underflow}}
%0 = "x.a"(%1) : (i32) -> i32
// expected-error @+100 {{beyond end}}
// expected-error@below{{dangling below}}
   // expected-error   @above   {{above}}   
