//! Terminators: `br`, `cond_br`, `switch`, `return`, `unreachable`; and
//! the values each passes to the arguments of its successors, which become
//! the incoming values of their PHI nodes; loop annotations and branch
//! weights as metadata of the branch.

use crate::llvm;
use dialectic::runtime::storage::attributes::{AttrKind, DenseElements};
use dialectic::{OpId, Value};

use crate::error::{TranslateError, TranslateResult};
use crate::metadata::branch_weights::attach_branch_weights;
use crate::metadata::loops::attach_loop_annotation;
use crate::module_translation::ModuleTranslation;

/// Translates `op` if it is one of these ops.
pub fn translate(t: &mut ModuleTranslation<'_>, op: OpId) -> TranslateResult<bool> {
    let b = t.builder();
    match t.op_name(op) {
        "llvm.br" => {
            let branch = llvm::build_br(b, t.successor_block(op, 0)?);
            attach_loop_annotation(t, op, branch)?;
        }
        "llvm.cond_br" => {
            let condition = t.operand(op, 0)?;
            let branch = llvm::build_cond_br(
                b,
                condition,
                t.successor_block(op, 0)?,
                t.successor_block(op, 1)?,
            );
            attach_branch_weights(t, op, branch);
            attach_loop_annotation(t, op, branch)?;
        }
        "llvm.switch" => {
            let value = t.operand(op, 0)?;
            let ty = llvm::type_of(value);
            let cases = case_values(t, op)?;
            let destinations = t.ir.successors(op).count();
            if destinations != cases.len() + 1 {
                return Err(TranslateError::at(
                    op,
                    "has a number of case destinations that differs from its case values",
                ));
            }
            let switch =
                llvm::build_switch(b, value, t.successor_block(op, 0)?, cases.len() as u32);
            for (i, case) in cases.iter().enumerate() {
                let words = [*case as u64, (*case >> 64) as u64];
                let constant = llvm::const_int_of_arbitrary_precision(ty, &words);
                llvm::add_case(switch, constant, t.successor_block(op, i + 1)?);
            }
            attach_branch_weights(t, op, switch);
        }
        "llvm.return" => {
            if t.ir.num_operands(op) == 0 {
                llvm::build_ret_void(b);
            } else {
                llvm::build_ret(b, t.operand(op, 0)?);
            }
        }
        "llvm.unreachable" => {
            llvm::build_unreachable(b);
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// The case values of a `switch`, as bits.
fn case_values(t: &ModuleTranslation<'_>, op: OpId) -> TranslateResult<Vec<u128>> {
    match t.attr(op, "case_values").map(|a| t.ctx.attr_kind(a)) {
        None => Ok(Vec::new()),
        Some(AttrKind::DenseElements {
            elements: DenseElements::Bits(bits),
            splat,
            ty,
        }) => {
            let count = t
                .ctx
                .shape(*ty)
                .and_then(|s| s.first().copied())
                .unwrap_or(bits.len() as i64) as usize;
            Ok(if *splat {
                vec![bits.first().copied().unwrap_or(0); count]
            } else {
                bits.clone()
            })
        }
        Some(_) => Err(TranslateError::at(op, "expects integer 'case_values'")),
    }
}

/// The values terminator `op` passes to successor `index`.
pub fn successor_operands(t: &ModuleTranslation<'_>, op: OpId, index: usize) -> Option<Vec<Value>> {
    match t.op_name(op) {
        "llvm.br" => Some(t.ir.operands(op).collect()),
        "llvm.cond_br" => {
            let groups = t.operand_groups(op, &[false, true, true]).ok()?;
            groups.get(index + 1).cloned()
        }
        "llvm.invoke" => {
            let groups = t.operand_groups(op, &[true, true, true]).ok()?;
            groups.get(index + 1).cloned()
        }
        "llvm.switch" => {
            let groups = t.operand_groups(op, &[false, true, true]).ok()?;
            if index == 0 {
                return groups.get(1).cloned();
            }
            let case_operands = groups.get(2)?;
            let segments: Vec<usize> = match t
                .attr(op, "case_operand_segments")
                .map(|a| t.ctx.attr_kind(a))
            {
                Some(AttrKind::DenseArray { values, .. }) => {
                    values.iter().map(|&v| v as usize).collect()
                }
                _ => {
                    return if case_operands.is_empty() {
                        Some(Vec::new())
                    } else {
                        None
                    };
                }
            };
            let start: usize = segments.iter().take(index - 1).sum();
            let size = *segments.get(index - 1)?;
            case_operands
                .get(start..start + size)
                .map(<[Value]>::to_vec)
        }
        _ => t.ir.successors(op).next().is_none().then(Vec::new),
    }
}
