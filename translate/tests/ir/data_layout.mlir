// The data layout from the module's DLTI spec (keys, then types in entry
// order), the target triple, and linker options.
module attributes {llvm.ident = "my compiler 1.0", llvm.target_triple = "x86_64-unknown-linux-gnu", dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "big">, #dlti.dl_entry<i64, dense<[64, 128]> : vector<2xi64>>, #dlti.dl_entry<"dlti.alloca_memory_space", 5 : ui32>, #dlti.dl_entry<"dlti.program_memory_space", 2 : ui32>, #dlti.dl_entry<"dlti.global_memory_space", 0 : ui32>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<f16, dense<[16, 32]> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<[32, 32, 32, 16]> : vector<4xi64>>, #dlti.dl_entry<index, 32>, #dlti.dl_entry<!llvm.ptr<1>, dense<[32, 64, 64]> : vector<3xi64>>>} {
  llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
  llvm.linker_options ["-l", "m"]
  llvm.func @f() {
    llvm.return
  }
}
