//! Types of the `llvm` dialect (and the builtin types it accepts) as LLVM
//! IR types. Identified structs are created once per module, by name, and
//! get their body after creation, so recursive structs translate.

use std::collections::HashMap;
use std::ffi::CString;

use dialectic::dialects::llvm::{
    LLVMArrayType, LLVMFixedVectorType, LLVMFunctionType, LLVMPointerType, LLVMScalableVectorType,
    LLVMStructType, LLVMTargetExtType, types::llvm_type,
};
use dialectic::storage::float::FloatSemantics;
use dialectic::{Context, Type, TypeKind};
use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::{LLVMContextRef, LLVMTypeRef};
use rustc_hash::FxHashMap;

/// Translates types into one LLVM context, remembering identified structs
/// and every type translated (as MLIR's `TypeToLLVMIRTranslator` does).
pub struct TypeTranslator {
    llvm: LLVMContextRef,
    identified: HashMap<String, LLVMTypeRef>,
    translated: FxHashMap<Type, LLVMTypeRef>,
}

impl TypeTranslator {
    /// A translator creating types in `llvm`.
    pub fn new(llvm: LLVMContextRef) -> Self {
        TypeTranslator {
            llvm,
            identified: HashMap::new(),
            translated: FxHashMap::default(),
        }
    }

    /// The LLVM IR type of `ty`, or why it has none.
    pub fn translate(&mut self, ctx: &Context, ty: Type) -> Result<LLVMTypeRef, String> {
        if let Some(&translated) = self.translated.get(&ty) {
            return Ok(translated);
        }
        let translated = self.translate_uncached(ctx, ty)?;
        self.translated.insert(ty, translated);
        Ok(translated)
    }

    fn translate_uncached(&mut self, ctx: &Context, ty: Type) -> Result<LLVMTypeRef, String> {
        let c = self.llvm;
        // SAFETY: every call creates or looks up a type in the live context `c`.
        unsafe {
            match ctx.type_kind(ty) {
                TypeKind::Integer { width, .. } => Ok(LLVMIntTypeInContext(c, *width)),
                TypeKind::Float(sem) => match sem {
                    FloatSemantics::F16 => Ok(LLVMHalfTypeInContext(c)),
                    FloatSemantics::BF16 => Ok(LLVMBFloatTypeInContext(c)),
                    FloatSemantics::F32 => Ok(LLVMFloatTypeInContext(c)),
                    FloatSemantics::F64 => Ok(LLVMDoubleTypeInContext(c)),
                    FloatSemantics::F80 => Ok(LLVMX86FP80TypeInContext(c)),
                    FloatSemantics::F128 => Ok(LLVMFP128TypeInContext(c)),
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
                        Ok(inkwell::llvm_sys::core::LLVMScalableVectorType(
                            element, count,
                        ))
                    } else {
                        Ok(LLVMVectorType(element, count))
                    }
                }
                _ => self.translate_dialect_type(ctx, ty),
            }
        }
    }

    /// The types of the `llvm` dialect.
    fn translate_dialect_type(&mut self, ctx: &Context, ty: Type) -> Result<LLVMTypeRef, String> {
        let c = self.llvm;
        let Some((mnemonic, _)) = llvm_type(ctx, ty) else {
            return Err(self.unsupported(ctx, ty));
        };
        // SAFETY: as in `translate`.
        unsafe {
            Ok(match mnemonic {
                "void" => LLVMVoidTypeInContext(c),
                "ptr" => LLVMPointerTypeInContext(
                    c,
                    LLVMPointerType::address_space(ctx, ty).unwrap_or(0),
                ),
                "array" => {
                    let element = LLVMArrayType::element_type(ctx, ty)
                        .ok_or_else(|| self.unsupported(ctx, ty))?;
                    let count = LLVMArrayType::num_elements(ctx, ty).unwrap_or(0);
                    LLVMArrayType2(self.translate(ctx, element)?, count)
                }
                "vec" => {
                    let element = LLVMFixedVectorType::element_type(ctx, ty)
                        .ok_or_else(|| self.unsupported(ctx, ty))?;
                    let count = LLVMFixedVectorType::num_elements(ctx, ty).unwrap_or(0);
                    LLVMVectorType(self.translate(ctx, element)?, count)
                }
                "scalable_vec" => {
                    let element = LLVMScalableVectorType::element_type(ctx, ty)
                        .ok_or_else(|| self.unsupported(ctx, ty))?;
                    let count = LLVMScalableVectorType::min_num_elements(ctx, ty).unwrap_or(0);
                    inkwell::llvm_sys::core::LLVMScalableVectorType(
                        self.translate(ctx, element)?,
                        count,
                    )
                }
                "func" => {
                    let ret = LLVMFunctionType::return_type(ctx, ty)
                        .ok_or_else(|| self.unsupported(ctx, ty))?;
                    let params = LLVMFunctionType::params(ctx, ty).unwrap_or_default();
                    let var_arg = LLVMFunctionType::var_arg(ctx, ty).unwrap_or(false);
                    let ret = self.translate(ctx, ret)?;
                    let mut params = params
                        .iter()
                        .map(|&p| self.translate(ctx, p))
                        .collect::<Result<Vec<_>, _>>()?;
                    inkwell::llvm_sys::core::LLVMFunctionType(
                        ret,
                        params.as_mut_ptr(),
                        params.len() as u32,
                        var_arg as i32,
                    )
                }
                "struct" => return self.translate_struct(ctx, ty),
                "label" => LLVMLabelTypeInContext(c),
                "metadata" => LLVMMetadataTypeInContext(c),
                "token" => LLVMTokenTypeInContext(c),
                "ppc_fp128" => LLVMPPCFP128TypeInContext(c),
                "x86_mmx" => LLVMX86MMXTypeInContext(c),
                "target" => {
                    let name = LLVMTargetExtType::ext_type_name(ctx, ty).unwrap_or_default();
                    let mut types = LLVMTargetExtType::type_params(ctx, ty)
                        .unwrap_or_default()
                        .iter()
                        .map(|&p| self.translate(ctx, p))
                        .collect::<Result<Vec<_>, _>>()?;
                    let mut ints: Vec<u32> = LLVMTargetExtType::int_params(ctx, ty)
                        .unwrap_or_default()
                        .to_vec();
                    let name =
                        CString::new(name.to_string()).map_err(|_| self.unsupported(ctx, ty))?;
                    LLVMTargetExtTypeInContext(
                        c,
                        name.as_ptr(),
                        types.as_mut_ptr(),
                        types.len() as u32,
                        ints.as_mut_ptr(),
                        ints.len() as u32,
                    )
                }
                _ => return Err(self.unsupported(ctx, ty)),
            })
        }
    }

    /// Literal structs are uniqued by LLVM; identified ones by name here.
    fn translate_struct(&mut self, ctx: &Context, ty: Type) -> Result<LLVMTypeRef, String> {
        let packed = LLVMStructType::is_packed(ctx, ty) as i32;
        if let Some(name) =
            LLVMStructType::name(ctx, ty).filter(|_| LLVMStructType::is_identified(ctx, ty))
        {
            if let Some(&known) = self.identified.get(name) {
                return Ok(known);
            }
            let cname = CString::new(name).map_err(|_| self.unsupported(ctx, ty))?;
            // SAFETY: creates a named struct in the live context.
            let created = unsafe { LLVMStructCreateNamed(self.llvm, cname.as_ptr()) };
            self.identified.insert(name.to_string(), created);
            if !LLVMStructType::is_opaque(ctx, ty) {
                let body = LLVMStructType::body(ctx, ty).unwrap_or_default().to_vec();
                let mut elements = body
                    .iter()
                    .map(|&e| self.translate(ctx, e))
                    .collect::<Result<Vec<_>, _>>()?;
                // SAFETY: `created` is a named struct of this context.
                unsafe {
                    LLVMStructSetBody(
                        created,
                        elements.as_mut_ptr(),
                        elements.len() as u32,
                        packed,
                    )
                };
            }
            return Ok(created);
        }
        let body = LLVMStructType::body(ctx, ty).unwrap_or_default().to_vec();
        let mut elements = body
            .iter()
            .map(|&e| self.translate(ctx, e))
            .collect::<Result<Vec<_>, _>>()?;
        // SAFETY: a literal struct of types of this context.
        Ok(unsafe {
            LLVMStructTypeInContext(
                self.llvm,
                elements.as_mut_ptr(),
                elements.len() as u32,
                packed,
            )
        })
    }

    fn unsupported(&self, ctx: &Context, ty: Type) -> String {
        format!(
            "cannot be converted to LLVM IR: type '{}'",
            dialectic::text::print::type_to_string(ctx, ty)
        )
    }
}
