include "OpBase.td"

def Frob_Dialect : Dialect {
  let name = "frob";
}

def Frob_WidthInterface : OpInterface<"WidthOpInterface"> {
  let methods = [
    InterfaceMethod<"The width in bits.", "u32", "width">,
  ];
}

// Declares the interface, whose method has no body, and the module leaves
// the `impl` out.
def WidenOp : Op<Frob_Dialect, "widen", [Frob_WidthInterface]> {
  let arguments = (ins AnyType:$in);
  let results = (outs AnyType:$out);
}
