include "OpBase.td"

def Frob_Dialect : Dialect {
  let name = "frob";
}

// A parameter written by hand; the module implements no such syntax.
def Frob_GearParameter : AttrOrTypeParameter<"i64"> {
  let syntax = "Gear";
}

def Frob_WheelAttr : AttrDef<Frob_Dialect, "Wheel"> {
  let mnemonic = "wheel";
  let parameters = (ins Frob_GearParameter:$gear);
  let assemblyFormat = "`<` $gear `>`";
}
