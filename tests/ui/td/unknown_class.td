include "OpBase.td"

def Unknown_Dialect : Dialect {
  let name = "unknown";
}

def FrobOp : NoSuchOpClass<Unknown_Dialect, "frob">;
