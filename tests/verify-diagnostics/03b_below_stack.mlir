// expected-error @below {{undeclared SSA value name '%1'}}
// expected-error @below {{undeclared SSA value name}}
// expected-note @below {{another}}

%0 = "x.a"(%1) : (i32) -> i32
