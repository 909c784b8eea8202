; MLIR 19 cannot convert a call of inline assembly: the import fails with its diagnostic.
define i32 @f() {
  %a = call i32 asm sideeffect "mov $1, $0", "=r,r"(i32 3)
  ret i32 %a
}
