// The `dlti` dialect (data layout and target information): the data layout
// specifications modules carry, with MLIR 19's mnemonics and syntax
// (DLTIBase.td and DLTIAttrs.td), so that they print as mlir-opt-19 writes
// them:
//
//   module attributes {dlti.dl_spec = #dlti.dl_spec<
//       #dlti.dl_entry<i64, dense<64> : vector<2xi64>>,
//       #dlti.dl_entry<"dlti.endianness", "little">>} { ... }

include "OpBase.td"

def DLTI_Dialect : Dialect {
  let name = "dlti";
  let summary = "data layout and target information";
  let description = [{
    The `dlti` dialect holds data layout specifications: lists of entries
    that each map a key (a type, or a string naming a property) to an
    attribute, such as the ABI and preferred alignment of a type or the
    endianness of the target. Modules carry them under `dlti.dl_spec`.
  }];
  let rustModule = "dlti";
}

// One entry: `#dlti.dl_entry<i64, dense<64> : vector<2xi64>>` or
// `#dlti.dl_entry<"dlti.endianness", "little">`. The key is a type
// attribute or a string attribute.
def DLTI_DataLayoutEntryAttr : AttrDef<DLTI_Dialect, "DataLayoutEntry"> {
  let mnemonic = "dl_entry";
  let description = [{
    A data layout entry: a key, which is a type or a quoted string, and the
    attribute it maps to.
  }];
  let parameters = (ins
    AttrOrTypeParameter<"Attribute", "a type attribute or a string attribute">:$key,
    AttrOrTypeParameter<"Attribute", "what the key maps to">:$value);
  let hasCustomAssemblyFormat = 1;
}

// A specification: `#dlti.dl_spec<#dlti.dl_entry<...>, ...>`, keys unique.
def DLTI_DataLayoutSpecAttr : AttrDef<DLTI_Dialect, "DataLayoutSpec"> {
  let mnemonic = "dl_spec";
  let description = [{
    A data layout specification: a list of entries with distinct keys,
    possibly empty (`#dlti.dl_spec<>`).
  }];
  let parameters = (ins ArrayRefParameter<"Attribute", "`#dlti.dl_entry` attributes">:$entries);
  let hasCustomAssemblyFormat = 1;
}
