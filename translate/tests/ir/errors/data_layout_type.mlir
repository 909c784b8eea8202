// A DLTI entry of a type LLVM's data layout has no place for.
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<bf16, dense<16> : vector<2xi64>>>} {
}
