// CRLF line endings.
// expected-error @+1 {{undeclared}}
%0 = "x.a"(%1) : (i32) -> i32
// expected-error {{crlf}}
