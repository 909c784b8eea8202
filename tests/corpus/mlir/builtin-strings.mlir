// String attributes with every escape form, non-ASCII text, typed strings,
// and op names and attribute names that must be quoted when printed.
"demo.strings"() {
  empty = "",
  plain = "hello world",
  escapes = "tab\tnewline\n quote\" backslash\\ nul\00 high\FF del\7f esc\1B",
  hex_ascii = "\41\42\43 \0a \0A",
  utf8 = "été ☃ 日本",
  typed = "x" : i32,
  typed_opaque = "payload" : !demo.blob,
  list = ["a", "\22quoted\22", "", "multi\nline"]
} : () -> ()

// Attribute names that are not bare identifiers are quoted; the dictionary is
// printed sorted by name.
"demo.names"() {"quoted key" = 1, a.b.c = 2, _x$ = unit, "0starts_with_digit" = 3, "with\"quote" = 4, zzz, aaa} : () -> ()

// Op names: anything in quotes, printed with escapes.
"demo.with-dash"() : () -> ()
"demo.$dollar"() : () -> ()
"demo.with space"() : () -> ()
"demo.quote\"inside"() : () -> ()
"demo.a.b.c"() : () -> ()
"demo.ünïcödé"() : () -> ()
"nodialectdot"() : () -> ()
