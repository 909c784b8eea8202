; Struct results (addc, subb, add3c, simdcf.goto), tail calls, the
; intrinsic IDs vc-intrinsics caches on declarations, a predicated region
; write and a kernel in the KernelMDOp layout with all nine operands.

define dllexport spir_kernel void @carries(<8 x i32> %a, <8 x i32> %b, <32 x i1> %em, <32 x i1> %rm, i32 %surface) {
entry:
  %addc = tail call { <8 x i32>, <8 x i32> } @llvm.genx.addc.v8i32.v8i32(<8 x i32> %a, <8 x i32> %b)
  %carry = extractvalue { <8 x i32>, <8 x i32> } %addc, 0
  %subb = call { <8 x i32>, <8 x i32> } @llvm.genx.subb.v8i32.v8i32(<8 x i32> %a, <8 x i32> %carry)
  %sum3 = call { <8 x i1>, <8 x i32> } @llvm.genx.add3c.v8i1.v8i32(<8 x i32> %a, <8 x i32> %b, <8 x i32> %carry)
  %goto = call { <32 x i1>, <32 x i1>, i1 } @llvm.genx.simdcf.goto.v32i1.v32i1(<32 x i1> %em, <32 x i1> %rm, <32 x i1> %em)
  %any = extractvalue { <32 x i1>, <32 x i1>, i1 } %goto, 2
  br i1 %any, label %done, label %store

store:
  %mask = call <8 x i1> @llvm.genx.rdpredregion.v8i1.v32i1(<32 x i1> %em, i32 0)
  %new = call <8 x i32> @llvm.genx.wrregioni.v8i32.v8i32.i16.v8i1(<8 x i32> %a, <8 x i32> %carry, i32 0, i32 8, i32 1, i16 0, i32 undef, <8 x i1> %mask)
  tail call void @llvm.genx.oword.st.v8i32(i32 %surface, i32 0, <8 x i32> %new)
  br label %done

done:
  ret void
}

declare !genx_intrinsic_id !10 { <8 x i32>, <8 x i32> } @llvm.genx.addc.v8i32.v8i32(<8 x i32>, <8 x i32>) #0
declare { <8 x i32>, <8 x i32> } @llvm.genx.subb.v8i32.v8i32(<8 x i32>, <8 x i32>) #0
declare { <8 x i1>, <8 x i32> } @llvm.genx.add3c.v8i1.v8i32(<8 x i32>, <8 x i32>, <8 x i32>)
declare !genx_intrinsic_id !11 { <32 x i1>, <32 x i1>, i1 } @llvm.genx.simdcf.goto.v32i1.v32i1(<32 x i1>, <32 x i1>, <32 x i1>)
declare <8 x i1> @llvm.genx.rdpredregion.v8i1.v32i1(<32 x i1>, i32) #0
declare <8 x i32> @llvm.genx.wrregioni.v8i32.v8i32.i16.v8i1(<8 x i32>, <8 x i32>, i32, i32, i32, i16, i32, <8 x i1>) #0
declare void @llvm.genx.oword.st.v8i32(i32, i32, <8 x i32>) #1

attributes #0 = { nounwind readnone }
attributes #1 = { nounwind }

!genx.kernels = !{!0}

!0 = !{ptr @carries, !"carries", !1, i32 1024, !2, !3, !4, i32 2, i32 1}
!1 = !{i32 0, i32 0, i32 0, i32 0, i32 2}
!2 = !{i32 32, i32 64, i32 96, i32 100, i32 104}
!3 = !{i32 0, i32 0, i32 0, i32 0, i32 0}
!4 = !{!"", !"", !"", !"", !"buffer_t read_write"}
!10 = !{i32 7}
!11 = !{i32 300}
