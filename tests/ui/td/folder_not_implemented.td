include "OpBase.td"

def Frob_Dialect : Dialect {
  let name = "frob";
}

// Declares a folder and canonicalization patterns; the module implements
// neither.
def Frob_TwiceOp : Op<Frob_Dialect, "twice"> {
  let arguments = (ins AnyType:$in);
  let results = (outs AnyType:$out);
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}
