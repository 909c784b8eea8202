//! Calls of LLVM intrinsics as `llvm.intr.*` ops: the op named after the
//! intrinsic (`llvm.memcpy.p0.p0.i64` → `llvm.intr.memcpy`) when the
//! dialect has one, immediate arguments as the properties MLIR names them,
//! fastmath flags for floating-point results;
//! `llvm.experimental.noalias.scope.decl` and the constrained
//! floating-point intrinsics as MLIR 19's importer treats them. A call of an intrinsic without op is an error, as in MLIR 19.

use crate::llvm;
use crate::llvm::AnyValue;

use super::body::OpSpec;
use super::function_import::Built;
use super::instructions::fastmath_attr;
use super::llvm::{is_fp_or_fp_vector, print_value, type_of};
use super::module_import::{ImportResult, ModuleImporter};

/// Immediate arguments that become properties: (op, positions and names).
const IMMEDIATE_ARGUMENTS: &[(&str, &[(usize, &str)])] = &[
    ("llvm.intr.ctlz", &[(1, "is_zero_poison")]),
    ("llvm.intr.cttz", &[(1, "is_zero_poison")]),
    ("llvm.intr.abs", &[(1, "is_int_min_poison")]),
    ("llvm.intr.is.fpclass", &[(1, "bit")]),
    (
        "llvm.intr.prefetch",
        &[(1, "rw"), (2, "hint"), (3, "cache")],
    ),
    ("llvm.intr.memcpy", &[(3, "isVolatile")]),
    ("llvm.intr.memmove", &[(3, "isVolatile")]),
    ("llvm.intr.memcpy.inline", &[(2, "len"), (3, "isVolatile")]),
    ("llvm.intr.memset", &[(3, "isVolatile")]),
    ("llvm.intr.memset.inline", &[(2, "len"), (3, "isVolatile")]),
    ("llvm.intr.lifetime.start", &[(0, "size")]),
    ("llvm.intr.lifetime.end", &[(0, "size")]),
    ("llvm.intr.invariant.start", &[(0, "size")]),
    ("llvm.intr.invariant.end", &[(1, "size")]),
    ("llvm.intr.expect.with.probability", &[(2, "prob")]),
    ("llvm.intr.ubsantrap", &[(0, "failureKind")]),
    ("llvm.intr.vector.insert", &[(2, "pos")]),
    ("llvm.intr.vector.extract", &[(1, "pos")]),
];

impl<'ctx> ModuleImporter<'ctx> {
    /// The op an intrinsic function is imported as, if the dialect has one.
    pub(super) fn intrinsic_op_name(&self, f: AnyValue<'ctx>) -> Option<String> {
        let id = llvm::get_intrinsic_id(f);
        if id == 0 {
            return None;
        }
        let name = llvm::intrinsic_get_name(id);
        let base = name.strip_prefix("llvm.")?;
        // The ops of `llvm.va_*` are named after LLVM's intrinsic ids.
        let base = match base {
            "va_start" => "vastart",
            "va_end" => "vaend",
            "va_copy" => "vacopy",
            other => other,
        };
        let op = format!("llvm.intr.{base}");
        self.op_definition(&op).map(|_| op)
    }

    /// The inherent attributes of registered op `name`.
    pub(super) fn op_definition(&self, name: &str) -> Option<&'static [&'static str]> {
        self.dialects
            .op_definition(self.dialects.ident(name))
            .map(|d| d.inherent_attrs)
    }

    /// Whether `inst` calls an intrinsic.
    pub(super) fn is_intrinsic_call(&self, inst: AnyValue<'ctx>) -> bool {
        let callee = llvm::get_called_value(inst);
        !llvm::is_a_function(callee).is_null() && llvm::get_intrinsic_id(callee) != 0
    }

    /// `convertIntrinsic`.
    pub(super) fn convert_intrinsic(&mut self, inst: AnyValue<'ctx>) -> ImportResult<()> {
        let callee = llvm::get_called_value(inst);
        let Some(op) = self.intrinsic_op_name(callee) else {
            let loc = self.instruction_location(inst);
            return Err(self.error_at(&loc, format!("unhandled intrinsic: {}", print_value(inst))));
        };
        let args: Vec<AnyValue<'_>> = (0..llvm::get_num_arg_operands(inst))
            .map(|i| llvm::get_operand(inst, i))
            .collect();
        match op.as_str() {
            // Converted once the function is.
            "llvm.intr.dbg.value" | "llvm.intr.dbg.declare" => {
                let name = self.static_name(&op);
                self.region.debug_intrinsics.push((inst, name));
                return Ok(());
            }
            "llvm.intr.dbg.label" => {
                if let Some(&label) = args.first() {
                    self.convert_debug_label(inst, label);
                }
                return Ok(());
            }
            _ => {}
        }
        self.loc = self.instruction_location(inst);
        let built = match op.as_str() {
            "llvm.intr.experimental.noalias.scope.decl" => match self.alias_scope_list(args[0]) {
                None => Built::Nothing,
                Some(scopes) if scopes.len() == 1 => {
                    let mut spec = OpSpec {
                        name: "llvm.intr.experimental.noalias.scope.decl",
                        ..Default::default()
                    };
                    spec.prop("scope", scopes[0].clone());
                    Built::Op(spec)
                }
                Some(_) => {
                    return Err(self.error_at(
                        &self.loc,
                        format!("unhandled intrinsic: {}", print_value(inst)),
                    ));
                }
            },
            name if name.starts_with("llvm.intr.experimental.constrained.") => {
                self.build_constrained(inst, &args, name)?
            }
            _ => self.build_intrinsic(inst, &args, &op)?,
        };
        self.finish_instruction(inst, built)
    }

    fn build_intrinsic(
        &mut self,
        inst: AnyValue<'ctx>,
        args: &[AnyValue<'ctx>],
        op: &str,
    ) -> ImportResult<Built<'static>> {
        let name: &'static str = self.static_name(op);
        let immediates = IMMEDIATE_ARGUMENTS
            .iter()
            .find(|(n, _)| *n == op)
            .map(|(_, i)| *i)
            .unwrap_or(&[]);
        let mut spec = OpSpec {
            name,
            ..Default::default()
        };
        for (i, &arg) in args.iter().enumerate() {
            if let Some((_, attr)) = immediates.iter().find(|(p, _)| *p == i) {
                let value = super::constants::scalar_attr(arg).ok_or_else(|| {
                    self.error_at(
                        &self.loc,
                        format!("unhandled intrinsic: {}", print_value(inst)),
                    )
                })?;
                spec.prop(attr, value);
            } else {
                spec.operands.push(self.convert_value(arg)?);
            }
        }
        let ret = type_of(inst);
        if !super::llvm::is_void(ret) {
            spec.result = Some(self.types.convert(ret));
        }
        let attrs = self.op_definition(op).unwrap_or(&[]);
        if attrs.contains(&"fastmathFlags") && is_fp_or_fp_vector(ret) {
            spec.prop("fastmathFlags", fastmath_attr(inst));
        }
        Ok(Built::Op(spec))
    }

    fn build_constrained(
        &mut self,
        inst: AnyValue<'ctx>,
        args: &[AnyValue<'ctx>],
        op: &str,
    ) -> ImportResult<Built<'static>> {
        let name: &'static str = self.static_name(op);
        let attrs = self.op_definition(op).unwrap_or(&[]);
        let has_rounding = attrs.contains(&"roundingmode");
        let n_meta = if has_rounding { 2 } else { 1 };
        let n_values = args.len().saturating_sub(n_meta);
        let mut spec = OpSpec {
            name,
            ..Default::default()
        };
        for &arg in &args[..n_values] {
            spec.operands.push(self.convert_value(arg)?);
        }
        let meta: Vec<String> = args[n_values..]
            .iter()
            .map(|&a| super::llvm::md_string(a).unwrap_or_default())
            .collect();
        if has_rounding {
            let mode = match meta.first().map(String::as_str) {
                Some("round.towardzero") => 0,
                Some("round.tonearest") => 1,
                Some("round.upward") => 2,
                Some("round.downward") => 3,
                Some("round.tonearestaway") => 4,
                _ => 7,
            };
            spec.prop("roundingmode", format!("{mode} : i64"));
        }
        let behavior = match meta.last().map(String::as_str) {
            Some("fpexcept.ignore") => 0,
            Some("fpexcept.maytrap") => 1,
            _ => 2,
        };
        spec.prop("fpExceptionBehavior", format!("{behavior} : i64"));
        spec.result = Some(self.types.convert(type_of(inst)));
        Ok(Built::Op(spec))
    }

    /// The registered op's own `'static` name.
    fn static_name(&self, op: &str) -> &'static str {
        self.dialects
            .op_definition(self.dialects.ident(op))
            .map(|d| d.name)
            .unwrap_or("llvm.call_intrinsic")
    }
}
