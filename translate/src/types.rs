//! Types of the `llvm` dialect (and the builtin types it accepts) as LLVM
//! IR types. Identified structs are created once per module, by name, and
//! get their body after creation, so recursive structs translate.

use crate::llvm;
use std::collections::HashMap;
use std::ffi::CString;

use dialectic::dialects::llvm::{
    LLVMArrayType, LLVMFixedVectorType, LLVMFunctionType, LLVMPointerType, LLVMScalableVectorType,
    LLVMStructType, LLVMTargetExtType, types::llvm_type,
};
use dialectic::storage::float::FloatSemantics;
use dialectic::{Context, Type, TypeKind};
use inkwell::context::Context as LlvmContext;
use rustc_hash::FxHashMap;

/// Translates types into one LLVM context, remembering identified structs
/// and every type translated (as MLIR's `TypeToLLVMIRTranslator` does).
pub struct TypeTranslator<'ctx> {
    llvm: &'ctx LlvmContext,
    identified: HashMap<String, llvm::AnyType<'ctx>>,
    translated: FxHashMap<Type, llvm::AnyType<'ctx>>,
}

impl<'ctx> TypeTranslator<'ctx> {
    /// A translator creating types in `llvm`.
    pub fn new(llvm: &'ctx LlvmContext) -> Self {
        TypeTranslator {
            llvm,
            identified: HashMap::new(),
            translated: FxHashMap::default(),
        }
    }

    /// The LLVM IR type of `ty`, or why it has none.
    pub fn translate(&mut self, ctx: &Context, ty: Type) -> Result<llvm::AnyType<'ctx>, String> {
        if let Some(&translated) = self.translated.get(&ty) {
            return Ok(translated);
        }
        let translated = self.translate_uncached(ctx, ty)?;
        self.translated.insert(ty, translated);
        Ok(translated)
    }

    fn translate_uncached(
        &mut self,
        ctx: &Context,
        ty: Type,
    ) -> Result<llvm::AnyType<'ctx>, String> {
        let c = self.llvm;
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, .. } => Ok(llvm::int_type_in_context(c, *width)),
            TypeKind::Float(sem) => match sem {
                FloatSemantics::F16 => Ok(llvm::half_type_in_context(c)),
                FloatSemantics::BF16 => Ok(llvm::bfloat_type_in_context(c)),
                FloatSemantics::F32 => Ok(llvm::float_type_in_context(c)),
                FloatSemantics::F64 => Ok(llvm::double_type_in_context(c)),
                FloatSemantics::F80 => Ok(llvm::x86_fp80_type_in_context(c)),
                FloatSemantics::F128 => Ok(llvm::fp128_type_in_context(c)),
                _ => Err(self.unsupported(ctx, ty)),
            },
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } if shape.len() == 1 => {
                let element = self.translate(ctx, *element)?;
                let count = u32::try_from(shape[0]).map_err(|_| self.unsupported(ctx, ty))?;
                if scalable.first().copied().unwrap_or(false) {
                    Ok(llvm::scalable_vector_type(element, count))
                } else {
                    Ok(llvm::vector_type(element, count))
                }
            }
            _ => self.translate_dialect_type(ctx, ty),
        }
    }

    /// The types of the `llvm` dialect.
    fn translate_dialect_type(
        &mut self,
        ctx: &Context,
        ty: Type,
    ) -> Result<llvm::AnyType<'ctx>, String> {
        let c = self.llvm;
        let Some((mnemonic, _)) = llvm_type(ctx, ty) else {
            return Err(self.unsupported(ctx, ty));
        };
        Ok(match mnemonic {
            "void" => llvm::void_type_in_context(c),
            "ptr" => llvm::pointer_type_in_context(
                c,
                LLVMPointerType::address_space(ctx, ty).unwrap_or(0),
            ),
            "array" => {
                let element = LLVMArrayType::element_type(ctx, ty)
                    .ok_or_else(|| self.unsupported(ctx, ty))?;
                let count = LLVMArrayType::num_elements(ctx, ty).unwrap_or(0);
                llvm::array_type2(self.translate(ctx, element)?, count)
            }
            "vec" => {
                let element = LLVMFixedVectorType::element_type(ctx, ty)
                    .ok_or_else(|| self.unsupported(ctx, ty))?;
                let count = LLVMFixedVectorType::num_elements(ctx, ty).unwrap_or(0);
                llvm::vector_type(self.translate(ctx, element)?, count)
            }
            "scalable_vec" => {
                let element = LLVMScalableVectorType::element_type(ctx, ty)
                    .ok_or_else(|| self.unsupported(ctx, ty))?;
                let count = LLVMScalableVectorType::min_num_elements(ctx, ty).unwrap_or(0);
                llvm::scalable_vector_type(self.translate(ctx, element)?, count)
            }
            "func" => {
                let ret = LLVMFunctionType::return_type(ctx, ty)
                    .ok_or_else(|| self.unsupported(ctx, ty))?;
                let params = LLVMFunctionType::params(ctx, ty).unwrap_or_default();
                let var_arg = LLVMFunctionType::var_arg(ctx, ty).unwrap_or(false);
                let ret = self.translate(ctx, ret)?;
                let params = params
                    .iter()
                    .map(|&p| self.translate(ctx, p))
                    .collect::<Result<Vec<_>, _>>()?;
                llvm::function_type(ret, &params, var_arg as i32)
            }
            "struct" => return self.translate_struct(ctx, ty),
            "label" => llvm::label_type_in_context(c),
            "metadata" => llvm::metadata_type_in_context(c),
            "token" => llvm::token_type_in_context(c),
            "ppc_fp128" => llvm::ppcfp128_type_in_context(c),
            "x86_mmx" => llvm::x86_mmx_type_in_context(c),
            "target" => {
                let name = LLVMTargetExtType::ext_type_name(ctx, ty).unwrap_or_default();
                let types = LLVMTargetExtType::type_params(ctx, ty)
                    .unwrap_or_default()
                    .iter()
                    .map(|&p| self.translate(ctx, p))
                    .collect::<Result<Vec<_>, _>>()?;
                let ints: Vec<u32> = LLVMTargetExtType::int_params(ctx, ty)
                    .unwrap_or_default()
                    .to_vec();
                let name = CString::new(name.to_string()).map_err(|_| self.unsupported(ctx, ty))?;
                llvm::target_ext_type_in_context(c, &name, &types, &ints)
            }
            _ => return Err(self.unsupported(ctx, ty)),
        })
    }

    /// Literal structs are uniqued by LLVM; identified ones by name here.
    fn translate_struct(&mut self, ctx: &Context, ty: Type) -> Result<llvm::AnyType<'ctx>, String> {
        let packed = LLVMStructType::is_packed(ctx, ty) as i32;
        if let Some(name) =
            LLVMStructType::name(ctx, ty).filter(|_| LLVMStructType::is_identified(ctx, ty))
        {
            if let Some(&known) = self.identified.get(name) {
                return Ok(known);
            }
            let cname = CString::new(name).map_err(|_| self.unsupported(ctx, ty))?;
            let created = llvm::struct_create_named(self.llvm, &cname);
            self.identified.insert(name.to_string(), created);
            if !LLVMStructType::is_opaque(ctx, ty) {
                let body = LLVMStructType::body(ctx, ty).unwrap_or_default().to_vec();
                let elements = body
                    .iter()
                    .map(|&e| self.translate(ctx, e))
                    .collect::<Result<Vec<_>, _>>()?;
                llvm::struct_set_body(created, &elements, packed);
            }
            return Ok(created);
        }
        let body = LLVMStructType::body(ctx, ty).unwrap_or_default().to_vec();
        let elements = body
            .iter()
            .map(|&e| self.translate(ctx, e))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(llvm::struct_type_in_context(self.llvm, &elements, packed))
    }

    fn unsupported(&self, ctx: &Context, ty: Type) -> String {
        format!(
            "cannot be converted to LLVM IR: type '{}'",
            dialectic::text::print::type_to_string(ctx, ty)
        )
    }
}
