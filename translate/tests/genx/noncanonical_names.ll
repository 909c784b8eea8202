; Names real IR writes that are not getGenXName's: a missing suffix, an
; extra one and an old typed-pointer suffix. They import with a warning
; and export as written.

define void @names(<16 x i32> %a, ptr %p) {
  %r = call { <16 x i32>, <16 x i32> } @llvm.genx.uimad.v16i32(<16 x i32> %a, <16 x i32> %a, <16 x i32> %a)
  %v = call <16 x float> @llvm.genx.vload.v16f32.p0v16f32(ptr %p)
  %m = call <16 x i32> @llvm.genx.absi.v16i32.v16i32.extra(<16 x i32> %a)
  ret void
}

declare { <16 x i32>, <16 x i32> } @llvm.genx.uimad.v16i32(<16 x i32>, <16 x i32>, <16 x i32>)
declare <16 x float> @llvm.genx.vload.v16f32.p0v16f32(ptr)
declare <16 x i32> @llvm.genx.absi.v16i32.v16i32.extra(<16 x i32>)
