// Symbol references: flat, quoted, nested (::), in arrays and dictionaries,
// and symbol-defining ops with sym_name / sym_visibility.
"demo.func"() ({
}) {sym_name = "foo", sym_visibility = "private"} : () -> ()
"demo.func"() ({
}) {sym_name = "quoted name"} : () -> ()
"demo.module"() ({
  "demo.func"() ({
  }) {sym_name = "inner"} : () -> ()
}) {sym_name = "outer"} : () -> ()

"demo.refs"() {
  flat = @foo,
  quoted = @"quoted name",
  nested = @outer::@inner,
  deeply_nested = @"a b"::@"c d"::@e,
  list = [@x, @y::@z, @"9lives"],
  escaped = @"with\"quote",
  dotted = @a.b,
  dollar = @_x$y,
  unicode = @"é",
  in_dict = {callee = @foo, table = [@outer::@inner]}
} : () -> ()

%r = "demo.call"() {callee = @outer::@inner} : () -> i32
"demo.call"(%r) {callee = @"quoted name"} : (i32) -> ()
