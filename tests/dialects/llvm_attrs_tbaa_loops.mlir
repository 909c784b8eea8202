// A C program with loops over structs (clang-19 -O2, mlir-translate-19
// --import-llvm): TBAA tags on loads, loop annotations on latches, memory
// effects, target features and the data layout on the module.
#loop_annotation = #llvm.loop_annotation<mustProgress = true>
#loop_unroll = #llvm.loop_unroll<runtimeDisable = true>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true, isVectorized = true>
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "double", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc3 = #llvm.tbaa_type_desc<id = "float", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc3, access_type = #tbaa_type_desc3, offset = 0>
#tbaa_type_desc4 = #llvm.tbaa_type_desc<id = "P", members = {<#tbaa_type_desc1, 0>, <#tbaa_type_desc2, 8>}>
#tbaa_tag2 = #llvm.tbaa_tag<base_type = #tbaa_type_desc4, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_tag3 = #llvm.tbaa_tag<base_type = #tbaa_type_desc4, access_type = #tbaa_type_desc2, offset = 8>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.func local_unnamed_addr @sum(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef, llvm.readonly}, %arg1: i32 {llvm.noundef}) -> f64 attributes {memory = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(1 : i64) : i64
    %3 = llvm.mlir.constant(1 : i32) : i32
    %4 = llvm.mlir.poison : f64
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.mlir.constant(2147483646 : i64) : i64
    %7 = llvm.mlir.constant(8 : i64) : i64
    %8 = llvm.mlir.constant(2 : i64) : i64
    %9 = llvm.icmp "sgt" %arg1, %0 : i32
    llvm.cond_br %9, ^bb1, ^bb5(%1 : f64)
  ^bb1:  // pred: ^bb0
    %10 = llvm.zext %arg1 : i32 to i64
    %11 = llvm.and %10, %2  : i64
    %12 = llvm.icmp "eq" %arg1, %3 : i32
    llvm.cond_br %12, ^bb3(%4, %5, %1 : f64, i64, f64), ^bb2
  ^bb2:  // pred: ^bb1
    %13 = llvm.and %10, %6  : i64
    llvm.br ^bb6(%5, %1, %5 : i64, f64, i64)
  ^bb3(%14: f64, %15: i64, %16: f64):  // 2 preds: ^bb1, ^bb6
    %17 = llvm.icmp "eq" %11, %5 : i64
    llvm.cond_br %17, ^bb5(%14 : f64), ^bb4
  ^bb4:  // pred: ^bb3
    %18 = llvm.getelementptr inbounds %arg0[%15] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.P", (i32, f64)>
    %19 = llvm.load %18 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> i32
    %20 = llvm.sitofp %19 : i32 to f64
    %21 = llvm.getelementptr inbounds %18[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %22 = llvm.load %21 {alignment = 8 : i64, tbaa = [#tbaa_tag3]} : !llvm.ptr -> f64
    %23 = llvm.intr.fmuladd(%20, %22, %16)  : (f64, f64, f64) -> f64
    llvm.br ^bb5(%23 : f64)
  ^bb5(%24: f64):  // 3 preds: ^bb0, ^bb3, ^bb4
    llvm.return %24 : f64
  ^bb6(%25: i64, %26: f64, %27: i64):  // 2 preds: ^bb2, ^bb6
    %28 = llvm.getelementptr inbounds %arg0[%25] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.P", (i32, f64)>
    %29 = llvm.load %28 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> i32
    %30 = llvm.sitofp %29 : i32 to f64
    %31 = llvm.getelementptr inbounds %28[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %32 = llvm.load %31 {alignment = 8 : i64, tbaa = [#tbaa_tag3]} : !llvm.ptr -> f64
    %33 = llvm.intr.fmuladd(%30, %32, %26)  : (f64, f64, f64) -> f64
    %34 = llvm.or %25, %2  : i64
    %35 = llvm.getelementptr inbounds %arg0[%34] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<"struct.P", (i32, f64)>
    %36 = llvm.load %35 {alignment = 8 : i64, tbaa = [#tbaa_tag2]} : !llvm.ptr -> i32
    %37 = llvm.sitofp %36 : i32 to f64
    %38 = llvm.getelementptr inbounds %35[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %39 = llvm.load %38 {alignment = 8 : i64, tbaa = [#tbaa_tag3]} : !llvm.ptr -> f64
    %40 = llvm.intr.fmuladd(%37, %39, %33)  : (f64, f64, f64) -> f64
    %41 = llvm.add %25, %8 overflow<nsw, nuw> : i64
    %42 = llvm.add %27, %8 : i64
    %43 = llvm.icmp "eq" %42, %13 : i64
    llvm.cond_br %43, ^bb3(%40, %41, %40 : f64, i64, f64), ^bb6(%41, %40, %42 : i64, f64, i64) {loop_annotation = #loop_annotation}
  }
  llvm.func local_unnamed_addr @fill(%arg0: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.noundef, llvm.writeonly}, %arg1: !llvm.ptr {llvm.noalias, llvm.nocapture, llvm.noundef, llvm.writeonly}, %arg2: i32 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = write, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(8 : i32) : i32
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(2147483640 : i64) : i64
    %4 = llvm.mlir.constant(dense<[0, 1, 2, 3]> : vector<4xi32>) : vector<4xi32>
    %5 = llvm.mlir.constant(dense<4> : vector<4xi32>) : vector<4xi32>
    %6 = llvm.mlir.constant(16 : i64) : i64
    %7 = llvm.mlir.constant(8 : i64) : i64
    %8 = llvm.mlir.constant(dense<8> : vector<4xi32>) : vector<4xi32>
    %9 = llvm.mlir.constant(1 : i64) : i64
    %10 = llvm.icmp "sgt" %arg2, %0 : i32
    llvm.cond_br %10, ^bb1, ^bb6
  ^bb1:  // pred: ^bb0
    %11 = llvm.zext %arg2 : i32 to i64
    %12 = llvm.icmp "ult" %arg2, %1 : i32
    llvm.cond_br %12, ^bb2(%2 : i64), ^bb3
  ^bb2(%13: i64):  // 2 preds: ^bb1, ^bb5
    llvm.br ^bb7(%13 : i64)
  ^bb3:  // pred: ^bb1
    %14 = llvm.and %11, %3  : i64
    llvm.br ^bb4(%2, %4 : i64, vector<4xi32>)
  ^bb4(%15: i64, %16: vector<4xi32>):  // 2 preds: ^bb3, ^bb4
    %17 = llvm.add %16, %5 : vector<4xi32>
    %18 = llvm.getelementptr inbounds %arg0[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %19 = llvm.getelementptr inbounds %18[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %16, %18 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : vector<4xi32>, !llvm.ptr
    llvm.store %17, %19 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : vector<4xi32>, !llvm.ptr
    %20 = llvm.uitofp %16 : vector<4xi32> to vector<4xf32>
    %21 = llvm.uitofp %17 : vector<4xi32> to vector<4xf32>
    %22 = llvm.getelementptr inbounds %arg1[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %23 = llvm.getelementptr inbounds %22[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %20, %22 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : vector<4xf32>, !llvm.ptr
    llvm.store %21, %23 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : vector<4xf32>, !llvm.ptr
    %24 = llvm.add %15, %7 overflow<nuw> : i64
    %25 = llvm.add %16, %8 : vector<4xi32>
    %26 = llvm.icmp "eq" %24, %14 : i64
    llvm.cond_br %26, ^bb5, ^bb4(%24, %25 : i64, vector<4xi32>) {loop_annotation = #loop_annotation1}
  ^bb5:  // pred: ^bb4
    %27 = llvm.icmp "eq" %14, %11 : i64
    llvm.cond_br %27, ^bb6, ^bb2(%14 : i64)
  ^bb6:  // 3 preds: ^bb0, ^bb5, ^bb7
    llvm.return
  ^bb7(%28: i64):  // 2 preds: ^bb2, ^bb7
    %29 = llvm.getelementptr inbounds %arg0[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %30 = llvm.trunc %28 : i64 to i32
    llvm.store %30, %29 {alignment = 4 : i64, tbaa = [#tbaa_tag]} : i32, !llvm.ptr
    %31 = llvm.uitofp %30 : i32 to f32
    %32 = llvm.getelementptr inbounds %arg1[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %31, %32 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : f32, !llvm.ptr
    %33 = llvm.add %28, %9 overflow<nsw, nuw> : i64
    %34 = llvm.icmp "eq" %33, %11 : i64
    llvm.cond_br %34, ^bb6, ^bb7(%33 : i64) {loop_annotation = #loop_annotation1}
  }
}
