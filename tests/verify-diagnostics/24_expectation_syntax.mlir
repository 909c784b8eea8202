// Spellings of expectations. Only lines the pattern accepts are expectations.
// expected-error{{no space}}
// expected-error@+1{{no spaces with designator}}
// expected-error   @+1   {{many spaces}}
// expected-error -re {{not an expectation: space before -re}}
// expected-errors {{not an expectation}}
// expected-error @+1x {{not an expectation: bad designator}}
// expected-foo {{x}} expected-remark {{second on the line}}
// expected-note {{a}} // expected-error {{b}}
// expected-warning {{inner }} braces}}
// expected-error {{}}
// expected-error {{trailing spaces}}   
// expected-error {{x}} trailing text
// xexpected-error {{prefix glued}}
"x.a"() : () -> ()
