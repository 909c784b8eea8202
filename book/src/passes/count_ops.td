// The pass of the book's chapter on passes: it counts the ops nested in
// the op it runs on.

include "PassBase.td"

def CountOps : Pass<"count-ops"> {
  let summary = "Count the ops nested in an op";
  let description = [{
    Walks the regions of the op the pass runs on and counts the ops in them,
    without changing anything.
  }];
  let options = [
    Option<"includeRoot", "include-root", "bool", /*default=*/"false",
           "Count the op the pass runs on too">,
    ListOption<"skip", "skip", "String", "Names of ops not to count">
  ];
  let statistics = [
    Statistic<"numOps", "num-ops", "Number of ops counted">
  ];
}
