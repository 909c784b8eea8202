// Part of the `llvm` dialect (see ../llvm.td).
