; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

define void @f(ptr %0, ptr %1) {
  call void asm sideeffect "incl $0", "=*m,r"(ptr elementtype(i32) %0, ptr %1)
  ret void
}

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
