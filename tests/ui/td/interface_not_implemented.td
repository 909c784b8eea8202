include "OpBase.td"
include "interfaces/Common.td"

def Cast_Dialect : Dialect {
  let name = "cast";
}

// Declares the cast check written in Rust, which the module leaves out.
def WidenOp : Op<Cast_Dialect, "widen", [
    DeclareOpInterfaceMethods<CastOpInterface, ["are_cast_compatible"]>]> {
  let arguments = (ins AnyType:$in);
  let results = (outs AnyType:$out);
}
