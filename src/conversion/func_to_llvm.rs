//! Lowering `func` to the LLVM dialect (MLIR's `FuncToLLVM`, pass
//! `convert-func-to-llvm`, which also applies the arith and cf
//! lowerings): `func.func` becomes `llvm.func` with a converted signature
//! (several results packed into a literal struct), its body moved over and
//! its blocks' arguments converted; `func.return` returns the packed
//! results; `func.call` calls the new function and takes the results
//! apart; `func.call_indirect` calls the pointer `func.constant` became.
//! A function marked `llvm.emit_c_interface` gets a
//! `_mlir_ciface_` wrapper calling it (results returned through a pointer
//! when there are several), or, when it is a declaration, a body calling a
//! declared `_mlir_ciface_` function. The index bitwidth comes from the
//! option or the data layout of the closest enclosing op that has one.

use std::sync::Arc;

use dialectic_runtime::pass::{PassFailed, PassResult, PassRun};
use dialectic_runtime::rewrite::MatchResult;
use dialectic_runtime::rewrite::conversion::{
    ConversionPattern, ConversionPatternRewriter, ConversionPatternSet, SignatureConversion,
    TypeConverter, apply_partial_conversion,
};
use dialectic_runtime::storage::ir::Location;
use dialectic_runtime::{Attribute, BlockId, Context, Ir, OpId, Type, TypeKind, Value};

use super::arith_to_llvm::populate_arith_to_llvm_patterns;
use super::cf_to_llvm::populate_cf_to_llvm_patterns;
use super::config::conversion_config;
use super::llvm_ops::{self, call, create, create_function};
use super::llvm_target::llvm_conversion_target;
use super::llvm_type_converter::{index_bitwidth_at, llvm_type_converter};
use crate::dialects::llvm::{
    LLVMFunctionType, LLVMPointerType, LLVMStructType, LLVMVoidType, Linkage, LinkageAttr,
};
use crate::op_support::{inherent_or_discardable, type_of};
use crate::pass_hooks::PassBody;

/// The attribute asking for a C interface.
const EMIT_C_INTERFACE: &str = "llvm.emit_c_interface";

/// The attributes of `func.func` that the new function does not copy.
const NOT_COPIED: &[&str] = &[
    "sym_name",
    "function_type",
    "arg_attrs",
    "res_attrs",
    "llvm.linkage",
];

/// `types` packed as a function returns them: nothing, the one type, or
/// a literal struct of them all (MLIR's `packFunctionResults`).
fn pack_results(ctx: &Context, types: Vec<Type>) -> Option<Type> {
    match types.len() {
        0 => None,
        1 => Some(types[0]),
        _ => Some(LLVMStructType::get_literal(ctx, types, false)),
    }
}

/// The inputs and results of a `func` op's `function_type`.
fn function_signature(ctx: &Context, ir: &Ir, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let ty = type_of(ctx, inherent_or_discardable(ctx, ir, op, "function_type")?)?;
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
        _ => None,
    }
}

/// An entry block for `function` with arguments of `types`, at `loc`.
fn add_entry_block(
    rewriter: &mut ConversionPatternRewriter<'_>,
    function: OpId,
    types: &[Type],
    loc: Location,
) -> BlockId {
    let ir = rewriter.ir_mut();
    let block = ir.create_block();
    for &ty in types {
        ir.add_block_argument(block, ty, loc);
    }
    let region = ir.regions(function)[0];
    ir.append_block(region, block);
    block
}

/// `func.func` to `llvm.func` (MLIR's `FuncOpConversion`).
pub struct LowerFunc(pub Arc<TypeConverter>);

impl ConversionPattern for LowerFunc {
    fn root(&self) -> Option<&str> {
        Some("func.func")
    }

    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let ir = rewriter.ir();
        let (inputs, results) = function_signature(ctx, ir, op)?;
        let name =
            crate::op_support::string_of(ctx, inherent_or_discardable(ctx, ir, op, "sym_name")?)?
                .to_string();
        let mut conversion = SignatureConversion::new(inputs.len());
        for (i, &ty) in inputs.iter().enumerate() {
            self.0.convert_signature_arg(ctx, i, ty, &mut conversion)?;
        }
        let converted_results = self.0.convert_types(ctx, &results)?;
        let packed = pack_results(ctx, converted_results);
        let void = LLVMVoidType::get(ctx);
        let params = conversion.converted_types().to_vec();
        let llvm_type = LLVMFunctionType::get(ctx, packed.unwrap_or(void), params.clone(), false);

        // The attributes it keeps: every one but the signature's, with the
        // visibility among them (`llvm.func` has no property for it).
        let mut attributes = Vec::new();
        let mut linkage = LinkageAttr::get(ctx, Linkage::External);
        let all = ir
            .op_properties(op)
            .map(|p| ctx.dictionary_entries(p).to_vec())
            .unwrap_or_default()
            .into_iter()
            .chain(ctx.dictionary_entries(ir.op_attributes(op)).iter().copied());
        for (attr_name, value) in all {
            let attr_name_str = ctx.ident_str(attr_name);
            if attr_name_str == "llvm.linkage" {
                linkage = value;
            }
            if !NOT_COPIED.contains(&attr_name_str) {
                attributes.push((attr_name, value));
            }
        }
        // Argument attributes go to each argument replacing the original;
        // result attributes stay when the result is not packed.
        if let Some(arg_attrs) = inherent_or_discardable(ctx, ir, op, "arg_attrs") {
            let old: Vec<Attribute> = match ctx.attr_kind(arg_attrs) {
                dialectic_runtime::AttrKind::Array(items) => items.clone(),
                _ => Vec::new(),
            };
            let mut new = vec![ctx.empty_dictionary(); conversion.converted_types().len()];
            for (input, &dict) in old.iter().enumerate() {
                if let Some(dialectic_runtime::rewrite::conversion::InputMapping::Arguments {
                    start,
                    count,
                }) = conversion.input_mapping(input)
                {
                    for slot in &mut new[start..start + count] {
                        *slot = dict;
                    }
                }
            }
            attributes.push((ctx.ident("arg_attrs"), ctx.array_attr(new)));
        }
        if results.len() == 1
            && let Some(res_attrs) = inherent_or_discardable(ctx, ir, op, "res_attrs")
        {
            attributes.push((ctx.ident("res_attrs"), res_attrs));
        }
        let attributes = ctx.dictionary_attr(attributes);
        let emit_c_interface = ctx.dictionary_get(attributes, EMIT_C_INTERFACE).is_some();

        let function = create_function(rewriter, &name, llvm_type, linkage, attributes);
        let body = rewriter.ir().regions(op)[0];
        let new_body = rewriter.ir().regions(function)[0];
        rewriter.inline_region_before(body, new_body, None);
        rewriter
            .convert_region_types(new_body, Some(&conversion))
            .ok()?;

        if emit_c_interface {
            let loc = rewriter.ir().op_loc(op);
            let wrapper = CInterface {
                name: &name,
                params: &params,
                result: packed,
                multiple_results: results.len() > 1,
                linkage,
                attributes,
                loc,
            };
            if rewriter.ir().region_is_empty(new_body) {
                wrapper.wrap_declaration(rewriter, function);
            } else {
                wrapper.wrap_for_callers(rewriter);
            }
        }
        rewriter.erase_op(op);
        Some(())
    }
}

/// What a `_mlir_ciface_` function needs (scalar and vector signatures:
/// no memref descriptors to take apart).
struct CInterface<'n> {
    name: &'n str,
    params: &'n [Type],
    result: Option<Type>,
    multiple_results: bool,
    linkage: Attribute,
    attributes: Attribute,
    loc: Location,
}

impl CInterface<'_> {
    fn wrapper_name(&self) -> String {
        format!("_mlir_ciface_{}", self.name)
    }

    /// A `_mlir_ciface_` function calling the converted one (MLIR's
    /// `wrapForExternalCallers`); several results are stored through a
    /// pointer passed first.
    fn wrap_for_callers(&self, rewriter: &mut ConversionPatternRewriter<'_>) {
        let ctx = rewriter.context();
        let ptr = LLVMPointerType::get(ctx, 0);
        let mut wrapper_params = Vec::new();
        if self.multiple_results {
            wrapper_params.push(ptr);
        }
        wrapper_params.extend_from_slice(self.params);
        let wrapper_result = if self.multiple_results {
            None
        } else {
            self.result
        };
        let void = LLVMVoidType::get(ctx);
        let wrapper_type = LLVMFunctionType::get(
            ctx,
            wrapper_result.unwrap_or(void),
            wrapper_params.clone(),
            false,
        );
        let wrapper = create_function(
            rewriter,
            &self.wrapper_name(),
            wrapper_type,
            self.linkage,
            self.attributes,
        );
        let saved = rewriter.insertion_point();
        let block = add_entry_block(rewriter, wrapper, &wrapper_params, self.loc);
        rewriter.set_insertion_point_to_end(block);
        let args: Vec<Value> = rewriter.ir().block_arguments(block).to_vec();
        let offset = usize::from(self.multiple_results);
        let call_op = call(rewriter, self.name, &args[offset..], self.result, None);
        let results: Vec<Value> = rewriter.ir().results(call_op).collect();
        if self.multiple_results {
            let properties = vec![("ordering", ctx.integer_attr(ctx.integer_type(64), 0))];
            create(
                rewriter,
                "llvm.store",
                &[results[0], args[0]],
                &[],
                properties,
            );
            create(rewriter, "llvm.return", &[], &[], Vec::new());
        } else {
            create(rewriter, "llvm.return", &results, &[], Vec::new());
        }
        rewriter.set_insertion_point_to(saved);
    }

    /// A body for the declared function calling a declared
    /// `_mlir_ciface_` function (MLIR's `wrapExternalFunction`).
    fn wrap_declaration(&self, rewriter: &mut ConversionPatternRewriter<'_>, function: OpId) {
        let ctx = rewriter.context();
        // The function that now has a body is only for this module.
        let ir = rewriter.ir_mut();
        let mut properties = ir
            .op_properties(function)
            .map(|p| ctx.dictionary_entries(p).to_vec())
            .unwrap_or_default();
        let linkage = ctx.ident("linkage");
        properties.retain(|(name, _)| *name != linkage);
        properties.push((linkage, LinkageAttr::get(ctx, Linkage::Private)));
        ir.set_op_properties(function, Some(ctx.dictionary_attr(properties)));
        let void = LLVMVoidType::get(ctx);
        let ty = LLVMFunctionType::get(
            ctx,
            self.result.unwrap_or(void),
            self.params.to_vec(),
            false,
        );
        let saved = rewriter.insertion_point();
        create_function(
            rewriter,
            &self.wrapper_name(),
            ty,
            self.linkage,
            self.attributes,
        );
        let block = add_entry_block(rewriter, function, self.params, self.loc);
        rewriter.set_insertion_point_to_end(block);
        let args: Vec<Value> = rewriter.ir().block_arguments(block).to_vec();
        let call_op = call(rewriter, &self.wrapper_name(), &args, self.result, None);
        let results: Vec<Value> = rewriter.ir().results(call_op).collect();
        create(rewriter, "llvm.return", &results, &[], Vec::new());
        rewriter.set_insertion_point_to(saved);
    }
}

/// `func.return` to `llvm.return`, several values packed into a struct.
pub struct LowerReturn(pub Arc<TypeConverter>);

impl ConversionPattern for LowerReturn {
    fn root(&self) -> Option<&str> {
        Some("func.return")
    }

    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let attributes = rewriter.ir().op_attributes(op);
        let returned = if operands.len() <= 1 {
            operands.to_vec()
        } else {
            let types: Vec<Type> = operands
                .iter()
                .map(|&v| rewriter.ir().value_type(v))
                .collect();
            let packed_type = pack_results(ctx, types)?;
            vec![llvm_ops::pack(rewriter, packed_type, operands)]
        };
        let new_op = create(rewriter, "llvm.return", &returned, &[], Vec::new());
        rewriter.ir_mut().set_op_attributes(new_op, attributes);
        rewriter.replace_op_with_op(op, new_op);
        Some(())
    }
}

/// `func.call` to `llvm.call`, several results taken out of a struct.
pub struct LowerCall(pub Arc<TypeConverter>);

impl ConversionPattern for LowerCall {
    fn root(&self) -> Option<&str> {
        Some("func.call")
    }

    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let ir = rewriter.ir();
        let result_types: Vec<Type> = ir.results(op).map(|r| ir.value_type(r)).collect();
        let packed = pack_results(ctx, self.0.convert_types(ctx, &result_types)?);
        let callee = inherent_or_discardable(ctx, ir, op, "callee")?;
        let callee = crate::op_support::symbol_ref_of(ctx, callee)?;
        let attributes = ir.op_attributes(op);
        let call_op = call(rewriter, &callee, operands, packed, Some(attributes));
        let values = unpack_results(rewriter, call_op, result_types.len())?;
        rewriter.replace_op(op, &values);
        Some(())
    }
}

/// The `count` results of a call as the lowered `call_op` returns them:
/// its result itself, or each field of the struct packing several.
fn unpack_results(
    rewriter: &mut ConversionPatternRewriter<'_>,
    call_op: OpId,
    count: usize,
) -> Option<Vec<Value>> {
    let results: Vec<Value> = rewriter.ir().results(call_op).collect();
    if count < 2 {
        return Some(results);
    }
    (0..count)
        .map(|i| llvm_ops::extract_value(rewriter, results[0], i))
        .collect()
}

/// `func.call_indirect` to an `llvm.call` of the converted callee value,
/// several results taken out of a struct.
pub struct LowerCallIndirect(pub Arc<TypeConverter>);

impl ConversionPattern for LowerCallIndirect {
    fn root(&self) -> Option<&str> {
        Some("func.call_indirect")
    }

    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let ir = rewriter.ir();
        let result_types: Vec<Type> = ir.results(op).map(|r| ir.value_type(r)).collect();
        let packed = pack_results(ctx, self.0.convert_types(ctx, &result_types)?);
        let attributes = ir.op_attributes(op);
        let call_op = create(
            rewriter,
            "llvm.call",
            operands,
            &packed.into_iter().collect::<Vec<_>>(),
            llvm_ops::call_properties(ctx),
        );
        rewriter.ir_mut().set_op_attributes(call_op, attributes);
        let values = unpack_results(rewriter, call_op, result_types.len())?;
        rewriter.replace_op(op, &values);
        Some(())
    }
}

/// `func.constant @f` to `llvm.mlir.addressof @f`, a pointer.
pub struct LowerConstant(pub Arc<TypeConverter>);

impl ConversionPattern for LowerConstant {
    fn root(&self) -> Option<&str> {
        Some("func.constant")
    }

    fn type_converter(&self) -> Option<&TypeConverter> {
        Some(&self.0)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _operands: &[Value],
        rewriter: &mut ConversionPatternRewriter<'_>,
    ) -> MatchResult {
        let ctx = rewriter.context();
        let ir = rewriter.ir();
        let ty = self.0.convert_type(ctx, ir.value_type(ir.result(op, 0)))?;
        let symbol = inherent_or_discardable(ctx, ir, op, "value")?;
        let attributes = ir.op_attributes(op);
        let address = create(
            rewriter,
            "llvm.mlir.addressof",
            &[],
            &[ty],
            vec![("global_name", symbol)],
        );
        rewriter.ir_mut().set_op_attributes(address, attributes);
        rewriter.replace_op_with_op(op, address);
        Some(())
    }
}

/// Adds the func lowerings to `patterns` (MLIR's
/// `populateFuncToLLVMConversionPatterns`).
pub fn populate_func_to_llvm_patterns(
    converter: &Arc<TypeConverter>,
    patterns: &mut ConversionPatternSet,
) {
    patterns.add(LowerFunc(converter.clone()));
    patterns.add(LowerReturn(converter.clone()));
    patterns.add(LowerCall(converter.clone()));
    patterns.add(LowerCallIndirect(converter.clone()));
    patterns.add(LowerConstant(converter.clone()));
}

impl PassBody for crate::transforms::ConvertFuncToLlvmPass {
    fn run_on(
        &mut self,
        ctx: &Context,
        ir: &mut Ir,
        op: OpId,
        run: &mut PassRun<'_>,
    ) -> PassResult {
        let bitwidth = index_bitwidth_at(ctx, ir, op, self.options.index_bitwidth);
        let converter = Arc::new(llvm_type_converter(bitwidth));
        let mut patterns = ConversionPatternSet::new();
        populate_func_to_llvm_patterns(&converter, &mut patterns);
        populate_arith_to_llvm_patterns(&converter, &mut patterns);
        populate_cf_to_llvm_patterns(&converter, &mut patterns);
        apply_partial_conversion(
            ctx,
            ir,
            &[op],
            &llvm_conversion_target(),
            &patterns,
            &conversion_config(),
        )
        .map(|_| ())
        .map_err(|d| {
            run.emit(d);
            PassFailed
        })
    }
}
