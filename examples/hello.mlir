// A small module in generic form with ops of an unregistered `hello` dialect:
// a global string, a recursive factorial with a CFG, and a main that loops
// over 1..5 with a structured loop op and prints through a C-style call.
//
//   scripts/run.sh --opt examples/hello.mlir --allow-unregistered-dialect
//   scripts/run.sh --opt examples/hello.mlir --allow-unregistered-dialect --mlir-print-op-generic
module attributes {hello.target = "x86_64-unknown-linux-gnu"} {
  "hello.global"() <{sym_name = "fmt", type = !hello.array<14 x i8>, value = "%d! = %ld\0A\00", constant}> : () -> ()

  "hello.func"() <{sym_name = "factorial", function_type = (i64) -> i64, linkage = #hello.linkage<internal>}> ({
  ^entry(%n: i64):
    %one = "hello.constant"() <{value = 1 : i64}> : () -> i64
    %is_base = "hello.icmp"(%n, %one) <{predicate = "sle"}> : (i64, i64) -> i1
    "hello.cond_br"(%is_base)[^base, ^recurse] : (i1) -> ()
  ^base:
    "hello.return"(%one) : (i64) -> ()
  ^recurse:
    %m = "hello.sub"(%n, %one) <{overflow = #hello.overflow<nsw>}> : (i64, i64) -> i64
    %rec = "hello.call"(%m) <{callee = @factorial}> : (i64) -> i64
    %prod = "hello.mul"(%n, %rec) : (i64, i64) -> i64
    "hello.return"(%prod) : (i64) -> ()
  }) : () -> ()

  "hello.func"() <{sym_name = "main", function_type = () -> i32}> ({
    %fmt = "hello.addressof"() <{global = @fmt}> : () -> !hello.ptr
    %lo, %hi = "hello.range"() {bounds = array<i64: 1, 6>} : () -> (index, index)
    "hello.for"(%lo, %hi) ({
    ^body(%i: index):
      %k = "hello.index_cast"(%i) : (index) -> i64
      %f = "hello.call"(%k) <{callee = @factorial}> : (i64) -> i64
      %k32 = "hello.trunc"(%k) : (i64) -> i32
      %printed = "hello.call"(%fmt, %k32, %f) <{callee = @printf, var_callee_type = !hello.func<i32 (ptr, ...)>}> : (!hello.ptr, i32, i64) -> i32
      "hello.yield"() : () -> ()
    }) {unroll = #hello.unroll<disable>} : (index, index) -> ()
    %zero = "hello.constant"() <{value = 0 : i32}> : () -> i32
    "hello.return"(%zero) : (i32) -> ()
  }) : () -> ()

  "hello.func"() <{sym_name = "printf", function_type = !hello.func<i32 (ptr, ...)>, linkage = #hello.linkage<external>}> ({
  }) : () -> ()
}
