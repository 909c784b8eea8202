// Locations in every form: file:line:col, unknown, callsite, fused (with and
// without metadata), named, location aliases, block argument locations and a
// location used as an attribute. Run with --mlir-print-debuginfo to see them.
#loc_alias = loc("alias.c":10:20)
#loc_unused = loc("unused.c":1:1)
"demo.file_line_col"() : () -> () loc("file.c":1:2)
"demo.unknown"() : () -> () loc(unknown)
"demo.callsite"() : () -> () loc(callsite("callee.c":3:4 at "caller.c":5:6))
"demo.fused"() : () -> () loc(fused["a.c":1:1, "b.c":2:2])
"demo.fused_meta"() : () -> () loc(fused<"meta">["a.c":1:1, unknown])
"demo.named"() : () -> () loc("named"("file.c":3:4))
"demo.name_only"() : () -> () loc("justname")
"demo.aliased"() : () -> () loc(#loc_alias)
"demo.region"() ({
^bb0(%a: i32 loc("arg.c":1:1), %b: f32):
  "demo.nested_callsite"(%a, %b) : (i32, f32) -> () loc(callsite("x"("y.c":1:1) at callsite("z.c":2:2 at "w.c":3:3)))
}) : () -> () loc(fused<#demo.meta<1>>["q.c":9:9])
"demo.fused_single_unknown"() : () -> () loc(fused[unknown])
"demo.fused_single"() : () -> () loc(fused["a.c":1:1])
"demo.escaped_file"() : () -> () loc("esc\"aped\n.c":0:0)
"demo.loc_attr"() {where = loc("in-attr.c":4:2)} : () -> ()
"demo.fused_dup"() : () -> () loc(fused<"m">["a.c":1:1, "a.c":1:1])
"demo.named_unknown"() : () -> () loc("nameonly"(unknown))
"demo.implicit"() : () -> ()
%0 = "demo.value"() : () -> i64 loc("values.c":100:7)
"demo.use"(%0) : (i64) -> () loc(callsite(#loc_alias at "top.c":1:1))
