// A pass collection whose module writes no body for its pass.

include "PassBase.td"

def StripNothing : Pass<"strip-nothing", "func.func"> {
  let summary = "Do nothing to functions";
  let options = [
    Option<"verbose", "verbose", "bool", /*default=*/"false", "Say so">
  ];
}
