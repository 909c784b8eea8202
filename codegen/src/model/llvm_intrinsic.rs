//! LLVM intrinsic ops: what an op declaring `llvmIntrinsicName` (the
//! LLVM dialect's `LLVM_IntrOpBase`) tells the LLVM IR translation about
//! the intrinsic it calls — its name, how many values it returns, which
//! result and argument types complete its mangled name, which attributes
//! are passed as immediate arguments and where, and which metadata and
//! flags the call carries. Checked against the op's arguments when read.

use crate::records::RecordRef;

use super::op::OpDef;
use super::reader::Reader;

/// The intrinsic an op calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LLVMIntrinsicDef {
    /// The LLVM intrinsic without overload suffixes (`llvm.fabs`).
    pub name: String,
    /// How many values LLVM's intrinsic returns (several are the members
    /// of the op's struct result).
    pub num_results: usize,
    /// The results whose types are overload types (struct members when
    /// `num_results` > 1), in mangling order.
    pub overloaded_results: Vec<usize>,
    /// The call arguments (immediates counted) whose types are overload
    /// types, after the results'.
    pub overloaded_operands: Vec<usize>,
    /// Where the immediate arguments go in the call, one per entry of
    /// `imm_arg_attr_names`.
    pub imm_arg_positions: Vec<usize>,
    /// The attributes holding the immediate arguments.
    pub imm_arg_attr_names: Vec<String>,
    /// The call carries the op's access groups.
    pub requires_access_group: bool,
    /// The call carries the op's alias scopes and TBAA tags.
    pub requires_alias_analysis: bool,
    /// The call carries the op's fast-math flags.
    pub requires_fastmath: bool,
    /// The translation is written by hand rather than a plain call.
    pub has_custom_translation: bool,
}

impl<'r> Reader<'r> {
    /// The intrinsic `op` calls, when its record declares one
    /// (`llvmIntrinsicName`); inconsistent data is an error at the record.
    pub fn llvm_intrinsic(
        &mut self,
        record: RecordRef<'r>,
        op: &OpDef,
    ) -> Option<LLVMIntrinsicDef> {
        let name = self.optional_string(record, "llvmIntrinsicName")?;
        let span = record.span();
        let indices = |reader: &mut Self, field: &str| -> Vec<usize> {
            if record.field(field).is_none() {
                return Vec::new();
            }
            let values = reader
                .ok(record.get_list_of_ints(field))
                .unwrap_or_default();
            values
                .into_iter()
                .filter_map(|v| match usize::try_from(v) {
                    Ok(v) => Some(v),
                    Err(_) => {
                        reader.error(
                            span,
                            format!("`{field}` of `{}` holds {v}, not an index", op.name),
                        );
                        None
                    }
                })
                .collect()
        };
        let overloaded_results = indices(self, "overloadedResults");
        let overloaded_operands = indices(self, "overloadedOperands");
        let imm_arg_positions = indices(self, "immArgPositions");
        let imm_arg_attr_names = self.strings(record, "immArgAttrNames");
        let num_results = usize::try_from(self.int(record, "numResults")).unwrap_or(0);
        let intrinsic = LLVMIntrinsicDef {
            name,
            num_results,
            overloaded_results,
            overloaded_operands,
            imm_arg_positions,
            imm_arg_attr_names,
            requires_access_group: self.bit(record, "requiresAccessGroup"),
            requires_alias_analysis: self.bit(record, "requiresAliasAnalysis"),
            requires_fastmath: self.bit(record, "requiresFastmath"),
            has_custom_translation: self.bit(record, "hasCustomTranslation"),
        };
        for message in inconsistencies(&intrinsic, op) {
            self.error(span, message);
        }
        Some(intrinsic)
    }
}

/// What does not fit between the intrinsic data and the op's arguments.
fn inconsistencies(intrinsic: &LLVMIntrinsicDef, op: &OpDef) -> Vec<String> {
    let mut out = Vec::new();
    let name = &op.name;
    if !intrinsic.name.starts_with("llvm.") {
        out.push(format!(
            "the intrinsic of `{name}`, `{}`, does not start with `llvm.`",
            intrinsic.name
        ));
    }
    if intrinsic.imm_arg_positions.len() != intrinsic.imm_arg_attr_names.len() {
        out.push(format!(
            "`{name}` has {} `immArgPositions` but {} `immArgAttrNames`",
            intrinsic.imm_arg_positions.len(),
            intrinsic.imm_arg_attr_names.len()
        ));
    }
    for attr in &intrinsic.imm_arg_attr_names {
        if !op.attributes.iter().any(|a| &a.name == attr) {
            out.push(format!(
                "the immediate argument `{attr}` of `{name}` is no attribute of the op"
            ));
        }
    }
    let call_arity = intrinsic.imm_arg_positions.len() + op.operands.len();
    let mut seen = Vec::new();
    for &position in &intrinsic.imm_arg_positions {
        if position >= call_arity || seen.contains(&position) {
            out.push(format!(
                "the immediate argument position {position} of `{name}` is out of range or repeated"
            ));
        }
        seen.push(position);
    }
    if intrinsic.num_results == 0 && !intrinsic.overloaded_results.is_empty() {
        out.push(format!(
            "`{name}` returns nothing but has `overloadedResults`"
        ));
    }
    if intrinsic.num_results <= 1 && intrinsic.overloaded_results.iter().any(|&r| r > 0) {
        out.push(format!(
            "the `overloadedResults` of `{name}` name a result it does not have"
        ));
    }
    if intrinsic.num_results > 1
        && intrinsic
            .overloaded_results
            .iter()
            .any(|&r| r >= intrinsic.num_results)
    {
        out.push(format!(
            "the `overloadedResults` of `{name}` name a result it does not have"
        ));
    }
    out
}
