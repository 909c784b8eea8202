// A C program with restrict pointers inlined twice and loop pragmas
// (clang-19 -O2, mlir-translate-19 --import-llvm, the
// noalias.scope.decl intrinsics left out): alias scopes and domains,
// access groups and parallel accesses, vectorize/interleave/unroll hints.
#access_group = #llvm.access_group<id = distinct[0]<>>
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[1]<>, description = "copy">
#alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[2]<>, description = "copy">
#loop_unroll = #llvm.loop_unroll<runtimeDisable = true>
#loop_unroll1 = #llvm.loop_unroll<disable = true>
#tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#alias_scope = #llvm.alias_scope<id = distinct[3]<>, domain = #alias_scope_domain, description = "copy: argument 0">
#alias_scope1 = #llvm.alias_scope<id = distinct[4]<>, domain = #alias_scope_domain, description = "copy: argument 1">
#alias_scope2 = #llvm.alias_scope<id = distinct[5]<>, domain = #alias_scope_domain1, description = "copy: argument 0">
#alias_scope3 = #llvm.alias_scope<id = distinct[6]<>, domain = #alias_scope_domain1, description = "copy: argument 1">
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true, isVectorized = true>
#loop_annotation1 = #llvm.loop_annotation<unroll = #loop_unroll1>
#loop_annotation2 = #llvm.loop_annotation<unroll = #loop_unroll, mustProgress = true, isVectorized = true, parallelAccesses = #access_group>
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
#tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
#tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "float", members = {<#tbaa_type_desc, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
#tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc2, access_type = #tbaa_type_desc2, offset = 0>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<f80, dense<128> : vector<2xi64>>, #dlti.dl_entry<i1, dense<8> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>, #dlti.dl_entry<!llvm.ptr<272>, dense<64> : vector<4xi64>>, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<i128, dense<128> : vector<2xi64>>, #dlti.dl_entry<f16, dense<16> : vector<2xi64>>, #dlti.dl_entry<f64, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<270>, dense<32> : vector<4xi64>>, #dlti.dl_entry<f128, dense<128> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr<271>, dense<32> : vector<4xi64>>, #dlti.dl_entry<i16, dense<16> : vector<2xi64>>, #dlti.dl_entry<i8, dense<8> : vector<2xi64>>, #dlti.dl_entry<i32, dense<32> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>, #dlti.dl_entry<"dlti.endianness", "little">>} {
  llvm.func local_unnamed_addr @use(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef}, %arg1: !llvm.ptr {llvm.nocapture, llvm.noundef}, %arg2: i32 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = readwrite>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(8 : i32) : i32
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(2147483640 : i64) : i64
    %4 = llvm.mlir.constant(16 : i64) : i64
    %5 = llvm.mlir.constant(dense<1> : vector<4xi32>) : vector<4xi32>
    %6 = llvm.mlir.constant(8 : i64) : i64
    %7 = llvm.mlir.constant(1 : i32) : i32
    %8 = llvm.mlir.constant(1 : i64) : i64
    %9 = llvm.icmp "sgt" %arg2, %0 : i32
    llvm.cond_br %9, ^bb1, ^bb13
  ^bb1:  // pred: ^bb0
    %10 = llvm.zext %arg2 : i32 to i64
    %11 = llvm.icmp "ult" %arg2, %1 : i32
    llvm.cond_br %11, ^bb5(%2 : i64), ^bb2
  ^bb2:  // pred: ^bb1
    %12 = llvm.and %10, %3  : i64
    llvm.br ^bb3(%2 : i64)
  ^bb3(%13: i64):  // 2 preds: ^bb2, ^bb3
    %14 = llvm.getelementptr inbounds %arg1[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %15 = llvm.getelementptr inbounds %14[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %16 = llvm.load %14 {alias_scopes = [#alias_scope1], alignment = 4 : i64, noalias_scopes = [#alias_scope], tbaa = [#tbaa_tag]} : !llvm.ptr -> vector<4xi32>
    %17 = llvm.load %15 {alias_scopes = [#alias_scope1], alignment = 4 : i64, noalias_scopes = [#alias_scope], tbaa = [#tbaa_tag]} : !llvm.ptr -> vector<4xi32>
    %18 = llvm.add %16, %5 overflow<nsw> : vector<4xi32>
    %19 = llvm.add %17, %5 overflow<nsw> : vector<4xi32>
    %20 = llvm.getelementptr inbounds %arg0[%13] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %21 = llvm.getelementptr inbounds %20[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %18, %20 {alias_scopes = [#alias_scope], alignment = 4 : i64, noalias_scopes = [#alias_scope1], tbaa = [#tbaa_tag]} : vector<4xi32>, !llvm.ptr
    llvm.store %19, %21 {alias_scopes = [#alias_scope], alignment = 4 : i64, noalias_scopes = [#alias_scope1], tbaa = [#tbaa_tag]} : vector<4xi32>, !llvm.ptr
    %22 = llvm.add %13, %6 overflow<nuw> : i64
    %23 = llvm.icmp "eq" %22, %12 : i64
    llvm.cond_br %23, ^bb4, ^bb3(%22 : i64) {loop_annotation = #loop_annotation}
  ^bb4:  // pred: ^bb3
    %24 = llvm.icmp "eq" %12, %10 : i64
    llvm.cond_br %24, ^bb7, ^bb5(%12 : i64)
  ^bb5(%25: i64):  // 2 preds: ^bb1, ^bb4
    llvm.br ^bb6(%25 : i64)
  ^bb6(%26: i64):  // 2 preds: ^bb5, ^bb6
    %27 = llvm.getelementptr inbounds %arg1[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %28 = llvm.load %27 {alias_scopes = [#alias_scope1], alignment = 4 : i64, noalias_scopes = [#alias_scope], tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
    %29 = llvm.add %28, %7 overflow<nsw> : i32
    %30 = llvm.getelementptr inbounds %arg0[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %29, %30 {alias_scopes = [#alias_scope], alignment = 4 : i64, noalias_scopes = [#alias_scope1], tbaa = [#tbaa_tag]} : i32, !llvm.ptr
    %31 = llvm.add %26, %8 overflow<nsw, nuw> : i64
    %32 = llvm.icmp "eq" %31, %10 : i64
    llvm.cond_br %32, ^bb7, ^bb6(%31 : i64) {loop_annotation = #loop_annotation}
  ^bb7:  // 2 preds: ^bb4, ^bb6
    %33 = llvm.icmp "ult" %arg2, %1 : i32
    llvm.cond_br %33, ^bb11(%2 : i64), ^bb8
  ^bb8:  // pred: ^bb7
    %34 = llvm.and %10, %3  : i64
    llvm.br ^bb9(%2 : i64)
  ^bb9(%35: i64):  // 2 preds: ^bb8, ^bb9
    %36 = llvm.getelementptr inbounds %arg0[%35] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %37 = llvm.getelementptr inbounds %36[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %38 = llvm.load %36 {alias_scopes = [#alias_scope3], alignment = 4 : i64, noalias_scopes = [#alias_scope2], tbaa = [#tbaa_tag]} : !llvm.ptr -> vector<4xi32>
    %39 = llvm.load %37 {alias_scopes = [#alias_scope3], alignment = 4 : i64, noalias_scopes = [#alias_scope2], tbaa = [#tbaa_tag]} : !llvm.ptr -> vector<4xi32>
    %40 = llvm.add %38, %5 overflow<nsw> : vector<4xi32>
    %41 = llvm.add %39, %5 overflow<nsw> : vector<4xi32>
    %42 = llvm.getelementptr inbounds %arg1[%35] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %43 = llvm.getelementptr inbounds %42[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %40, %42 {alias_scopes = [#alias_scope2], alignment = 4 : i64, noalias_scopes = [#alias_scope3], tbaa = [#tbaa_tag]} : vector<4xi32>, !llvm.ptr
    llvm.store %41, %43 {alias_scopes = [#alias_scope2], alignment = 4 : i64, noalias_scopes = [#alias_scope3], tbaa = [#tbaa_tag]} : vector<4xi32>, !llvm.ptr
    %44 = llvm.add %35, %6 overflow<nuw> : i64
    %45 = llvm.icmp "eq" %44, %34 : i64
    llvm.cond_br %45, ^bb10, ^bb9(%44 : i64) {loop_annotation = #loop_annotation}
  ^bb10:  // pred: ^bb9
    %46 = llvm.icmp "eq" %34, %10 : i64
    llvm.cond_br %46, ^bb13, ^bb11(%34 : i64)
  ^bb11(%47: i64):  // 2 preds: ^bb7, ^bb10
    llvm.br ^bb12(%47 : i64)
  ^bb12(%48: i64):  // 2 preds: ^bb11, ^bb12
    %49 = llvm.getelementptr inbounds %arg0[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    %50 = llvm.load %49 {alias_scopes = [#alias_scope3], alignment = 4 : i64, noalias_scopes = [#alias_scope2], tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
    %51 = llvm.add %50, %7 overflow<nsw> : i32
    %52 = llvm.getelementptr inbounds %arg1[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i32
    llvm.store %51, %52 {alias_scopes = [#alias_scope2], alignment = 4 : i64, noalias_scopes = [#alias_scope3], tbaa = [#tbaa_tag]} : i32, !llvm.ptr
    %53 = llvm.add %48, %8 overflow<nsw, nuw> : i64
    %54 = llvm.icmp "eq" %53, %10 : i64
    llvm.cond_br %54, ^bb13, ^bb12(%53 : i64) {loop_annotation = #loop_annotation}
  ^bb13:  // 3 preds: ^bb0, ^bb10, ^bb12
    llvm.return
  }
  llvm.func local_unnamed_addr @vec(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef}, %arg1: i32 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(8 : i32) : i32
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(2147483640 : i64) : i64
    %4 = llvm.mlir.constant(16 : i64) : i64
    %5 = llvm.mlir.constant(dense<2.000000e+00> : vector<4xf32>) : vector<4xf32>
    %6 = llvm.mlir.constant(8 : i64) : i64
    %7 = llvm.mlir.constant(3 : i64) : i64
    %8 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %9 = llvm.mlir.constant(1 : i64) : i64
    %10 = llvm.mlir.constant(-4 : i64) : i64
    %11 = llvm.mlir.constant(4 : i64) : i64
    %12 = llvm.mlir.constant(12 : i64) : i64
    %13 = llvm.icmp "sgt" %arg1, %0 : i32
    llvm.cond_br %13, ^bb1, ^bb9
  ^bb1:  // pred: ^bb0
    %14 = llvm.zext %arg1 : i32 to i64
    %15 = llvm.icmp "ult" %arg1, %1 : i32
    llvm.cond_br %15, ^bb2(%2 : i64), ^bb6
  ^bb2(%16: i64):  // 2 preds: ^bb1, ^bb8
    %17 = llvm.and %14, %7  : i64
    %18 = llvm.icmp "eq" %17, %2 : i64
    llvm.cond_br %18, ^bb4(%16 : i64), ^bb3(%16, %2 : i64, i64)
  ^bb3(%19: i64, %20: i64):  // 2 preds: ^bb2, ^bb3
    %21 = llvm.getelementptr inbounds %arg0[%19] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %22 = llvm.load %21 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> f32
    %23 = llvm.fmul %22, %8  : f32
    llvm.store %23, %21 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : f32, !llvm.ptr
    %24 = llvm.add %19, %9 overflow<nsw, nuw> : i64
    %25 = llvm.add %20, %9 : i64
    %26 = llvm.icmp "eq" %25, %17 : i64
    llvm.cond_br %26, ^bb4(%24 : i64), ^bb3(%24, %25 : i64, i64) {loop_annotation = #loop_annotation1}
  ^bb4(%27: i64):  // 2 preds: ^bb2, ^bb3
    %28 = llvm.sub %16, %14 overflow<nsw> : i64
    %29 = llvm.icmp "ugt" %28, %10 : i64
    llvm.cond_br %29, ^bb9, ^bb5
  ^bb5:  // pred: ^bb4
    %30 = llvm.getelementptr %arg0[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %31 = llvm.getelementptr %arg0[%6] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %32 = llvm.getelementptr %arg0[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.br ^bb10(%27 : i64)
  ^bb6:  // pred: ^bb1
    %33 = llvm.and %14, %3  : i64
    llvm.br ^bb7(%2 : i64)
  ^bb7(%34: i64):  // 2 preds: ^bb6, ^bb7
    %35 = llvm.getelementptr inbounds %arg0[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %36 = llvm.getelementptr inbounds %35[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %37 = llvm.load %35 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xf32>
    %38 = llvm.load %36 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xf32>
    %39 = llvm.fmul %37, %5  : vector<4xf32>
    %40 = llvm.fmul %38, %5  : vector<4xf32>
    llvm.store %39, %35 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : vector<4xf32>, !llvm.ptr
    llvm.store %40, %36 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : vector<4xf32>, !llvm.ptr
    %41 = llvm.add %34, %6 overflow<nuw> : i64
    %42 = llvm.icmp "eq" %41, %33 : i64
    llvm.cond_br %42, ^bb8, ^bb7(%41 : i64)
  ^bb8:  // pred: ^bb7
    %43 = llvm.icmp "eq" %33, %14 : i64
    llvm.cond_br %43, ^bb9, ^bb2(%33 : i64)
  ^bb9:  // 4 preds: ^bb0, ^bb4, ^bb8, ^bb10
    llvm.return
  ^bb10(%44: i64):  // 2 preds: ^bb5, ^bb10
    %45 = llvm.getelementptr inbounds %arg0[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %46 = llvm.load %45 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> f32
    %47 = llvm.fmul %46, %8  : f32
    llvm.store %47, %45 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : f32, !llvm.ptr
    %48 = llvm.getelementptr %30[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %49 = llvm.load %48 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> f32
    %50 = llvm.fmul %49, %8  : f32
    llvm.store %50, %48 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : f32, !llvm.ptr
    %51 = llvm.getelementptr %31[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %52 = llvm.load %51 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> f32
    %53 = llvm.fmul %52, %8  : f32
    llvm.store %53, %51 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : f32, !llvm.ptr
    %54 = llvm.getelementptr %32[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %55 = llvm.load %54 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> f32
    %56 = llvm.fmul %55, %8  : f32
    llvm.store %56, %54 {alignment = 4 : i64, tbaa = [#tbaa_tag1]} : f32, !llvm.ptr
    %57 = llvm.add %44, %11 overflow<nsw, nuw> : i64
    %58 = llvm.icmp "eq" %57, %14 : i64
    llvm.cond_br %58, ^bb9, ^bb10(%57 : i64)
  }
  llvm.func local_unnamed_addr @par(%arg0: !llvm.ptr {llvm.nocapture, llvm.noundef}, %arg1: i32 {llvm.noundef}) attributes {memory = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none>, no_unwind, passthrough = ["nofree", "norecurse", "nosync", ["uwtable", "2"], ["min-legal-vector-width", "0"], ["no-trapping-math", "true"], ["stack-protector-buffer-size", "8"], ["target-cpu", "x86-64"]], target_cpu = "x86-64", target_features = #llvm.target_features<["+cmov", "+cx8", "+fxsr", "+mmx", "+sse", "+sse2", "+x87"]>, tune_cpu = "generic"} {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(8 : i32) : i32
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(2147483640 : i64) : i64
    %4 = llvm.mlir.constant(16 : i64) : i64
    %5 = llvm.mlir.constant(8 : i64) : i64
    %6 = llvm.mlir.constant(1 : i64) : i64
    %7 = llvm.icmp "sgt" %arg1, %0 : i32
    llvm.cond_br %7, ^bb1, ^bb6
  ^bb1:  // pred: ^bb0
    %8 = llvm.zext %arg1 : i32 to i64
    %9 = llvm.getelementptr inbounds %arg0[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10 = llvm.icmp "ult" %arg1, %1 : i32
    llvm.cond_br %10, ^bb2(%2 : i64), ^bb3
  ^bb2(%11: i64):  // 2 preds: ^bb1, ^bb5
    llvm.br ^bb7(%11 : i64)
  ^bb3:  // pred: ^bb1
    %12 = llvm.and %8, %3  : i64
    llvm.br ^bb4(%2 : i64)
  ^bb4(%13: i64):  // 2 preds: ^bb3, ^bb4
    %14 = llvm.getelementptr inbounds %9[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %15 = llvm.getelementptr inbounds %14[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %16 = llvm.load %14 {access_groups = [#access_group], alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xf32>
    %17 = llvm.load %15 {access_groups = [#access_group], alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xf32>
    %18 = llvm.getelementptr inbounds %arg0[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %19 = llvm.getelementptr inbounds %18[%4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %20 = llvm.load %18 {access_groups = [#access_group], alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xf32>
    %21 = llvm.load %19 {access_groups = [#access_group], alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> vector<4xf32>
    %22 = llvm.fadd %16, %20  : vector<4xf32>
    %23 = llvm.fadd %17, %21  : vector<4xf32>
    llvm.store %22, %18 {access_groups = [#access_group], alignment = 4 : i64, tbaa = [#tbaa_tag1]} : vector<4xf32>, !llvm.ptr
    llvm.store %23, %19 {access_groups = [#access_group], alignment = 4 : i64, tbaa = [#tbaa_tag1]} : vector<4xf32>, !llvm.ptr
    %24 = llvm.add %13, %5 overflow<nuw> : i64
    %25 = llvm.icmp "eq" %24, %12 : i64
    llvm.cond_br %25, ^bb5, ^bb4(%24 : i64) {loop_annotation = #loop_annotation2}
  ^bb5:  // pred: ^bb4
    %26 = llvm.icmp "eq" %12, %8 : i64
    llvm.cond_br %26, ^bb6, ^bb2(%12 : i64)
  ^bb6:  // 3 preds: ^bb0, ^bb5, ^bb7
    llvm.return
  ^bb7(%27: i64):  // 2 preds: ^bb2, ^bb7
    %28 = llvm.getelementptr inbounds %9[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %29 = llvm.load %28 {access_groups = [#access_group], alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> f32
    %30 = llvm.getelementptr inbounds %arg0[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %31 = llvm.load %30 {access_groups = [#access_group], alignment = 4 : i64, tbaa = [#tbaa_tag1]} : !llvm.ptr -> f32
    %32 = llvm.fadd %29, %31  : f32
    llvm.store %32, %30 {access_groups = [#access_group], alignment = 4 : i64, tbaa = [#tbaa_tag1]} : f32, !llvm.ptr
    %33 = llvm.add %27, %6 overflow<nsw, nuw> : i64
    %34 = llvm.icmp "eq" %33, %8 : i64
    llvm.cond_br %34, ^bb6, ^bb7(%33 : i64) {loop_annotation = #loop_annotation2}
  }
}
