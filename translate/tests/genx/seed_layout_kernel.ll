; A kernel in the metadata layout seed 002 describes (function, name, asm
; name, argument kinds, SLM size, argument offsets), with the region reads
; and writes of the seed's examples under their canonical names.

define dllexport void @regions(<8 x i32> %v1, <30 x i32> %v2) {
  %region1 = call <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16(<8 x i32> %v1, i32 0, i32 4, i32 1, i16 12, i32 undef)
  %region2 = call <9 x i32> @llvm.genx.rdregioni.v9i32.v30i32.i16(<30 x i32> %v2, i32 7, i32 3, i32 2, i16 32, i32 undef)
  %v3 = call <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32> %v1, <4 x i32> %region1, i32 0, i32 4, i32 1, i16 12, i32 undef, i1 true)
  %v4 = call <30 x i32> @llvm.genx.wrregioni.v30i32.v9i32.i16.i1(<30 x i32> %v2, <9 x i32> %region2, i32 7, i32 3, i32 2, i16 32, i32 undef, i1 true)
  ret void
}

declare <4 x i32> @llvm.genx.rdregioni.v4i32.v8i32.i16(<8 x i32>, i32, i32, i32, i16, i32) #0
declare <9 x i32> @llvm.genx.rdregioni.v9i32.v30i32.i16(<30 x i32>, i32, i32, i32, i16, i32) #0
declare <8 x i32> @llvm.genx.wrregioni.v8i32.v4i32.i16.i1(<8 x i32>, <4 x i32>, i32, i32, i32, i16, i32, i1) #0
declare <30 x i32> @llvm.genx.wrregioni.v30i32.v9i32.i16.i1(<30 x i32>, <9 x i32>, i32, i32, i32, i16, i32, i1) #0

attributes #0 = { nounwind readnone }

!genx.kernels = !{!0}

!0 = !{ptr @regions, !"regions", !"regions_asm", !1, i32 0, !2}
!1 = !{i32 0, i32 0}
!2 = !{i32 32, i32 64}
