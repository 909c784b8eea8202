// Structural syntax of generic ops: properties <{...}>, attribute
// dictionaries, result groups (%x:3 and %x#1), named values, successors,
// block arguments, multiple and empty regions, nested regions, and forward
// references to blocks.
"demo.no_results"() : () -> ()
%single = "demo.one"() : () -> i32
%multi:3 = "demo.three"() : () -> (i32, f32, index)
%a, %b = "demo.two"() : () -> (i8, i16)
"demo.use"(%single, %multi#0, %multi#2, %a, %b) : (i32, i32, index, i8, i16) -> ()
%props = "demo.props"(%single) <{value = 7 : i32, name = "p", flags = [1, 2]}> {extra} : (i32) -> i64
"demo.props_only"() <{empty = {}}> : () -> ()
"demo.empty_props"() <{}> : () -> ()
"demo.two_regions"() ({
  "demo.inside_first"() : () -> ()
}, {
  %x = "demo.inside_second"() : () -> i32
  "demo.use"(%x, %single) : (i32, i32) -> ()
}) : () -> ()
"demo.empty_regions"() ({}, {
}) : () -> ()
"demo.entry_args"() ({
^entry(%arg: i32, %other: !demo.t):
  "demo.use"(%arg, %other) : (i32, !demo.t) -> ()
}) : () -> ()
"demo.cfg"() ({
  %c = "demo.cond"() : () -> i1
  "demo.cond_br"(%c)[^then, ^else] : (i1) -> ()
^then:
  %t = "demo.value"() : () -> i32
  "demo.br"(%t)[^merge] : (i32) -> ()
^else:  // forward-referenced block with a comment
  %e = "demo.value"() : () -> i32
  "demo.br"(%e)[^merge] : (i32) -> ()
^merge(%m: i32):
  "demo.switch"(%m)[^merge, ^exit, ^exit] {case_values = dense<[1, 2]> : vector<2xi32>} : (i32) -> ()
^exit:
  "demo.return"() : () -> ()
}) : () -> ()
"demo.nested"() ({
  "demo.level1"() ({
    "demo.level2"() ({
      ^bb0(%deep: index):
        "demo.use"(%deep, %props) : (index, i64) -> ()
    }) : () -> ()
  }) : () -> ()
}) {depth = 3} : () -> ()
%r:2 = "demo.results_with_region"(%props) ({
^bb0(%y: i64):
  "demo.yield"(%y) : (i64) -> ()
}) : (i64) -> (i64, i1)
"demo.use"(%r#1, %r#0) : (i1, i64) -> ()
