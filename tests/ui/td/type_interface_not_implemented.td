include "OpBase.td"

def Frob_Dialect : Dialect {
  let name = "frob";
}

// A data layout as MLIR's `DataLayoutTypeInterface` gives one: the size has
// no body, the alignment defaults to it.
def Frob_SizedTypeInterface : TypeInterface<"SizedTypeInterface"> {
  let methods = [
    InterfaceMethod<"The size in bits.", "u64", "size_in_bits">,
    InterfaceMethod<"The alignment in bytes.", "u64", "alignment", (ins), "",
                    [{ self.size_in_bits(ctx, $_type).div_ceil(8) }]>,
  ];
}

// Declares the interface's method, and the module leaves the `impl` out.
def Frob_BlobType : TypeDef<Frob_Dialect, "Blob",
    [DeclareTypeInterfaceMethods<Frob_SizedTypeInterface, ["size_in_bits"]>]> {
  let mnemonic = "blob";
  let parameters = (ins "u64":$bits);
  let assemblyFormat = "`<` $bits `>`";
}
